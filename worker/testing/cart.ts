import { env } from 'cloudflare:test';
import { request } from './app';

/** Adds one of the SKU through /graphql, as the page's script does; `cookie` names the cart, if any. */
export const addToCart = (skuId: number, cookie?: string) =>
  request('/graphql', {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId, quantity: 1 },
      locale: 'sv',
      market: 'se',
    }),
  });

/**
 * A cart cookie (`ralph-cart=…`) for a new cart with one line, made the way a shopper makes one: the
 * first add through /graphql (getCart alone creates nothing, and answers never carry the id).
 */
export async function newCartCookie(): Promise<string> {
  const db = (env as unknown as { DB: D1Database }).DB;
  const sku = (await db
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id LIMIT 1')
    .first<{ id: number }>())!;
  const res = await addToCart(sku.id);
  const cookie = /ralph-cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`no cart cookie (status ${res.status})`);
  return cookie;
}
