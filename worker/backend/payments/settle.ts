import type { BackendContext } from '../scope';
import { ORDER_NUMBER } from '../orders/order-mail';

/** The provider's later answer on a payment it left pending. */
export type ProviderAnswer = 'approved' | 'rejected';
/** A settled payment, as the storefront hears it. */
export type SettledPayment = 'paid' | 'failed';

export type Settlement =
  | { kind: 'settled'; state: SettledPayment; changed: boolean }
  /** No such session, or one the shopper never finished (there is no order to settle). */
  | { kind: 'unknown' }
  /** Settled the other way before: the first answer stands. */
  | { kind: 'conflict'; state: SettledPayment };

const CANCELLED_MAIL = {
  sv: {
    subject: `Order #${ORDER_NUMBER} är avbruten`,
    body: `Hej!\n\nBetalleverantören godkände inte betalningen av order #${ORDER_NUMBER}, så ordern är avbruten och inget har dragits. Du är välkommen att beställa igen med ett annat betalsätt.`,
  },
  en: {
    subject: `Order #${ORDER_NUMBER} is cancelled`,
    body: `Hi,\n\nThe payment provider did not approve the payment of order #${ORDER_NUMBER}, so the order is cancelled and nothing has been charged. You are welcome to order again with another payment method.`,
  },
};

/** Added to the mail when the order's balance went back with its stock. */
const BALANCE_RETURNED = {
  sv: '\n\nSaldot som ordern använde har förts tillbaka till ditt konto.',
  en: '\n\nThe balance the order used has been returned to your account.',
};

const SESSION = `SELECT status FROM payment_sessions WHERE id = ?1`;
const ORDER_ROWS = `SELECT r.sku_id FROM order_rows r JOIN orders o ON o.id = r.order_id WHERE o.public_id = ?1`;

/**
 * A pending payment settled by its provider, once: `approved` marks it paid; `rejected` declines it,
 * cancels its order, puts its stock and the balance it used back and mails the shopper, in one batch. Every statement is
 * guarded by the session still being pending (the last one ends that), so the same answer twice,
 * or two answers racing, change the order once; a contrary answer after the first is a conflict.
 */
export async function settlePayment(
  ctx: BackendContext,
  sessionId: string,
  answer: ProviderAnswer,
): Promise<Settlement> {
  const { db } = ctx;
  const before = await stateOf(db, sessionId);
  if (!before?.ordered) return { kind: 'unknown' };
  const now = new Date().toISOString();
  const pending = `(${SESSION}) = 'pending'`;
  let changed = false;
  if (before.status === 'pending') {
    const results = await db.batch(
      answer === 'approved'
        ? [
            db.prepare(`UPDATE orders SET updated_at = ?2 WHERE public_id = ?1 AND ${pending}`),
            db.prepare(
              `UPDATE payment_sessions SET status = 'approved', updated_at = ?2 WHERE id = ?1 AND status = 'pending'`,
            ),
          ].map((s) => s.bind(sessionId, now))
        : rejection(db, sessionId, now, pending),
    );
    // The last statement ends the pending session: it changed a row only for the answer that won.
    changed = results.at(-1)?.meta.changes === 1;
  }
  const after = await stateOf(db, sessionId);
  const state: SettledPayment | null =
    after?.status === 'approved' ? 'paid' : after?.status === 'declined' ? 'failed' : null;
  if (!state) return { kind: 'unknown' };
  if (changed && state === 'failed') {
    const rows = await db.prepare(ORDER_ROWS).bind(sessionId).all<{ sku_id: number }>();
    ctx.stockChanged?.(rows.results.map((r) => r.sku_id));
  }
  const asked: SettledPayment = answer === 'approved' ? 'paid' : 'failed';
  return asked === state ? { kind: 'settled', state, changed } : { kind: 'conflict', state };
}

function rejection(db: D1Database, sessionId: string, now: string, pending: string) {
  const mail = CANCELLED_MAIL;
  return [
    // The units the order took go back to stock (static stock was never taken).
    db
      .prepare(
        `UPDATE skus SET in_stock = in_stock + (SELECT r.quantity FROM order_rows r
          JOIN orders o ON o.id = r.order_id WHERE o.public_id = ?1 AND r.sku_id = skus.id)
        WHERE static_stock = 0 AND id IN (${ORDER_ROWS}) AND ${pending}`,
      )
      .bind(sessionId),
    // What the customer's balance paid goes back to it (README decision 212).
    db
      .prepare(
        `UPDATE customer_balances SET amount = amount + o.from_balance
        FROM (SELECT customer_id, currency, from_balance FROM orders WHERE public_id = ?1) AS o
        WHERE customer_balances.customer_id = o.customer_id
          AND customer_balances.currency = o.currency AND o.from_balance > 0 AND ${pending}`,
      )
      .bind(sessionId),
    db
      .prepare(
        `UPDATE orders SET status = 'cancelled', updated_at = ?2 WHERE public_id = ?1 AND ${pending}`,
      )
      .bind(sessionId, now),
    db
      .prepare(
        `INSERT INTO outbox (recipient, subject, body, created_at)
        SELECT email,
          replace(CASE language WHEN 'en' THEN ?3 ELSE ?4 END, '${ORDER_NUMBER}', id),
          replace(CASE language WHEN 'en' THEN ?5 ELSE ?6 END, '${ORDER_NUMBER}', id)
            || CASE WHEN from_balance > 0 THEN (CASE language WHEN 'en' THEN ?7 ELSE ?8 END) ELSE '' END,
          ?2
        FROM orders WHERE public_id = ?1 AND ${pending}`,
      )
      .bind(
        sessionId,
        now,
        mail.en.subject,
        mail.sv.subject,
        mail.en.body,
        mail.sv.body,
        BALANCE_RETURNED.en,
        BALANCE_RETURNED.sv,
      ),
    db
      .prepare(
        `UPDATE payment_sessions SET status = 'declined', outcome = 'Denied', updated_at = ?2
        WHERE id = ?1 AND status = 'pending'`,
      )
      .bind(sessionId, now),
  ];
}

const stateOf = (db: D1Database, sessionId: string) =>
  db
    .prepare(
      `SELECT status, EXISTS (SELECT 1 FROM orders WHERE public_id = ?1) AS ordered
      FROM payment_sessions WHERE id = ?1`,
    )
    .bind(sessionId)
    .first<{ status: string; ordered: number }>();
