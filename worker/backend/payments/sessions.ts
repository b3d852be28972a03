import { findCart } from '../cart/cart';
import type { CartRow } from '../cart/cart-type';
import type { Quote } from '../checkout/quote';
import { ApiError } from '../errors';
import { fromBalance, orderTotal } from '../orders/order-draft';
import { checkedQuote, storeOrder, type StoredRequest } from '../orders/place-order';
import type { BackendContext } from '../scope';
import type { PaymentFailure } from './provider';

export interface PaymentSession {
  id: string;
  cart_id: string;
  method: 'card' | 'paylater';
  /**
   * The payment's state: `pending` until the shopper answers on the hosted page, and after that while
   * the provider's answer is awaited (then the order exists: `ordered`); `approved` paid; `failed`
   * ended on the hosted page without an order; `declined` refused later by the provider (the order
   * is cancelled).
   */
  status: 'pending' | 'approved' | 'declined' | 'failed';
  request: StoredRequest;
  language: 'sv' | 'en';
  outcome: PaymentFailure | null;
  /** The order exists (its public id is the session id). */
  ordered: boolean;
}

export async function loadSession(db: D1Database, id: string): Promise<PaymentSession | null> {
  const row = await db
    .prepare(
      `SELECT id, cart_id, method, status, request, language, outcome,
        EXISTS (SELECT 1 FROM orders WHERE public_id = payment_sessions.id) AS ordered
      FROM payment_sessions WHERE id = ?`,
    )
    .bind(id)
    .first<Omit<PaymentSession, 'request' | 'ordered'> & { request: string; ordered: number }>();
  return row
    ? { ...row, request: JSON.parse(row.request) as StoredRequest, ordered: row.ordered === 1 }
    : null;
}

export const PAYMENT_TYPE = { card: 'GEINS_PAY', paylater: 'KLARNA' } as const;

const FAILURES: Record<string, PaymentFailure> = {
  OUT_OF_STOCK: 'OutOfStock',
  INSUFFICIENT_BALANCE: 'Error',
  CUSTOMER_BLACKLISTED: 'BlockedCustomer',
};

/**
 * The cart is still what the shopper confirmed in the checkout: the same version (lines, promo code)
 * and the same total (prices, shipping). A version only grows, so a session that is not can never be
 * paid: it ends as 'CartChanged'.
 */
export const stillConfirmed = (request: StoredRequest, cart: CartRow, quote: Quote) =>
  cart.version === request.cartVersion &&
  (request.total === undefined || orderTotal(quote) === request.total);

/**
 * What a customer's balance changed since the session opened (another tab, a refund) means for it:
 * null while it pays what the shopper confirmed. Otherwise the amount this page would charge is not
 * the one confirmed, so the session ends and nothing is charged or debited: 'Error' (whose text names
 * an insufficient balance) when it fell short of what it was to pay, 'BalanceChanged' when it grew.
 */
export function balanceChange(request: StoredRequest, quote: Quote): PaymentFailure | null {
  const now = fromBalance(quote);
  const confirmed = request.fromBalance ?? 0;
  if (now === confirmed) return null;
  return now < confirmed ? 'Error' : 'BalanceChanged';
}

/** A session that ended without an order stays ended (its page then sends the shopper back). */
export async function failSession(db: D1Database, id: string, failure: PaymentFailure) {
  await db
    .prepare(
      `UPDATE payment_sessions SET status = 'failed', outcome = ?2, updated_at = ?3
      WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(id, failure, new Date().toISOString())
    .run();
}

/**
 * The shopper approved, or the provider accepted the payment and will answer later (`pending`): the
 * order is stored now, from the checkout the session was opened with, on the cart version it was
 * priced on, in the same batch that marks the session approved (a pending one stays pending); the
 * stock is checked again and taken by that batch. Only the confirmed total is ever approved: a cart
 * changed since is 'CartChanged'. A second answer finds the order (its public id is the session id):
 * nothing is stored twice.
 */
export async function approveSession(
  ctx: BackendContext,
  session: PaymentSession,
  payment: 'paid' | 'pending' = 'paid',
): Promise<true | PaymentFailure> {
  const approved = ctx.db
    .prepare(
      `UPDATE payment_sessions SET status = 'approved', updated_at = ?2 WHERE id = ?1 AND status = 'pending'`,
    )
    .bind(session.id, new Date().toISOString());
  try {
    const checked = await checkedQuote(ctx, session.request);
    if (!stillConfirmed(session.request, checked.cart, checked.quote)) return 'CartChanged';
    const balance = balanceChange(session.request, checked.quote);
    if (balance) return balance;
    const outcome = await storeOrder(ctx, checked, {
      publicId: session.id,
      paymentReference: session.id,
      cartVersion: session.request.cartVersion,
      after: payment === 'paid' ? [approved] : [],
    });
    if (outcome === 'created') return true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (await orderExists(ctx.db, session.id)) return true;
    if (await changedSince(ctx.db, session.request)) return 'CartChanged';
    return FAILURES[String(error.extensions.code)] ?? 'Error';
  }
  if (await orderExists(ctx.db, session.id)) return true;
  // The batch stores nothing once the cart's version moved on (a change racing the approval).
  return (await changedSince(ctx.db, session.request)) ? 'CartChanged' : 'Error';
}

/** The open cart is at another version than the session's (a refusal of the new cart is not its own). */
async function changedSince(db: D1Database, request: StoredRequest) {
  const cart = await findCart(db, request.cartId);
  return !!cart && !cart.completed && cart.version !== request.cartVersion;
}

const orderExists = async (db: D1Database, publicId: string) =>
  (await db.prepare('SELECT 1 AS x FROM orders WHERE public_id = ?').bind(publicId).first()) !==
  null;
