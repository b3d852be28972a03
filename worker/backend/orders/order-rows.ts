/** An order as stored (orders, order_rows), read for the answers of getOrderPublic and checkout. */
export interface OrderRecord {
  id: number;
  public_id: string;
  cart_id: string;
  market: string;
  language: 'sv' | 'en';
  currency: string;
  customer_type: 'PERSON' | 'ORGANIZATION';
  status: string;
  billing_address: string;
  shipping_address: string;
  message: string | null;
  promo_code: string | null;
  payment_id: number;
  payment_name: string;
  payment_reference: string | null;
  shipping_id: number;
  shipping_name: string;
  goods: number;
  goods_ex: number;
  discount: number;
  discount_ex: number;
  shipping_fee: number;
  shipping_fee_ex: number;
  total: number;
  total_ex: number;
  /** What the customer's balance paid of `total` (migration 0024). */
  from_balance: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}
export interface OrderRowRecord {
  sku_id: number;
  product_id: number;
  article_number: string;
  name: string;
  size: string;
  quantity: number;
  unit_price: number;
  /** Null for rows ordered before it was kept (migration 0018). */
  regular_price: number | null;
  total: number;
  total_ex: number;
  vat_rate: number;
}

// Never e-mail or identity number: these answers are public to whoever holds the id.
const COLUMNS = `id, public_id, cart_id, market, language, currency, customer_type, status,
  billing_address, shipping_address, message, promo_code, payment_id, payment_name, payment_reference,
  shipping_id, shipping_name, goods, goods_ex, discount, discount_ex, shipping_fee, shipping_fee_ex,
  total, total_ex, from_balance, created_at, updated_at, completed_at`;

export async function loadOrder(db: D1Database, publicId: string) {
  const [order, rows, refunds, shipments, session] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} FROM orders WHERE public_id = ?`).bind(publicId),
    db
      .prepare(
        `SELECT r.* FROM order_rows r JOIN orders o ON o.id = r.order_id WHERE o.public_id = ?
        ORDER BY r.sku_id`,
      )
      .bind(publicId),
    db
      .prepare(
        `SELECT f.* FROM order_refunds f JOIN orders o ON o.id = f.order_id WHERE o.public_id = ?`,
      )
      .bind(publicId),
    db
      .prepare(
        `SELECT s.* FROM order_shipments s JOIN orders o ON o.id = s.order_id WHERE o.public_id = ?`,
      )
      .bind(publicId),
    // A hosted payment's session has the order's public id: its status is the payment's.
    db.prepare('SELECT status FROM payment_sessions WHERE id = ?').bind(publicId),
  ]);
  const record = order?.results[0] as OrderRecord | undefined;
  if (!record) return null;
  return {
    order: record,
    rows: (rows?.results ?? []) as unknown as OrderRowRecord[],
    refunds: (refunds?.results ?? []) as Record<string, unknown>[],
    shipments: (shipments?.results ?? []) as Record<string, unknown>[],
    payment: paymentOf(record, (session?.results[0] as { status: string } | undefined)?.status),
  };
}

/**
 * The order's payment: `none` for an invoice (no payment session), else its session's state
 * (payments/sessions.ts): `pending` while the provider's answer is awaited.
 */
export type OrderPayment = 'none' | 'paid' | 'pending' | 'declined';
const paymentOf = (order: OrderRecord, session: string | undefined): OrderPayment =>
  order.payment_reference === null || session === undefined
    ? 'none'
    : session === 'pending' || session === 'declined'
      ? session
      : 'paid';

/**
 * The Merchant API's raw status (the storefront groups it: worker/commerce/reshape/order-status.ts):
 * `pending-payment` while the payment waits for its answer, else the stored status (a declined
 * payment cancelled the order).
 */
export const orderStatus = ({ order, payment }: Pick<LoadedOrder, 'order' | 'payment'>) =>
  payment === 'pending' ? 'pending-payment' : order.status;

export type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;
