import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { limitPerMinute, RETRY_AFTER_SECONDS, type Endpoint } from './rate-limit';

let clients = 0;
/** A client of its own per test (TEST-NET-3 addresses), so that counts never mix between tests. */
const newClient = () => `203.0.113.${++clients}`;

/**
 * The binding counts in fixed 60 s windows (Miniflare's clock): a run that straddles a window's end would
 * start counting again. Start early in a window instead.
 */
async function freshWindow() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 200));
}

const json = (path: string, body: object) => (ip: string) =>
  request(path, {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      'content-type': 'application/json',
      'cf-connecting-ip': ip,
    },
    body: JSON.stringify(body),
  });

/** Requests that pass the schema and cost no upstream call where possible. */
const CALLS: Record<Endpoint, (ip: string) => Promise<Response>> = {
  graphql: json('/graphql', { operationName: 'getCart', locale: 'en', market: 'se' }),
  reviews: json('/reviews', {
    alias: 'a-product',
    rating: 5,
    author: 'A',
    comment: 'B',
    locale: 'en',
  }),
  'stock-watch': json('/stock-watch', { email: 'a@example.se', skuId: 2 ** 31 - 1, locale: 'en' }),
  suggest: (ip) =>
    request('/search/suggest?q=shirt&take=5&locale=en&market=se', {
      headers: { 'cf-connecting-ip': ip },
    }),
  'customer-type': (ip) =>
    request('/customer-type', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'type=PERSON&return=/en',
    }),
  checkout: (ip) =>
    request('/en/checkout', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'intent=update&return=/en/checkout',
    }),
  'checkout-quote': json('/checkout/quote', {
    customerType: 'PERSON',
    zip: '',
    country: 'SE',
    shippingId: '',
    paymentMethod: '',
    locale: 'en',
    market: 'se',
  }),
};

describe('rate limits per client and endpoint (Cloudflare rate limiting binding)', () => {
  for (const [endpoint, call] of Object.entries(CALLS) as [Endpoint, typeof CALLS.graphql][]) {
    it(`${endpoint}: the request after ${limitPerMinute(endpoint)} in a minute gets 429 with Retry-After and the shopper text`, async () => {
      await freshWindow();
      const client = newClient();
      const limit = limitPerMinute(endpoint);
      for (let i = 0; i < limit; i++) {
        const res = await call(client);
        await res.arrayBuffer();
        expect(res.status, `request ${i + 1}`).not.toBe(429);
      }
      const over = await call(client);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      const text = 'You have tried too many times in a short while. Wait a minute and try again.';
      if (endpoint === 'customer-type' || endpoint === 'checkout')
        expect(await over.text()).toBe(text);
      else expect(await over.json()).toEqual({ errors: [{ message: text, code: 'RATE_LIMITED' }] });
      // Another client, and another endpoint of the same client, are not affected.
      expect((await call(newClient())).status).not.toBe(429);
      const other = endpoint === 'graphql' ? CALLS.suggest : CALLS.graphql;
      expect((await other(client)).status).not.toBe(429);
    }, 30_000);
  }

  it('requests refused before their body is read still count: junk is limited too', async () => {
    await freshWindow();
    const client = newClient();
    const junk = () =>
      request('/reviews', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'text/plain',
          'cf-connecting-ip': client,
        },
        body: 'x',
      });
    const statuses: number[] = [];
    for (let i = 0; i <= limitPerMinute('reviews'); i++) statuses.push((await junk()).status);
    expect(statuses.slice(0, -1).every((s) => s === 415)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 30_000);
});
