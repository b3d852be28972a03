import type { StoredRequest } from '../orders/place-order';
import { zipOf, type CheckoutInput } from './input';

/**
 * The checkout as this cart's last hosted payment left it, when that payment made no order (the
 * shopper cancelled on the payment page, was refused there, or left it open): e-mail, identity
 * number, addresses and the methods chosen, without the return URLs. The Merchant API keeps a cart's
 * checkout the same way, so a shopper who comes back from the payment page finds the form as they
 * left it. Null when there is none.
 */
async function lastUnpaidCheckout(db: D1Database, cartId: string): Promise<CheckoutInput | null> {
  const row = await db
    .prepare(
      `SELECT request FROM payment_sessions
      WHERE cart_id = ?1 AND status IN ('pending', 'failed')
        AND NOT EXISTS (SELECT 1 FROM orders WHERE public_id = payment_sessions.id)
      ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(cartId)
    .first<{ request: string }>();
  if (!row) return null;
  const { checkoutUrls: _, ...checkout } = (JSON.parse(row.request) as StoredRequest).checkout;
  return checkout;
}

/**
 * createOrUpdateCheckout's choices: the ones given, or, when they hold no postcode yet (the checkout
 * opened anew), the cart's remembered checkout for the same customer type and country.
 */
export async function choicesWithRemembered(
  db: D1Database,
  cartId: string,
  given: CheckoutInput | null | undefined,
): Promise<CheckoutInput | null | undefined> {
  if (given && zipOf(given)) return given;
  const remembered = await lastUnpaidCheckout(db, cartId);
  if (!remembered) return given;
  const sameType = (remembered.customerType ?? 'PERSON') === (given?.customerType ?? 'PERSON');
  const country = given?.billingAddress?.country;
  const sameCountry = !country || remembered.billingAddress?.country === country;
  return sameType && sameCountry ? remembered : given;
}
