import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { newCartCookie } from '../testing/cart';
import { sameBut, untilKept, visitors } from '../testing/kept-pages';
import { stubUpstream } from '../testing/stub-upstream';
import { clearKeptPages } from './page-cache';
import { RENDER_HEADER } from './pages';

const db = (env as unknown as { DB: D1Database }).DB;

afterEach(() => clearKeptPages());

describe("kept pages and a visitor's cart", () => {
  it('a visitor with a cart gets the kept page with their cart in it, byte for byte as rendered for them', async () => {
    const get = visitors();
    const cookie = await newCartCookie();
    // Lists in both languages, and the page of the product in the cart (whose buy form reads the cart
    // too, though not in its first markup).
    const inCart = (await db
      .prepare(
        `SELECT p.alias, c.alias AS cat FROM skus s JOIN products p ON p.id = s.product_id
         JOIN categories c ON c.id = p.category_id
         WHERE s.oversellable = 0 AND s.in_stock > 5 ORDER BY s.id LIMIT 1`,
      )
      .first<{ alias: string; cat: string }>())!;
    const label = {
      en: ['Open the cart, 1 item', 'Open the cart, 0 items'],
      sv: ['Öppna varukorgen, 1 vara', 'Öppna varukorgen, 0 varor'],
    };
    for (const [locale, path] of [
      ['en', '/en/c/clothing/tops'],
      ['sv', '/sv/c/clothing/tops'],
      ['en', `/en/p/${inCart.cat}/${inCart.alias}`],
    ] as const) {
      await untilKept(get, path);
      const withCart = await get(path, { cookie });
      expect(withCart.render, path).toBe('kept');
      expect(withCart.body).toContain(`aria-label="${label[locale][0]}"`);
      expect(withCart.body).toContain('data-testid="cart-count">1<');
      expect(withCart.body).toContain('"cart":{"promoCode":null,"items":[{"skuId"');
      const rendered = await get(path, { cookie, [RENDER_HEADER]: '1' });
      expect(rendered.render).toBe('whole');
      expect(sameBut(withCart), path).toBe(sameBut(rendered));
      // The next visitor without a cart sees none of it.
      const next = await get(path);
      expect(next.render).toBe('kept');
      expect(next.body).toContain(`aria-label="${label[locale][1]}"`);
      expect(next.body).toContain('"cart":null');
      expect(next.body).not.toContain('"cart":{');
    }
  });

  it('keeps pages only from visitors without a cart, whose pages show none', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops?sort=PRICE';
    const cookie = await newCartCookie();
    for (let i = 0; i < 3; i++) expect((await get(path, { cookie })).render).not.toBe('kept');
    // Asked for before, so the first view without a cart is kept, and the second is that page.
    expect((await get(path)).render).not.toBe('kept');
    expect((await get(path)).render).toBe('kept');
  });

  it('a cart that cannot be read in time: the kept page says it is pending, as a rendered one would', async () => {
    const stub = stubUpstream();
    try {
      const get = visitors({ COMMERCE_API_URL: stub.endpoint });
      const path = '/en/c/clothing/tops';
      const cookie = await newCartCookie();
      await untilKept(get, path);
      stub.fail('http500', (operation) => operation === 'getCart');
      const view = await get(path, { cookie });
      expect(view.render).toBe('kept');
      expect(view.body).toContain('"cart":"pending"');
      const rendered = await get(path, { cookie, [RENDER_HEADER]: '1' });
      expect(rendered.body).toContain('"cart":"pending"');
      expect(sameBut(view)).toBe(sameBut(rendered));
      stub.heal();
      expect((await get(path, { cookie })).body).toContain('data-testid="cart-count">1<');
    } finally {
      stub.restore();
    }
  });

  it('a cart id the API does not know: the page is rendered anew to say so, and the cookie follows', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops';
    await untilKept(get, path);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const view = await get(path, { cookie: `ralph-cart=${unknown}` });
    // Said once on the page (worker/chrome/cart-notice.test.ts), which a kept page has no hole for.
    expect(view.render).not.toBe('kept');
    expect(view.body).toContain('The cart you had is no longer there');
    const cookie = view.res.headers.getSetCookie().find((c) => c.startsWith('ralph-cart='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain(unknown);
    expect(view.body).toContain('aria-label="Open the cart, 0 items"');
  });
});
