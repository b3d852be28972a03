import type { Cart } from '../../shared/types';

/**
 * What a checkout page showed of the cart, carried in its placing attempt (`<uuid>_<key>`), so that
 * an order is placed only for the cart the shopper saw: lines, quantities, line totals, the promo
 * code and the cart's discount; and, for a customer with a balance, how much it holds (a `-` and four
 * more hex digits), so that what it pays is what the page said (README decision 212). Not shipping
 * or payment, which the form posts and the Worker prices again: the balance is taken as a whole, not
 * what it pays, which follows the shipping. Another tab or device that changes the cart or spends
 * the balance in between makes the key differ (32-bit FNV-1a: a consistency check, not a secret).
 */
export function shownCartKey(cart: Cart): string {
  const lines = cart.items.map((i) => `${i.skuId}x${i.quantity}=${i.totalPrice.sellingIncVat}`);
  // The discount in cents, not as written: its text gets cents when the total has them, and the
  // total includes the shipping, which the form may change without changing the cart.
  const { subTotal, total, shipping, balance } = cart.summary;
  const discount = Math.round(
    (subTotal.sellingIncVat + shipping.feeIncVat - total.sellingIncVat) * 100,
  );
  const key = fnv(`${lines.join(',')}|${cart.promoCode ?? ''}|${discount}`);
  return balance ? `${key}-${fnv(String(Math.round(balance.available * 100))).slice(0, 4)}` : key;
}

function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The attempt as a page showing `cart` posts it: the attempt's own id with the cart's key. */
export const attemptShowing = (attemptId: string, cart: Cart) =>
  `${attemptId.split('_')[0]}_${shownCartKey(cart)}`;

/** False when the attempt was posted from a page that showed another cart than `cart`. */
export function showedCart(attemptId: string, cart: Cart): boolean {
  const key = attemptId.split('_')[1];
  return key === undefined || key.split('-')[0] === shownCartKey(cart).split('-')[0];
}

/** False when the attempt was posted from a page that showed another balance than `cart`'s now. */
export function showedBalance(attemptId: string, cart: Cart): boolean {
  const key = attemptId.split('_')[1];
  return key === undefined || key.split('-')[1] === shownCartKey(cart).split('-')[1];
}
