import type { Stock } from '../../shared/types';

/**
 * What a live socket hears (the server speaks, the browser only listens). Never a token, a cart id or
 * anything personal: `cart` only says "your cart changed, ask for it" (the page asks /graphql).
 */
export type LiveMessage = { type: 'cart' } | StockMessage | PaymentMessage;

/** A product's stock now (an order took some); public, like the product page. */
export interface StockMessage {
  type: 'stock';
  productId: number;
  skus: { skuId: number; stock: Stock }[];
}

/** A pending payment's answer, to its order's confirmation page (sent again to each new socket). */
export interface PaymentMessage {
  type: 'payment';
  state: PaymentState;
}
export type PaymentState = 'pending' | 'paid' | 'failed';

/**
 * A topic a page may follow: the logged-in customer's cart, one product's stock, or one order's
 * payment (by the order's public id, the random id only its confirmation page's address holds).
 */
export type Topic =
  { kind: 'cart' } | { kind: 'product'; productId: number } | { kind: 'payment'; publicId: string };

const PAYMENT_TOPIC = /^payment:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `cart`, `product:<id>` or `payment:<order public id>` (the query's `topic`); else no topic. */
export function parseTopic(raw: string | null | undefined): Topic | null {
  if (raw === 'cart') return { kind: 'cart' };
  const payment = PAYMENT_TOPIC.exec(raw ?? '');
  if (payment) return { kind: 'payment', publicId: payment[1]! };
  const product = /^product:([1-9]\d{0,9})$/.exec(raw ?? '');
  const productId = product ? Number(product[1]) : NaN;
  return productId <= 2 ** 31 - 1 ? { kind: 'product', productId } : null;
}
