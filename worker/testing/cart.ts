import { env } from 'cloudflare:test';
import { request } from './app';

/**
 * A cart cookie (`ralph-cart=…`) for a new cart with one line, made the way a shopper makes one: the
 * first add through /graphql (getCart alone creates nothing, and answers never carry the id).
 */
export async function newCartCookie(): Promise<string> {
  const db = (env as unknown as { DB: D1Database }).DB;
  const sku = (await db
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 5 ORDER BY id LIMIT 1')
    .first<{ id: number }>())!;
  const res = await request('/graphql', {
    method: 'POST',
    headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId: sku.id, quantity: 1 },
      locale: 'sv',
      market: 'se',
    }),
  });
  const cookie = /ralph-cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`no cart cookie (status ${res.status})`);
  return cookie;
}
