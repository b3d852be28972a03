import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { newCartCookie } from '../testing/cart';

/**
 * Upstream round trips per SSR page (before the first byte). Budgets: cold ≤ 5 requests in at most 2
 * sequential steps (channel, then the page's data and the footer menu in parallel); warm: none; a cart
 * cookie adds exactly the cart.
 */
const db = (env as unknown as { DB: D1Database }).DB;
const calls = (res: Response) => ({
  requests: Number(res.headers.get('x-upstream-requests')),
  sequential: Number(res.headers.get('x-upstream-sequential')),
});

describe('upstream budget per SSR page', () => {
  it('start, category and product pages', async () => {
    const p = (await db
      .prepare(
        "SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id WHERE c.alias = 'jeans' ORDER BY p.id LIMIT 1",
      )
      .first<{ alias: string; cat: string }>())!;
    const cookie = await newCartCookie();
    for (const path of ['/en', '/en/c/clothing/bottoms/jeans', `/en/p/${p.cat}/${p.alias}`]) {
      const cold = await request(path);
      await cold.text();
      expect(cold.status, path).toBe(200);
      expect(calls(cold).requests, `${path} cold`).toBeLessThanOrEqual(5);
      expect(calls(cold).sequential, `${path} cold`).toBeLessThanOrEqual(2);
      const warm = await request(path);
      await warm.text();
      expect(calls(warm), `${path} warm`).toEqual({ requests: 0, sequential: 0 });
      const withCart = await request(path, {
        headers: { cookie },
      });
      await withCart.text();
      expect(calls(withCart), `${path} warm with a cart`).toEqual({ requests: 1, sequential: 1 });
    }
  });
});
