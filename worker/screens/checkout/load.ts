import type { Checkout } from '../../../shared/types';
import type { Shop } from '../../context';

/** The form values that price a checkout (as posted or typed; anything else is ignored here). */
export interface QuoteValues {
  zip?: string;
  shippingId?: string;
}

/**
 * The visitor's checkout priced for what the form holds so far; null when there is nothing to check
 * out (no cart, or a cart already ordered). Any other failure is the error page's (thrown).
 */
export async function loadCheckout(shop: Shop, values: QuoteValues): Promise<Checkout | null> {
  if (!shop.cartId) return null;
  const shippingId = Number(values.shippingId);
  const { data, error } = await shop.checkout.quote(shop.cartId, {
    customerType: shop.customerType,
    zip: (values.zip ?? '').trim().slice(0, 16),
    country: shop.market.country.code,
    shippingId: Number.isInteger(shippingId) && shippingId > 0 ? shippingId : null,
    paymentId: null,
  });
  if (error?.code === 'CART_NOT_FOUND') return null;
  if (error) throw error;
  return data.cart.items.length ? data : null;
}

/** The market's country in the shopper's language (the channel names it in English). */
export function countryName(shop: Shop): string {
  const { code, name } = shop.market.country;
  try {
    return new Intl.DisplayNames([shop.locale], { type: 'region' }).of(code) ?? name;
  } catch {
    return name;
  }
}
