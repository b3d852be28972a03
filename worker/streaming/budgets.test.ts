import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { newCartCookie } from '../testing/cart';

/**
 * Upstream round trips per SSR page (before the first byte). Budgets: cold ≤ 5 requests in at most 2
 * sequential steps, and the start page on a fresh isolate in one (its reads start beside the channel's,
 * screens/likely-reads.ts); warm: none; a cart cookie adds exactly the cart, and the checkout asks for
 * its quote alone (the quote holds the cart).
 */
const db = (env as unknown as { DB: D1Database }).DB;
const calls = (res: Response) => ({
  requests: Number(res.headers.get('x-upstream-requests')),
  sequential: Number(res.headers.get('x-upstream-sequential')),
});
// Cache keys hold the commerce endpoint, which holds the host: a host of its own starts from nothing
// cached in either tier, as a fresh isolate in a new colo would.
const host = `http://budgets-${crypto.randomUUID()}.test`;

describe('upstream budget per SSR page', () => {
  it('start, category, product and checkout pages', async () => {
    const p = (await db
      .prepare(
        "SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id WHERE c.alias = 'jeans' ORDER BY p.id LIMIT 1",
      )
      .first<{ alias: string; cat: string }>())!;
    const cookie = await newCartCookie();
    const paths = ['/en', '/en/c/clothing/bottoms/jeans', `/en/p/${p.cat}/${p.alias}`];
    for (const path of [...paths, '/en/checkout']) {
      const cold = await request(host + path);
      await cold.text();
      expect(cold.status, path).toBe(200);
      expect(calls(cold).requests, `${path} cold`).toBeLessThanOrEqual(5);
      expect(calls(cold).sequential, `${path} cold`).toBeLessThanOrEqual(2);
      if (path === '/en') {
        // The channel and the page's reads were all asked for, side by side.
        expect(calls(cold).requests, `${path} cold`).toBeGreaterThanOrEqual(3);
        expect(calls(cold).sequential, `${path} cold`).toBe(1);
      }
      const warm = await request(host + path);
      await warm.text();
      expect(calls(warm), `${path} warm`).toEqual({ requests: 0, sequential: 0 });
    }
    for (const path of [...paths, '/en/checkout']) {
      const withCart = await request(host + path, { headers: { cookie } });
      const html = await withCart.text();
      expect(calls(withCart), `${path} warm with a cart`).toEqual({ requests: 1, sequential: 1 });
      // The checkout with its form, not the empty cart's message.
      if (path === '/en/checkout') expect(html).not.toContain('class="message-page"');
    }
  });
});
