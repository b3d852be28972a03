import { openCart } from '../cart/cart';
import { readCart, type CartRow, type PriceCart } from '../cart/cart-type';
import type { BackendContext, ScopeArgs } from '../scope';
import type { AddressInput, CheckoutInput } from './input';

/** How long a payment that made no order is remembered: a guest's cart outlives the visit. */
export const REMEMBERED_FOR_MS = 3_600_000;

/**
 * This cart's last hosted payment within the hour that made no order (the shopper cancelled on
 * the payment page, was refused there, or left it open): the placeOrder arguments it kept
 * (orders/place-order.ts StoredRequest).
 */
const lastUnpaidSession = (db: D1Database, cartId: string) =>
  db
    .prepare(
      `SELECT request FROM payment_sessions
      WHERE cart_id = ?1 AND status IN ('pending', 'failed') AND created_at > ?2
      ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(cartId, new Date(Date.now() - REMEMBERED_FOR_MS).toISOString());

/** That session's checkout: e-mail, addresses and the methods chosen; not the identity number nor the return URLs. */
function checkoutOf(row: { request: string } | undefined): CheckoutInput | null {
  if (!row) return null;
  const stored = (JSON.parse(row.request) as { checkout: CheckoutInput }).checkout;
  const { checkoutUrls: _, identityNumber: __, ...checkout } = stored;
  return checkout;
}

const omitted = (address: AddressInput | null | undefined) => address?.zip == null;

/**
 * The cart, its lines and createOrUpdateCheckout's choices, in one D1 call (readCart). As in the
 * Merchant API's updates, what a call leaves out keeps the checkout's own: a call that gives no
 * postcode at all (not an empty one) and no e-mail is answered with the cart's remembered checkout,
 * for the same customer type and country. A logged-in customer's cart cookie lives only as long as
 * the login (README decision 98), and a guest's remembered checkout only an hour, so it is the same
 * shopper's.
 */
export async function cartAndChoices(
  ctx: BackendContext,
  cartId: string,
  args: ScopeArgs & { checkout?: CheckoutInput | null },
): Promise<{ cart: CartRow; checkout: CheckoutInput | null | undefined; price: PriceCart }> {
  const given = args.checkout;
  const typed = given?.email || !omitted(given?.billingAddress) || !omitted(given?.shippingAddress);
  const read = await readCart(ctx, cartId, args, typed ? [] : [lastUnpaidSession(ctx.db, cartId)]);
  const cart = openCart(read.row);
  const remembered = checkoutOf(read.extra[0]?.results[0] as { request: string } | undefined);
  if (!remembered) return { cart, checkout: given, price: read.price };
  const sameType = (remembered.customerType ?? 'PERSON') === (given?.customerType ?? 'PERSON');
  const country = given?.billingAddress?.country;
  const sameCountry = !country || remembered.billingAddress?.country === country;
  return { cart, checkout: sameType && sameCountry ? remembered : given, price: read.price };
}
