import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCache } from '../commerce/memory-cache';
import { stubUpstream } from '../testing/stub-upstream';
import { CATALOGUE_FRESH_SECONDS } from '../../shared/catalogue-cache';
import type { Shop } from '../context';
import {
  askedBefore,
  clearKeptPages,
  keepPage,
  keptPage,
  pageCacheKey,
  PAGE_KEY_FIELDS,
} from './page-cache';
import { RENDER_HEADER } from './pages';
import { nonceOf, onceKeysOf, untilKept, visitors } from '../testing/kept-pages';

const db = (env as unknown as { DB: D1Database }).DB;

async function productPath() {
  const p = (await db
    .prepare(
      'SELECT p.id, p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1',
    )
    .first<{ id: number; alias: string; cat: string }>())!;
  return { id: p.id, path: `/en/p/${p.cat}/${p.alias}` };
}

afterEach(() => {
  vi.useRealTimers();
  clearKeptPages();
});

describe('pages kept whole for visitors the page knows nothing personal about', () => {
  it('sends the same bytes again, with a nonce and a one-time key of its own each time', async () => {
    const get = visitors();
    const { path } = await productPath();
    const kept = await untilKept(get, path);
    const again = await get(path);
    expect(again.render).toBe('kept');
    const rendered = await get(path, { [RENDER_HEADER]: '1' });
    expect(rendered.render).toBe('whole');

    // The nonce is the response's own, everywhere the page has one, and in its CSP.
    for (const view of [kept, again, rendered]) {
      const nonce = nonceOf(view.res);
      expect(view.body).toContain(`nonce="${nonce}"`);
      expect([...view.body.matchAll(/nonce="([^"]+)"/g)].every((m) => m[1] === nonce)).toBe(true);
    }
    expect(nonceOf(kept.res)).not.toBe(nonceOf(again.res));
    // One one-time key per page view (POST /cart/add adds once per key), never another view's.
    const keys = [kept, again, rendered].map((view) => onceKeysOf(view.body));
    for (const k of keys) expect(k.size).toBe(1);
    expect(new Set(keys.map((k) => [...k][0])).size).toBe(3);
    // Otherwise the very same page.
    const plain = (view: { body: string; res: Response }) =>
      view.body.replaceAll(nonceOf(view.res), 'N').replaceAll([...onceKeysOf(view.body)][0]!, 'K');
    expect(plain(kept)).toBe(plain(rendered));
    expect(kept.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept.res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps a page only once it is asked for again: one asked for once is not copied', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops?sort=PRICE';
    await untilKept(get, path);
    clearKeptPages();
    // The data is warm: each view renders whole; the first is not kept, the second is.
    expect((await get(path)).render).toBe('whole');
    expect((await get(path)).render).toBe('whole');
    expect((await get(path)).render).toBe('kept');
  });

  it("a campaign's link is a page of its own: its parameters stay in the page's links back to itself", async () => {
    const get = visitors();
    const { path } = await productPath();
    const campaign = 'utm_source=newsletter&utm_medium=email&gclid=abc123';
    await untilKept(get, path);
    // Analytics tags load only after consent and read the campaign from the address: a shopper who
    // moves on before consenting (another page of a list, the other language, a form's way back) keeps
    // it, so such a page cannot be the same as one without it.
    const landing = await get(`${path}?${campaign}`);
    expect(landing.render).not.toBe('kept');
    expect(landing.body).toContain(
      `name="return" value="${path}?${campaign.replaceAll('&', '&amp;')}"`,
    );
    expect((await untilKept(get, `${path}?${campaign}`)).body).toContain('gclid=abc123');
    expect((await get(path)).body).not.toContain('gclid');
    // A redirect keeps them too.
    const redirect = await get(`/?${campaign}`);
    expect(redirect.res.status).toBe(302);
    expect(redirect.res.headers.get('location')).toBe(`/sv?${campaign}`);
  });

  it('a kept product page still counts as a view (the recently viewed cookie)', async () => {
    const get = visitors();
    const { id, path } = await productPath();
    const kept = await untilKept(get, path);
    expect(kept.res.headers.getSetCookie().join()).toContain(`ralph-latest-products=${id}`);
  });

  it('the recently viewed products count only where the page shows them (the start page), where it is not kept', async () => {
    const get = visitors();
    const { id, path } = await productPath();
    const other = id + 1;
    const cookie = `ralph-latest-products=${other}`;
    // A product page does not show them: a visitor who viewed another product gets the kept page.
    await untilKept(get, path);
    const viewer = await get(path, { cookie });
    expect(viewer.render).toBe('kept');
    expect(viewer.res.headers.getSetCookie().join()).toContain(
      `ralph-latest-products=${id}%2C${other}`,
    );
    // The start page shows them: kept apart for each list, and never another visitor's.
    const recently = 'Recently viewed';
    const anonymous = await untilKept(get, '/en');
    expect(anonymous.body).not.toContain(recently);
    const first = await get('/en', { cookie });
    expect(first.render).not.toBe('kept');
    expect(first.body).toContain(recently);
    // A page with this visitor's own list is not kept at all (theirs alone).
    for (let i = 0; i < 3; i++) {
      const again = await get('/en', { cookie });
      expect(again.render).toBe('whole');
      expect(again.body).toContain(recently);
    }
    expect((await get('/en')).render).toBe('kept');
    expect((await get('/en')).body).not.toContain(recently);
  });

  it('a prefetched view, a crawler and a browser without scripts each have pages of their own', async () => {
    const get = visitors();
    const { path } = await productPath();
    const viewedOnShow = 'prerenderingchange';
    const prefetched = await untilKept(get, path, { 'sec-purpose': 'prefetch' });
    expect(prefetched.body).toContain(viewedOnShow);
    const shown = await untilKept(get, path);
    expect(shown.body).not.toContain(viewedOnShow);
    const crawler = await untilKept(get, path, { 'user-agent': 'Googlebot/2.1' });
    expect(crawler.body).not.toContain('/no-script');
    expect(shown.body).toContain('/no-script');
    expect((await get(path, { 'sec-purpose': 'prefetch' })).body).toContain(viewedOnShow);
  });

  it('never for a visitor with an order of their own; customer type is a key of its own', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops';
    await untilKept(get, path);
    const cookie = 'ralph-order=test-order-1';
    for (let i = 0; i < 3; i++) expect((await get(path, { cookie })).render).not.toBe('kept');
    const business = await untilKept(get, path, { cookie: 'ralph-user-type=ORGANIZATION' });
    expect(business.body).toContain('excl. VAT');
    expect((await get(path)).body).not.toContain('excl. VAT');
  });

  it('is as fresh as its data: once a read it was made from is refreshed, the page is rendered anew', async () => {
    const get = visitors();
    const { id, path } = await productPath();
    const before = await untilKept(get, path);
    const name = /<h1[^>]*>([^<]+)</.exec(before.body)![1]!;
    await db
      .prepare('UPDATE products SET name_en = ? WHERE id = ?')
      .bind(`${name} Renamed`, id)
      .run();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + (CATALOGUE_FRESH_SECONDS + 1) * 1000);
      // Stale data: rendered (not kept) while the refresh runs.
      const stale = await get(path);
      expect(stale.render).not.toBe('kept');
      const fresh = await untilKept(get, path);
      expect(fresh.body).toContain(`${name} Renamed`);
    } finally {
      await db.prepare('UPDATE products SET name_en = ? WHERE id = ?').bind(name, id).run();
    }
  });

  it('a page with a part that could not be loaded is not kept; once it loads, it is', async () => {
    const stub = stubUpstream();
    try {
      const get = visitors({ COMMERCE_API_URL: stub.endpoint });
      stub.fail('http500', (operation) => operation === 'getMenuAtLocation');
      for (let i = 0; i < 3; i++) {
        const view = await get('/en');
        expect(view.res.status).toBe(200);
        // Rendered whole (offered to be kept), and not kept: a failed menu is no cached answer.
        expect(view.render).toBe('whole');
      }
      stub.heal();
      expect((await untilKept(get, '/en')).body).toContain('footer-menu');
    } finally {
      stub.restore();
    }
  });
});

describe('the kept pages themselves', () => {
  /** A request's Shop as far as the kept pages read it. */
  const shopWith = (nonce: string, latestViewed: number[] = []) =>
    ({ nonce, latestViewed, favorites: [] }) as unknown as Shop;
  const page = (html: string, reads: Parameters<typeof keepPage>[2]['reads']) => ({
    html,
    reads,
    watched: [],
    cartFree: { miniCart: '', state: '' },
  });

  it('holds the objects its page was read from; another object under a key ends it', () => {
    const product = { name: 'a' };
    memoryCache.set('test:product', product);
    keepPage(
      'p',
      shopWith('NONCE'),
      page('<script nonce="NONCE"></script>', [
        { key: 'test:product', value: product, stale: false },
      ]),
    );
    expect(
      new TextDecoder().decode(keptPage('p', shopWith('abc'))!.body({ cart: null, favorites: [] })),
    ).toBe('<script nonce="abc"></script>');
    memoryCache.set('test:product', { name: 'b' });
    expect(keptPage('p', shopWith('abc'))).toBeNull();
  });

  it('does not keep a page with an answer no cache holds, or a stale one', () => {
    keepPage('failed', shopWith('NONCE'), page('<p></p>', [null]));
    expect(keptPage('failed', shopWith('n'))).toBeNull();
    const value = {};
    memoryCache.set('test:stale', value);
    keepPage(
      'stale',
      shopWith('NONCE'),
      page('<p></p>', [{ key: 'test:stale', value, stale: true }]),
    );
    expect(keptPage('stale', shopWith('n'))).toBeNull();
  });

  it('is bounded by bytes, the least recently used page going first', () => {
    const channel = {};
    memoryCache.set('test:channel', channel);
    const read = [{ key: 'test:channel', value: channel, stale: false }];
    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 12; i++) keepPage(`big${i}`, shopWith('NONCE'), page(big, read));
    expect(keptPage('big0', shopWith('n'))).not.toBeNull();
    // big0 was just sent: big1 is now the least recently used.
    keepPage('big12', shopWith('NONCE'), page(big, read));
    expect(keptPage('big1', shopWith('n'))).toBeNull();
    expect(keptPage('big0', shopWith('n'))).not.toBeNull();
    expect(keptPage('big12', shopWith('n'))).not.toBeNull();
    // A page kept again under its key replaces it, bytes and all: nothing else goes for it.
    keepPage('big12', shopWith('NONCE'), page(big, read));
    expect(keptPage('big2', shopWith('n'))).not.toBeNull();
  });

  it('is never sent once its reads may have gone stale, even if the memory cache still holds them', () => {
    const channel = {};
    memoryCache.set('test:channel', channel);
    keepPage(
      'p',
      shopWith('NONCE'),
      page('<p></p>', [{ key: 'test:channel', value: channel, stale: false }]),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CATALOGUE_FRESH_SECONDS + 1) * 1000);
    memoryCache.set('test:channel', channel);
    expect(keptPage('p', shopWith('n'))).toBeNull();
  });

  it('remembers the last thousand keys asked for', () => {
    expect(askedBefore('first')).toBe(false);
    expect(askedBefore('first')).toBe(true);
    for (let i = 0; i < 1000; i++) askedBefore(`other${i}`);
    expect(askedBefore('first')).toBe(false);
  });

  it('does not keep a page that read one key as two objects, or read nothing', () => {
    const a = {};
    memoryCache.set('test:key', a);
    keepPage(
      'twice',
      shopWith('NONCE'),
      page('<p></p>', [
        { key: 'test:key', value: {}, stale: false },
        { key: 'test:key', value: a, stale: false },
      ]),
    );
    expect(keptPage('twice', shopWith('n'))).toBeNull();
    keepPage('nothing', shopWith('NONCE'), page('<p></p>', []));
    expect(keptPage('nothing', shopWith('n'))).toBeNull();
  });
});

describe('the key of a kept page', () => {
  const base = {
    url: new URL('http://shop.test/sv'),
    locale: 'sv',
    market: { alias: 'se' },
    checkoutMarket: { alias: 'se' },
    link: { locale: 'sv', market: null },
    customerType: 'PERSON',
    vatIncluded: true,
    favorites: [],
    latestViewed: [],
    consent: null,
    isBot: false,
    noScript: false,
    isPrefetch: false,
    config: {},
    cartId: null,
    authToken: null,
    customer: null,
    purchaseEmail: null,
    confirmedOrder: null,
    partOnly: false,
  } as unknown as Shop;

  it('follows each field of the Shop as classified: keyed, by identity, absent, or not part of it', () => {
    const key = pageCacheKey(base);
    expect(key).not.toBeNull();
    expect(pageCacheKey({ ...base })).toBe(key);
    for (const [field, kind] of Object.entries(PAGE_KEY_FIELDS)) {
      const value = kind === 'identity' ? {} : { field };
      const changed = { ...base, [field]: value } as Shop;
      if (kind === 'absent') expect(pageCacheKey(changed), field).toBeNull();
      else if (kind === 'key' || kind === 'identity')
        expect(pageCacheKey(changed), field).not.toBe(key);
      else expect(pageCacheKey(changed), field).toBe(key);
    }
  });
});
