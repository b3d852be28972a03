import { ORDER_NUMBER } from './order-mail';
import type { OrderDraft } from './order-draft';

export type OrderOutcome = 'created' | 'out_of_stock' | 'conflict' | 'insufficient_balance';

/**
 * Stores the order in one D1 batch (a transaction): the idempotency row, the order (only while the
 * cart is open and at the version it was priced on), its rows, the stock taken, the customer's balance
 * debited (`fromBalance`), the cart completed and the confirmation mail. Nothing checks before it writes; the constraints refuse, and any refusal rolls
 * the whole batch back:
 * - `skus.in_stock >= 0` (CHECK) and the oversell trigger → 'out_of_stock';
 * - the balance's guard (migration 0024: never below 0, never a debit of a balance that is no more)
 *   → 'insufficient_balance': it was spent meanwhile (another tab), so nothing is debited twice;
 * - `order_attempts.key`, `orders.cart_id`, `orders.public_id` (UNIQUE), and the rows' NOT NULL order
 *   id when the order was not inserted (cart completed or changed) → 'conflict': the caller reads why.
 * Static stock is never taken; oversellable units go after the ones in stock.
 */
export async function createOrder(
  db: D1Database,
  draft: OrderDraft,
  extra: {
    attempt?: { key: string; hash: string };
    after?: D1PreparedStatement[];
    /** The logged-in customer (getOrders); an account deleted meanwhile leaves the order a guest's. */
    customerId?: number | null;
  } = {},
): Promise<OrderOutcome> {
  const now = new Date().toISOString();
  const orderId = `(SELECT id FROM orders WHERE public_id = ?1)`;
  const a = (address: OrderDraft['billingAddress']) => JSON.stringify(address);
  const statements = [
    ...(extra.attempt
      ? [
          db
            .prepare(
              `INSERT INTO order_attempts (key, cart_id, request_hash, order_public_id, created_at)
              VALUES (?, ?, ?, ?, ?)`,
            )
            .bind(extra.attempt.key, draft.cartId, extra.attempt.hash, draft.publicId, now),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO orders (public_id, cart_id, market, language, currency, customer_type, email,
          identity_number, billing_address, shipping_address, message, promo_code, payment_id,
          payment_name, payment_reference, shipping_id, shipping_name, goods, goods_ex, discount,
          discount_ex, shipping_fee, shipping_fee_ex, total, total_ex, created_at, updated_at, customer_id,
          from_balance)
        SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19,
          ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?26, (SELECT id FROM customers WHERE id = ?28), ?29
        FROM carts WHERE id = ?2 AND completed = 0 AND version = ?27`,
      )
      .bind(
        draft.publicId,
        draft.cartId,
        draft.market,
        draft.language,
        draft.currency,
        draft.customerType,
        draft.email,
        draft.identityNumber,
        a(draft.billingAddress),
        a(draft.shippingAddress),
        draft.message,
        draft.promoCode,
        draft.paymentId,
        draft.paymentName,
        draft.paymentReference,
        draft.shippingId,
        draft.shippingName,
        draft.goods,
        draft.goodsEx,
        draft.discount,
        draft.discountEx,
        draft.shippingFee,
        draft.shippingFeeEx,
        draft.total,
        draft.totalEx,
        now,
        draft.cartVersion,
        extra.customerId ?? null,
        draft.fromBalance,
      ),
    ...draft.rows.flatMap((r) => [
      db
        .prepare(
          `INSERT INTO order_rows (order_id, sku_id, product_id, article_number, name, size,
            quantity, unit_price, total, total_ex, vat_rate, regular_price)
          VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(
          draft.publicId,
          r.skuId,
          r.productId,
          r.articleNumber,
          r.name,
          r.size,
          r.quantity,
          r.unitPrice,
          r.total,
          r.totalEx,
          r.vatRate,
          r.regularPrice,
        ),
      // SET reads the row as it was: take from oversellable only what in_stock lacks.
      db
        .prepare(
          `UPDATE skus SET
            oversellable = oversellable - max(0, min(oversellable, ?2 - in_stock)),
            in_stock = in_stock - (?2 - max(0, min(oversellable, ?2 - in_stock)))
          WHERE id = ?1 AND static_stock = 0`,
        )
        .bind(r.skuId, r.quantity),
    ]),
    ...balanceDebit(db, draft, extra.customerId ?? null),
    db
      .prepare(
        'UPDATE carts SET completed = 1, updated_at = ?2, version = version + 1 WHERE id = ?1',
      )
      .bind(draft.cartId, now),
    db
      .prepare(
        `INSERT INTO outbox (recipient, subject, body, created_at)
        SELECT ?2, replace(?3, '${ORDER_NUMBER}', id), replace(?4, '${ORDER_NUMBER}', id), ?5
        FROM orders WHERE public_id = ?1`,
      )
      .bind(draft.publicId, draft.email, draft.mail.subject, draft.mail.body, now),
    ...(extra.after ?? []),
  ];
  try {
    await db.batch(statements);
    return 'created';
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/INSUFFICIENT_BALANCE/.test(message)) return 'insufficient_balance';
    if (/CHECK constraint failed|OUT_OF_STOCK/.test(message)) return 'out_of_stock';
    if (/UNIQUE constraint failed|NOT NULL constraint failed/.test(message)) return 'conflict';
    throw error;
  }
}

/**
 * The balance's part of the order, taken from the customer's balance in the order's currency. The
 * guard triggers refuse a balance that would go below 0 and (the insert) one that is no more, so a
 * balance spent meanwhile rolls the order back instead of being overdrawn.
 */
function balanceDebit(db: D1Database, draft: OrderDraft, customerId: number | null) {
  if (draft.fromBalance <= 0) return [];
  // Only a customer's order is priced with a balance (quoteCheckout): anything else is a bug.
  if (customerId === null) throw new Error('A balance can pay only a customer’s order');
  return [
    db
      .prepare(
        `UPDATE customer_balances SET amount = amount - ?3 WHERE customer_id = ?1 AND currency = ?2`,
      )
      .bind(customerId, draft.currency, draft.fromBalance),
    db
      .prepare(
        `INSERT INTO customer_balances (customer_id, currency, amount)
        SELECT ?1, ?2, -?3 WHERE NOT EXISTS
          (SELECT 1 FROM customer_balances WHERE customer_id = ?1 AND currency = ?2)`,
      )
      .bind(customerId, draft.currency, draft.fromBalance),
  ];
}
