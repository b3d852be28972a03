import { customerOf } from '../identity/customer';
import type { BackendContext } from '../scope';
import { addressType } from './input';
import { noShippingOptions, quoteCheckout, type CheckoutArgs } from './quote';
import { cartAndChoices } from './remembered';

/** Sandbox rule: an e-mail whose local part contains "blocked" belongs to a blacklisted customer. */
export const isBlockedCustomer = (email: string | null | undefined) =>
  /blocked[^@]*@/i.test(email ?? '');

export const checkoutResolvers = {
  /**
   * Prices the checkout for the shopper's current choices and stores nothing: the choices travel with
   * every call (and with placeOrder). Without a postcode yet, the choices of the cart's last hosted
   * payment that made no order answer (remembered.ts). An unknown postcode is an error on
   * `shippingOptions` only (NO_SHIPPING_OPTIONS), so the cart and payment options still answer.
   */
  async createOrUpdateCheckout(args: CheckoutArgs, ctx: BackendContext) {
    // A logged-in customer's balance pays first; a refused bearer is UNAUTHENTICATED, as everywhere.
    const [customer, { cart, checkout, price }] = await Promise.all([
      customerOf(ctx),
      cartAndChoices(ctx, args.cartId, args),
    ]);
    const customerId = customer?.id ?? null;
    const quote = await quoteCheckout(ctx, cart, { ...args, checkout, customerId }, price);
    const { input } = quote;
    return {
      email: input.email ?? null,
      identityNumber: input.identityNumber ?? null,
      cart: quote.cart,
      billingAddress: addressType(input.billingAddress),
      shippingAddress: addressType(input.shippingAddress ?? input.billingAddress),
      paymentOptions: quote.paymentOptions,
      shippingOptions: () => {
        if (quote.shipping === 'unknown') throw noShippingOptions();
        return quote.shippingOptions;
      },
      checkoutStatus: isBlockedCustomer(input.email) ? 'CUSTOMER_BLACKLISTED' : 'OK',
    };
  },
};
