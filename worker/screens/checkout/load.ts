import type { Checkout } from '../../../shared/types';
import type { Shop } from '../../context';
import { quoteAs } from '../../edge/customer-quote';
import { regionName as regionNameIn } from '../../../shared/intl';

/** The form values that price a checkout (as posted or typed; anything else is ignored here). */
export interface QuoteValues {
  zip?: string;
  shippingId?: string;
}

/**
 * The visitor's checkout priced for what the form holds so far (a customer's with their balance); null when there is nothing to check
 * out (no cart, or a cart already ordered). Any other failure is the error page's (thrown).
 * `remembered`: a page opened anew, which asks with no postcode at all, so the checkout answers with
 * what it keeps of the cart (Checkout.given).
 */
export async function loadCheckout(
  shop: Shop,
  values: QuoteValues,
  remembered = false,
): Promise<Checkout | null> {
  if (!shop.cartId) return null;
  const shippingId = Number(values.shippingId);
  const { data, error } = await quoteAs(shop.customer, shop.checkout, shop.cartId, {
    customerType: shop.customerType,
    zip: remembered ? null : (values.zip ?? '').trim().slice(0, 16),
    country: shop.checkoutMarket.country.code,
    shippingId: Number.isInteger(shippingId) && shippingId > 0 ? shippingId : null,
    paymentId: null,
  });
  if (error?.code === 'CART_NOT_FOUND') return null;
  if (error) throw error;
  return data.cart.items.length ? data : null;
}

/** A country code in the shopper's language ('SE' → 'Sverige'); `fallback` when it is not one. */
export const regionName = (shop: Shop, code: string, fallback = code): string =>
  regionNameIn(shop.locale, code) ?? fallback;

/** The checkout market's country in the shopper's language (the channel names it in English). */
export const countryName = (shop: Shop) =>
  regionName(shop, shop.checkoutMarket.country.code, shop.checkoutMarket.country.name);
