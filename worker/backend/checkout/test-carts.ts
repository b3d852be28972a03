import { env } from 'cloudflare:test';

/** Test helpers for checkout and order tests: carts and SKUs stored directly in the test D1. */
export const testDb = () => (env as unknown as { DB: D1Database }).DB;

/** A plain SKU (25 % VAT, no campaign, nothing oversellable or static) priced in `currency`. */
export async function plainSku(opts: { minStock?: number; currency?: string; offset?: number }) {
  return (await testDb()
    .prepare(
      `SELECT s.id, s.in_stock, pr.selling FROM skus s JOIN products p ON p.id = s.product_id
      JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?1
      WHERE p.vat_rate = 25 AND s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock >= ?2
      AND p.id NOT IN (SELECT product_id FROM product_campaigns)
      ORDER BY pr.selling, s.id LIMIT 1 OFFSET ?3`,
    )
    .bind(opts.currency ?? 'SEK', opts.minStock ?? 1, opts.offset ?? 0)
    .first<{ id: number; in_stock: number; selling: number }>())!;
}

/** A new open cart in `market` with these lines. */
export async function cartWith(market: string, lines: [skuId: number, quantity: number][]) {
  const db = testDb();
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db.batch([
    db
      .prepare('INSERT INTO carts (id, market, created_at, updated_at) VALUES (?, ?, ?, ?)')
      .bind(id, market, at, at),
    ...lines.map(([sku, q]) =>
      db
        .prepare('INSERT INTO cart_items (cart_id, sku_id, quantity, added_at) VALUES (?, ?, ?, ?)')
        .bind(id, sku, q, at),
    ),
  ]);
  return id;
}

export const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;

export const ADDRESS = {
  firstName: 'Tolvan',
  lastName: 'Tolvansson',
  addressLine1: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: 'SE',
  mobile: '0701234567',
};
