import { env } from 'cloudflare:test';

export const testDb = () => (env as unknown as { DB: D1Database }).DB;

let serial = 0;

interface OrderSpec {
  /** The raw status as upstream would send it (the table's CHECK is lifted for the insert). */
  status: string;
  createdAt?: string;
  market?: string;
  currency?: string;
  refund?: boolean;
  trackingLink?: string;
  /** Fields of both addresses that differ from Anna's in Stockholm. */
  address?: Record<string, string>;
}

/** An order of the customer's in D1 (one line, a real product), with a refund and a shipment if asked. */
export async function insertOrder(customerId: number, o: OrderSpec) {
  const db = testDb();
  const sku = (await db
    .prepare('SELECT id, product_id, article_number FROM skus ORDER BY id LIMIT 1 OFFSET ?')
    .bind(++serial % 20)
    .first<{ id: number; product_id: number; article_number: string }>())!;
  const publicId = `test-order-${Date.now()}-${serial}`;
  // Every AddressType field, as checkout stores them.
  const address = JSON.stringify({
    company: '',
    careOf: '',
    addressLine2: '',
    entryCode: '',
    mobile: '0701234567',
    phone: '',
    firstName: 'Anna',
    lastName: 'Andersson',
    addressLine1: 'Storgatan 1',
    zip: '11455',
    city: 'Stockholm',
    country: 'SE',
    ...o.address,
  });
  const now = o.createdAt ?? new Date().toISOString();
  const [, inserted] = await db.batch([
    db.prepare('PRAGMA ignore_check_constraints = 1'),
    db
      .prepare(
        `INSERT INTO orders (public_id, cart_id, market, language, currency, customer_type, status,
          email, billing_address, shipping_address, payment_id, payment_name, shipping_id, shipping_name,
          goods, goods_ex, discount, discount_ex, shipping_fee, shipping_fee_ex, total, total_ex,
          created_at, updated_at, customer_id)
         VALUES (?, ?, ?, 'sv', ?, 'PERSON', ?, 'anna@example.com', ?, ?, 3, 'Faktura', 1,
          'Standardfrakt', 19900, 15920, 0, 0, 4900, 3920, 24800, 19840, ?, ?, ?) RETURNING id`,
      )
      .bind(
        publicId,
        publicId,
        o.market ?? 'se',
        o.currency ?? 'SEK',
        o.status,
        address,
        address,
        now,
        now,
        customerId,
      ),
    db.prepare('PRAGMA ignore_check_constraints = 0'),
  ]);
  const orderId = (inserted!.results[0] as { id: number }).id;
  const more = [
    db
      .prepare(
        `INSERT INTO order_rows (order_id, sku_id, product_id, article_number, name, size, quantity,
          unit_price, total, total_ex, vat_rate) VALUES (?, ?, ?, ?, 'Test', 'M', 1, 19900, 19900, 15920, 25)`,
      )
      .bind(orderId, sku.id, sku.product_id, sku.article_number),
  ];
  if (o.refund)
    more.push(
      db
        .prepare(
          `INSERT INTO order_refunds (order_id, sku_id, article_number, reason, total, vat, created_at)
           VALUES (?, ?, ?, 'Damaged', 19900, 3980, ?)`,
        )
        .bind(orderId, sku.id, sku.article_number, now),
    );
  if (o.trackingLink)
    more.push(
      db
        .prepare(
          `INSERT INTO order_shipments (order_id, shipping_id, name, parcel_number, tracking_link)
           VALUES (?, 1, 'Standardfrakt', 'PN123', ?)`,
        )
        .bind(orderId, o.trackingLink),
    );
  await db.batch(more);
  return { orderId, publicId };
}
