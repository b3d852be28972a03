import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;

const latestCookie = (res: Response) =>
  /ralph-latest-products=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

async function aProduct() {
  return (await db
    .prepare(
      'SELECT p.id, p.alias, c.alias AS category FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1 OFFSET 3',
    )
    .first<{ id: number; alias: string; category: string }>())!;
}

describe('recently viewed and prefetch', () => {
  it('a prefetched product page is no view: no cookie, and a script that says so once shown', async () => {
    const p = await aProduct();
    const path = `/en/p/${p.category}/${p.alias}`;
    const prefetched = await request(path, {
      headers: { 'sec-purpose': 'prefetch', cookie: 'ralph-latest-products=5,6' },
    });
    expect(prefetched.status).toBe(200);
    expect(latestCookie(prefetched)).toBeUndefined();
    const html = await prefetched.text();
    expect(html).toContain(`fetch('/viewed'`);
    expect(html).toContain(`\\"productId\\":${p.id}`);

    const shown = await request(path, { headers: { cookie: 'ralph-latest-products=5,6' } });
    expect(decodeURIComponent(latestCookie(shown)!)).toBe(`${p.id},5,6`);
    expect(await shown.text()).not.toContain(`fetch('/viewed'`);
  });

  it('POST /viewed puts the product first; another origin and a bad body are refused', async () => {
    const post = (body: string, origin = 'http://shop.test') =>
      request('/viewed', {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/json',
          cookie: 'ralph-latest-products=5,6',
        },
        body,
      });
    const ok = await post(JSON.stringify({ productId: 9, locale: 'en', market: 'se' }));
    expect(ok.status).toBe(200);
    expect(decodeURIComponent(latestCookie(ok)!)).toBe('9,5,6');
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect((await post('{"productId":9}', 'https://elsewhere.example')).status).toBe(403);
    const bad = await post(JSON.stringify({ productId: 'x', locale: 'en' }));
    expect(bad.status).toBe(400);
    expect(latestCookie(bad)).toBeUndefined();
  });
});
