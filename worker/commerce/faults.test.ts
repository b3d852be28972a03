import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../testing/app';
import { FAULTS, stubUpstream, type Fault } from '../testing/stub-upstream';

// Fault tests against a stub commerce API (worker/testing/stub-upstream.ts) through the whole app.
// Times are asserted loosely: a hung upstream with a 300 ms deadline must answer within 5 s
// (without a deadline it never answers), since these machines are noisy.
const DEADLINE_MS = 300;
const WITHIN_MS = 5000;
const GENERIC = 'Something went wrong. Try again and contact customer service if it persists';
const db = (env as unknown as { DB: D1Database }).DB;
const LIST = '/en/c/shoes';
let PRODUCT = '';

let stub: ReturnType<typeof stubUpstream>;
beforeAll(async () => {
  const p = (await db
    .prepare(
      'SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1',
    )
    .first<{ alias: string; cat: string }>())!;
  PRODUCT = `/en/p/${p.cat}/${p.alias}`;
});
beforeEach(() => {
  stub = stubUpstream();
});
afterEach(() => {
  stub.restore();
  vi.useRealTimers();
});
// Work a page started in the background (stale refreshes, deadlines of abandoned calls) ends a few
// deadlines later and logs; let it end before the file's environment is torn down, or Vitest reports
// a log that arrived after teardown.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 5 * DEADLINE_MS)));

async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now();
  const res = await request(path, init, {
    COMMERCE_API_URL: stub.endpoint,
    UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
  });
  const body = await res.text();
  return { status: res.status, body, ms: Date.now() - started };
}
const cart = () =>
  timed('/graphql', {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      'content-type': 'application/json',
      cookie: 'ralph-cart=00000000-0000-4000-8000-000000000000',
    },
    body: JSON.stringify({ operationName: 'getCart', variables: {}, locale: 'en', market: 'se' }),
  });
const suggest = () => timed('/search/suggest?q=shirt&take=5&locale=en&market=se');
const statusOf = (fault: Fault) => (fault === 'hang' ? 504 : 502);
const message = (body: string) =>
  (JSON.parse(body) as { errors?: { message: string }[] }).errors?.[0]?.message;

describe.each(FAULTS)('upstream fault: %s', (fault) => {
  it('every page answers the error page with 502/504 in time, the BFF the shopper’s texts; nothing wrong is cached', async () => {
    stub.fail(fault);
    for (const path of ['/en', PRODUCT, LIST]) {
      const page = await timed(path);
      expect(page.status, path).toBe(statusOf(fault));
      expect(page.body, path).toContain(GENERIC);
      expect(page.ms, path).toBeLessThan(WITHIN_MS);
    }
    const bff = await cart();
    expect(bff.status).toBe(statusOf(fault));
    expect(message(bff.body)).toBe(GENERIC);
    expect(bff.ms).toBeLessThan(WITHIN_MS);
    const search = await suggest();
    expect(search.status).toBe(statusOf(fault));
    expect(message(search.body)).toBe('Suggestions could not be loaded right now.');
    expect(search.ms).toBeLessThan(WITHIN_MS);

    stub.heal();
    for (const path of ['/en', PRODUCT, LIST]) expect((await timed(path)).status, path).toBe(200);
    expect((await suggest()).status).toBe(200);
    expect((await cart()).status).toBeLessThan(500);
  });

  it('with the channel answering, the start page goes on without what failed; product and list pages answer 502/504', async () => {
    stub.fail(fault, (operation) => operation !== 'channel');
    const home = await timed('/en');
    expect(home.status).toBe(200);
    expect(home.ms).toBeLessThan(WITHIN_MS);
    for (const path of [PRODUCT, LIST]) {
      const page = await timed(path);
      expect(page.status, path).toBe(statusOf(fault));
      expect(page.ms, path).toBeLessThan(WITHIN_MS);
    }
    stub.heal();
    for (const path of [PRODUCT, LIST]) expect((await timed(path)).status, path).toBe(200);
  });
});

describe('validation before caching', () => {
  it('a wrong-shape product once, then the right one: the next view renders, nothing wrong was cached', async () => {
    stub.fail('wrongShape', (operation) => operation === 'product');
    expect((await timed(PRODUCT)).status).toBeGreaterThanOrEqual(500);
    stub.heal();
    expect((await timed(PRODUCT)).status).toBe(200);
  });
});

describe('optional parts', () => {
  it('menus, the category tree and reviews the shop cannot read leave the product page standing', async () => {
    const optional = new Set(['getMenuAtLocation', 'categories', 'queryReviews']);
    stub.fail('wrongShape', (operation) => optional.has(operation));
    const page = await timed(PRODUCT);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1');
  });

  it('a price log the shop cannot read costs the price history, not the product page', async () => {
    stub.alter((operation, answer) => {
      if (operation === 'product' && answer.data?.product) answer.data.product.priceLog = 'n/a';
      return answer;
    });
    const page = await timed(PRODUCT);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('data-testid="lowest-price"');
    expect(page.body).not.toContain('class="price-history"');
  });
});

describe('stale-while-revalidate during an outage', () => {
  it('20 page views over stale entries start at most one refresh per key', async () => {
    for (const path of [PRODUCT, LIST]) expect((await timed(path)).status).toBe(200);
    // Two minutes later every entry is past its freshness (60 s), and the upstream is down.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    stub.fail('http500');
    stub.calls.length = 0;
    for (let i = 0; i < 10; i++)
      for (const path of [PRODUCT, LIST]) expect((await timed(path)).status, path).toBe(200);
    const perKey = new Map<string, number>();
    for (const call of stub.calls) perKey.set(call, (perKey.get(call) ?? 0) + 1);
    expect(stub.calls.length).toBeGreaterThan(0);
    expect([...perKey].filter(([, n]) => n > 1)).toEqual([]);
  });
});
