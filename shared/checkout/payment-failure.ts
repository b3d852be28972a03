import type { MessageKey } from '../i18n/messages';

/**
 * The provider's `?error=` values on /{lang}/checkout/klarna-fail (the original's names) and what
 * the page says: spec section 8's four card/pay-later failures, plus the embedded backend's
 * `CartChanged` (the cart changed after the shopper went to payment; nothing was charged) and
 * `BalanceChanged` (the customer's balance grew meanwhile, nothing was charged; one that fell short is
 * `Error`, whose text names an insufficient balance). Missing or
 * unknown (a denial) is the generic "go back and try again".
 */
export const PAYMENT_FAILURE_TEXT = {
  Error: 'paymentFailure.orderNotCreated',
  OutOfStock: 'paymentFailure.outOfStock',
  BlockedCustomer: 'paymentFailure.blockedCustomer',
  CartChanged: 'paymentFailure.cartChanged',
  BalanceChanged: 'paymentFailure.balanceChanged',
} as const satisfies Record<string, MessageKey>;
export type PaymentFailure = keyof typeof PAYMENT_FAILURE_TEXT;

export const paymentFailureText = (error: string | null | undefined): MessageKey =>
  Object.hasOwn(PAYMENT_FAILURE_TEXT, error ?? '')
    ? PAYMENT_FAILURE_TEXT[error as PaymentFailure]
    : 'paymentFailure.generic';
