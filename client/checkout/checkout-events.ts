import type { BrowserCheckout } from '../../shared/types';
import { cartItemData } from '../analytics/items';
import { track } from '../events';

/**
 * checkout:impression (the tag manager's begin_checkout): the whole cart, its value and code, and the
 * code's discount, which the lines' prices do not show (the trackers spread it, as for the purchase).
 */
export function trackCheckoutImpression(checkout: BrowserCheckout, currency: string) {
  if (!checkout.cart.items.length) return;
  track('checkout:impression', {
    currency,
    value: checkout.cart.summary.total.sellingIncVat,
    coupon: checkout.cart.promoCode,
    discount: checkout.cart.summary.discountIncVat,
    items: checkout.cart.items.map((i) => cartItemData(i)),
  });
}

/**
 * The checkout's own + / − / remove buttons post the form (the page comes back with the new cart):
 * cart:add or cart:remove as the button is pressed, with the quantity it changes.
 */
export function trackLineChange(checkout: BrowserCheckout, intent: string) {
  const [kind, sku, to] = intent.split(':');
  const item = checkout.cart.items.find((i) => String(i.skuId) === sku);
  if (!item || !/^(less|more|remove)$/.test(kind!)) return;
  const delta = (kind === 'remove' ? 0 : Number(to)) - item.quantity;
  if (delta && Number.isFinite(delta))
    track(delta > 0 ? 'cart:add' : 'cart:remove', { line: item, quantity: Math.abs(delta) });
}
