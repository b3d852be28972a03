import type { AddressInput, CheckoutInput } from './input';

/** How long a payment that made no order is remembered: a guest's cart outlives the visit. */
export const REMEMBERED_FOR_MS = 3_600_000;

/**
 * The checkout as this cart's last hosted payment left it within the hour, when that payment made
 * no order (the shopper cancelled on the payment page, was refused there, or left it open): e-mail,
 * addresses and the methods chosen. Not the identity number nor the return URLs. Null when none.
 */
async function lastUnpaidCheckout(db: D1Database, cartId: string): Promise<CheckoutInput | null> {
  const row = await db
    .prepare(
      `SELECT request FROM payment_sessions
      WHERE cart_id = ?1 AND status IN ('pending', 'failed') AND created_at > ?2
      ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(cartId, new Date(Date.now() - REMEMBERED_FOR_MS).toISOString())
    .first<{ request: string }>();
  if (!row) return null;
  // The session keeps placeOrder's arguments (orders/place-order.ts StoredRequest).
  const stored = (JSON.parse(row.request) as { checkout: CheckoutInput }).checkout;
  const { checkoutUrls: _, identityNumber: __, ...checkout } = stored;
  return checkout;
}

const omitted = (address: AddressInput | null | undefined) => address?.zip == null;

/**
 * createOrUpdateCheckout's choices. As in the Merchant API's updates, what a call leaves out keeps
 * the checkout's own: a call that gives no postcode at all (not an empty one) and no e-mail is
 * answered with the cart's remembered checkout, for the same customer type and country. A
 * logged-in customer's cart cookie lives only as long as the login (README decision 98), and a
 * guest's remembered checkout only an hour, so it is the same shopper's.
 */
export async function choicesWithRemembered(
  db: D1Database,
  cartId: string,
  given: CheckoutInput | null | undefined,
): Promise<CheckoutInput | null | undefined> {
  if (given?.email || !omitted(given?.billingAddress) || !omitted(given?.shippingAddress))
    return given;
  const remembered = await lastUnpaidCheckout(db, cartId);
  if (!remembered) return given;
  const sameType = (remembered.customerType ?? 'PERSON') === (given?.customerType ?? 'PERSON');
  const country = given?.billingAddress?.country;
  const sameCountry = !country || remembered.billingAddress?.country === country;
  return sameType && sameCountry ? remembered : given;
}
