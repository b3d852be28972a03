import type { Stock } from '../../shared/types';

/**
 * What a live socket hears (the server speaks, the browser only listens). Never a token, a cart id or
 * anything personal: `cart` only says "your cart changed, ask for it" (the page asks /graphql).
 */
export type LiveMessage =
  { type: 'cart' } | { type: 'stock'; productId: number; skus: { skuId: number; stock: Stock }[] };

/** A topic a page may follow: the logged-in customer's cart, or one product's stock. */
export type Topic = { kind: 'cart' } | { kind: 'product'; productId: number };

/** `cart` or `product:<id>` (the query's `topic`); anything else is no topic. */
export function parseTopic(raw: string | null | undefined): Topic | null {
  if (raw === 'cart') return { kind: 'cart' };
  const product = /^product:([1-9]\d{0,9})$/.exec(raw ?? '');
  const productId = product ? Number(product[1]) : NaN;
  return productId <= 2 ** 31 - 1 ? { kind: 'product', productId } : null;
}
