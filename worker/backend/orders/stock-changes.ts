import { stockType, type StockColumns } from '../catalogue/stock';

/** The Merchant API stock of every SKU of one product. */
export interface ProductStock {
  productId: number;
  skus: { skuId: number; stock: ReturnType<typeof stockType> }[];
  /** When the stock was read (ms): of two reports of one product, the later read is the newer. */
  readAt: number;
}

/** The stock now of every SKU of the products the given SKUs belong to (after an order took some). */
export async function stockOfProducts(db: D1Database, skuIds: number[]): Promise<ProductStock[]> {
  if (skuIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT id, product_id, in_stock, oversellable, static_stock, incoming FROM skus
      WHERE product_id IN (SELECT product_id FROM skus WHERE id IN (SELECT value FROM json_each(?)))
      ORDER BY product_id, id`,
    )
    .bind(JSON.stringify(skuIds))
    .all<StockColumns & { id: number; product_id: number }>();
  const readAt = Date.now();
  const products = new Map<number, ProductStock>();
  for (const row of results) {
    const product = products.get(row.product_id) ?? { productId: row.product_id, skus: [], readAt };
    product.skus.push({ skuId: row.id, stock: stockType(row) });
    products.set(row.product_id, product);
  }
  return [...products.values()];
}
