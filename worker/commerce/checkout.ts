import type { CustomerType } from '../../shared/cookies';
import type { Address, Checkout, Order, PlacedOrder } from '../../shared/types';
import type { CommerceClient } from './client';
import { CommerceError, failed, type CommerceResult } from './errors';
import { toCheckout, toOrder, toPlacedOrder } from './reshape/checkout';
import type { ImageOptions } from './reshape/upstream-parse';

/** What prices a checkout: the shopper's choices so far (the backend stores none of them). */
export interface CheckoutChoices {
  customerType: CustomerType;
  /**
   * '' for none. In a quote, null leaves the postcode out: the checkout answers with what it keeps of
   * the cart (the last payment page that made no order), as a page opened anew asks.
   */
  zip: string | null;
  country: string;
  shippingId: number | null;
  paymentId: number | null;
}

/** Everything placeOrder sends: the choices, the addresses, and where the payment pages return to. */
export interface OrderInput extends CheckoutChoices {
  zip: string;
  email: string;
  identityNumber: string;
  message: string;
  billingAddress: Partial<Address>;
  /** Absolute URLs (hosted payment pages leave the storefront and come back). */
  checkoutUrls: { redirectUrl: string; checkoutPageUrl: string; termsPageUrl: string };
}

/**
 * Checkout operations in the checkout market. Never cached; every failure is a CommerceError value
 * (house rule 3) whose code the caller turns into the shopper's text (NO_SHIPPING_OPTIONS,
 * INVALID_IDENTITY_NUMBER, OUT_OF_STOCK, CART_NOT_FOUND…).
 */
export interface CheckoutApi {
  /**
   * createOrUpdateCheckout. A postcode no carrier reaches is not an error: `shipping` says
   * 'unknownPostcode'. With a logged-in customer's `bearer` their balance pays first
   * (`cart.summary.balance`, and the total is what is left to pay).
   */
  quote(
    cartId: string,
    choices: CheckoutChoices,
    bearer?: string,
  ): Promise<CommerceResult<Checkout>>;
  /**
   * placeOrder, idempotent per `attemptKey` (sent as x-idempotency-key): a retry gets the same answer.
   * Without a key, a cart that was ordered answers its order (one order per cart). With a logged-in
   * customer's `bearer` the order is theirs (it shows in their orders).
   */
  place(
    cartId: string,
    input: OrderInput,
    attemptKey: string | null,
    bearer?: string,
  ): Promise<CommerceResult<PlacedOrder>>;
  /** getOrderPublic: the order behind a confirmation link. */
  order(publicId: string): Promise<CommerceResult<Order>>;
}

const checkoutInput = (c: CheckoutChoices) => ({
  customerType: c.customerType,
  shippingId: c.shippingId,
  paymentId: c.paymentId,
  billingAddress: c.zip === null ? { country: c.country } : { zip: c.zip, country: c.country },
});

export function checkoutApi(
  client: CommerceClient,
  images: ImageOptions,
  checkoutMarket: string,
): CheckoutApi {
  const field = (name: string) => (data: unknown) => (data as Record<string, unknown>)[name];
  const quoteOnce = (cartId: string, choices: CheckoutChoices, bearer?: string) =>
    client.mutation('createOrUpdateCheckout', {
      variables: { cartId, checkout: checkoutInput(choices), checkoutMarketId: checkoutMarket },
      bearer,
      parse: (data) => toCheckout(field('createOrUpdateCheckout')(data), images, !!choices.zip),
    });
  return {
    async quote(cartId, choices, bearer) {
      const first = await quoteOnce(cartId, choices, bearer);
      if (first.error?.code !== 'NO_SHIPPING_OPTIONS') return first;
      // The API fails the whole answer for an unknown postcode; the cart and payments still count.
      const again = await quoteOnce(cartId, { ...choices, zip: '', shippingId: null }, bearer);
      return again.error
        ? again
        : { data: { ...again.data, shipping: 'unknownPostcode' }, error: null };
    },
    async place(cartId, input, attemptKey, bearer) {
      if (attemptKey !== null && !/^[\w-]{8,64}$/.test(attemptKey)) return failed(badAttempt());
      const { email, identityNumber, message, billingAddress, checkoutUrls } = input;
      return client.mutation('placeOrder', {
        variables: {
          cartId,
          checkoutMarketId: checkoutMarket,
          checkout: {
            ...checkoutInput(input),
            email,
            identityNumber: identityNumber || null,
            message: message || null,
            billingAddress: { ...billingAddress, zip: input.zip, country: input.country },
            checkoutUrls,
          },
        },
        headers: attemptKey ? { 'x-idempotency-key': attemptKey } : undefined,
        bearer,
        parse: (data) => toPlacedOrder(field('placeOrder')(data)),
      });
    },
    order: (publicId) =>
      client.query('getOrderPublic', {
        variables: { publicOrderId: publicId, checkoutMarketId: checkoutMarket },
        parse: (data) => {
          const order = field('getOrderPublic')(data);
          if (order == null) throw new CommerceError('No such order', 502, 'ORDER_NOT_FOUND');
          return toOrder(order, images);
        },
      }),
  };
}

const badAttempt = () => new CommerceError('Malformed idempotency key', 502, 'BAD_REQUEST');
