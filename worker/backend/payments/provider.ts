import type { CheckoutInput } from '../checkout/input';
import type { CustomerType, PaymentKind } from '../checkout/payment-methods';
import type { PayMessage, PayTexts } from './texts';

/**
 * The failure kinds the storefront's failure page knows (`?error=`); 'Denied' sends none.
 * 'CartChanged': the cart is no longer what the shopper confirmed in the checkout (nothing charged);
 * 'BalanceChanged': the customer's balance grew since, so it would pay more than confirmed (nothing
 * charged; a balance that fell short is 'Error', whose text names an insufficient balance).
 */
export type PaymentFailure =
  'Error' | 'OutOfStock' | 'BlockedCustomer' | 'Denied' | 'CartChanged' | 'BalanceChanged';

/** The shopper's answer on a hosted page. */
export type Decision =
  | { kind: 'approve' }
  /** Accepted, answered later (a credit check, the bank): the order is stored, its payment pending. */
  | { kind: 'pending' }
  | { kind: 'retry'; message: PayMessage }
  | { kind: 'fail'; failure: PaymentFailure };

/**
 * One interface for the three sandboxes (ARCHITECTURE decision 7). An immediate provider (invoice)
 * authorises inside placeOrder, which stores the order at once; a hosted one (card, pay-later) has
 * placeOrder open a session whose page is served by the backend, and the order is stored when the
 * page's answer approves or leaves the payment pending (stock taken then, and checked again); a
 * pending payment is settled later by the provider's callback (callback.ts).
 */
export interface PaymentProvider {
  kind: PaymentKind;
  hosted: boolean;
  /** Throws the shopper's coded error when the provider refuses before any order exists. */
  authorise?(input: CheckoutInput, customerType: CustomerType): void;
  /** The hosted page: its title, its inputs (HTML, every value escaped) and its submit label. */
  page?(t: PayTexts): { title: string; fields: string; submit: string };
  decide?(form: URLSearchParams): Decision;
}
