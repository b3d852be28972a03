import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;

describe('/{lang}/product/:alias (a route of the specification)', () => {
  it('leads (301) to the product page under its category, query kept, in both languages', async () => {
    const row = await db
      .prepare(
        'SELECT p.alias, c.alias AS category FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1',
      )
      .first<{ alias: string; category: string }>();
    for (const lang of ['sv', 'en']) {
      const res = await request(`/${lang}/product/${row!.alias}?utm_source=x`);
      expect(res.status, lang).toBe(301);
      expect(location(res)).toBe(`/${lang}/p/${row!.category}/${row!.alias}?utm_source=x`);
    }
  });

  it('answers 404 for an unknown product or none', async () => {
    expect((await request('/sv/product/no-such-product')).status).toBe(404);
    expect((await request('/en/product')).status).toBe(404);
  });
});
