import type { BrowserCheckout } from '../../shared/types';
import { track } from '../events';

const items = (checkout: BrowserCheckout) =>
  checkout.cart.items.map((i) => ({
    productId: i.productId,
    skuId: i.skuId,
    name: i.name,
    brand: i.brand,
    quantity: i.quantity,
    price: i.unitPrice.sellingIncVat,
  }));

/** checkout:impression (the tag manager's begin_checkout): the whole cart, its value and code. */
export function trackCheckoutImpression(checkout: BrowserCheckout, currency: string) {
  if (!checkout.cart.items.length) return;
  track('checkout:impression', {
    currency,
    value: checkout.cart.summary.total.sellingIncVat,
    coupon: checkout.cart.promoCode,
    items: items(checkout),
  });
}
