import { apiError } from '../errors';
import { customerOf } from '../identity/customer';
import { PAYMENT_METHODS } from '../checkout/payment-methods';
import { PROVIDERS } from '../payments/providers';
import type { BackendContext } from '../scope';
import { fromBalance, orderTotal, toPay } from './order-draft';
import { checkedQuote, storeOrder, type PlaceOrderArgs, type StoredRequest } from './place-order';

interface Attempt {
  request_hash: string;
  order_public_id: string | null;
  session_id: string | null;
}
interface SessionRow {
  id: string;
  method: 'card' | 'paylater';
  language: string;
}

const placed = (o: { id: number; public_id: string }) => ({
  orderId: String(o.id),
  publicId: o.public_id,
  status: 'completed',
  redirectUrl: null,
});
/** The hosted page of a redirect payment: the only backend page a browser visits. */
export const paymentPageUrl = (s: SessionRow) =>
  `/_commerce/pay/${s.method}/${s.id}?lang=${s.language}`;
const pending = (s: SessionRow) => ({
  orderId: null,
  publicId: null,
  status: 'pending',
  redirectUrl: paymentPageUrl(s),
});

async function requestHash(args: PlaceOrderArgs) {
  const { cartId, checkout, marketId, languageId } = args;
  const text = JSON.stringify({ cartId, checkout, marketId, languageId });
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const orderBy = (db: D1Database, column: 'public_id' | 'cart_id', value: string) =>
  db
    .prepare(`SELECT id, public_id FROM orders WHERE ${column} = ?`)
    .bind(value)
    .first<{ id: number; public_id: string }>();

/** What this key (or, without one, this cart) answered before; null when nothing was placed yet. */
async function earlierAnswer(db: D1Database, cartId: string, key: string | null, hash: string) {
  if (key) {
    const attempt = await db
      .prepare('SELECT request_hash, order_public_id, session_id FROM order_attempts WHERE key = ?')
      .bind(key)
      .first<Attempt>();
    if (attempt && attempt.request_hash !== hash)
      throw apiError('This idempotency key was used for another request', 'IDEMPOTENCY_KEY_REUSED');
    const publicId = attempt?.order_public_id ?? attempt?.session_id;
    const order = publicId ? await orderBy(db, 'public_id', publicId) : null;
    if (order) return placed(order);
    if (attempt?.session_id) {
      const session = await db
        .prepare('SELECT id, method, language, status, outcome FROM payment_sessions WHERE id = ?')
        .bind(attempt.session_id)
        .first<SessionRow & { status: string; outcome: string | null }>();
      // A failed payment ends its attempt: the storefront starts a new one with a new key.
      if (session?.status === 'failed')
        throw apiError('The payment of this attempt failed', 'PAYMENT_FAILED', {
          failure: session.outcome,
        });
      if (session) return pending(session);
    }
  }
  const order = await orderBy(db, 'cart_id', cartId);
  return order ? placed(order) : null;
}

/**
 * placeOrder, idempotent twice over: one answer per `x-idempotency-key` (the same key with another
 * request is IDEMPOTENCY_KEY_REUSED), and one order per cart (a completed cart answers its order).
 * Invoice is placed at once; card and pay-later open a payment session and answer its hosted page
 * (status 'pending') for the total less the customer's balance; their order is stored when the
 * shopper approves there. An order the balance pays in whole is placed at once, paid.
 */
export async function placeOrder(graphqlArgs: PlaceOrderArgs, ctx: BackendContext) {
  // A logged-in customer's order is theirs (getOrders); a refused bearer is UNAUTHENTICATED, as everywhere.
  const customer = await customerOf(ctx);
  const args: PlaceOrderArgs = { ...graphqlArgs, customerId: customer?.id ?? null };
  const key = ctx.idempotencyKey ?? null;
  const hash = await requestHash(args);
  for (let round = 0; round < 3; round += 1) {
    const earlier = await earlierAnswer(ctx.db, args.cartId, key, hash);
    if (earlier) return earlier;
    const checked = await checkedQuote(ctx, args);
    const { quote } = checked;
    const attempt = key ? { key, hash } : undefined;
    // A balance that pays the whole order leaves nothing to pay: placed at once, whatever the method.
    if (!PROVIDERS[quote.payment.kind].hosted || toPay(quote) === 0) {
      const publicId = crypto.randomUUID();
      const outcome = await storeOrder(ctx, checked, { publicId, paymentReference: null, attempt });
      if (outcome === 'created') return placed((await orderBy(ctx.db, 'public_id', publicId))!);
      continue;
    }
    const session: SessionRow = {
      id: crypto.randomUUID(),
      method: quote.payment.kind === PAYMENT_METHODS.card.kind ? 'card' : 'paylater',
      language: quote.scope.lang,
    };
    const request: StoredRequest = {
      cartId: args.cartId,
      checkout: args.checkout,
      channelId: args.channelId ?? null,
      languageId: quote.scope.language,
      marketId: quote.scope.market.alias,
      cartVersion: checked.cart.version,
      total: orderTotal(quote),
      fromBalance: fromBalance(quote),
      customerId: args.customerId,
    };
    if (await openSession(ctx.db, session, request, attempt)) return pending(session);
  }
  throw apiError('The cart changed while the order was placed; try again', 'CART_CHANGED');
}

async function openSession(
  db: D1Database,
  session: SessionRow,
  request: StoredRequest,
  attempt: { key: string; hash: string } | undefined,
) {
  const now = new Date().toISOString();
  try {
    await db.batch([
      ...(attempt
        ? [
            db
              .prepare(
                `INSERT INTO order_attempts (key, cart_id, request_hash, session_id, created_at)
                VALUES (?, ?, ?, ?, ?)`,
              )
              .bind(attempt.key, request.cartId, attempt.hash, session.id, now),
          ]
        : []),
      db
        .prepare(
          `INSERT INTO payment_sessions (id, cart_id, method, request, language, created_at, updated_at)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)`,
        )
        .bind(
          session.id,
          request.cartId,
          session.method,
          JSON.stringify(request),
          session.language,
          now,
        ),
    ]);
    return true;
  } catch (error) {
    if (/UNIQUE constraint failed/.test(String((error as Error).message))) return false;
    throw error;
  }
}
