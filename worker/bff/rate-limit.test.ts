import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { freshWindow, LIMIT_TEST_TIMEOUT } from '../testing/auth';
import { clientKey, limitPerMinute, RETRY_AFTER_SECONDS, type Endpoint } from './rate-limit';

let clients = 0;
let emails = 0;
const newEmail = () => `limit-${Date.now()}-${++emails}@example.com`;
/** A client of its own per test (TEST-NET-3 addresses), so that counts never mix between tests. */
const newClient = () => `203.0.113.${++clients}`;

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
  newsletter: json('/newsletter', { email: 'not-an-address', locale: 'en' }),
  viewed: json('/viewed', { productId: 1, locale: 'en', market: 'se' }),
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
  favorite: (ip) =>
    request('/favorite', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'productId=1&favorite=off&locale=en',
    }),
  market: (ip) =>
    request('/market', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'market=se&return=/en',
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
  'auth-login': (ip) =>
    json('/auth/login', { email: newEmail(), password: 'x', remember: true, locale: 'en' })(ip),
  'auth-register': (ip) =>
    json('/auth/register', { email: newEmail(), password: '', locale: 'en' })(ip),
  'auth-password': json('/auth/password', { current: '', password: '', locale: 'en' }),
  'auth-reset-request': (ip) =>
    json('/auth/reset-request', { email: newEmail(), locale: 'en' })(ip),
  'auth-reset-commit': (ip) =>
    json('/auth/reset-commit', {
      resetKey: crypto.randomUUID(),
      password: 'Hemligt123',
      passwordConfirm: 'Hemligt123',
      locale: 'en',
    })(ip),
  'auth-session': json('/auth/logout', { locale: 'en' }),
  'checkout-quote': json('/checkout/quote', {
    customerType: 'PERSON',
    zip: '',
    country: 'SE',
    shippingId: '',
    paymentMethod: '',
    locale: 'en',
    market: 'se',
  }),
  'account-settings': (ip) =>
    request('/en/my-account/settings', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'intent=newsletter&return=/en/my-account/settings',
    }),
  'account-company': (ip) =>
    request('/en/my-account/company-account', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'companyName=&return=/en/my-account/company-account',
    }),
  consent: (ip) =>
    request('/consent', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': ip,
      },
      body: 'choice=necessary&return=/en',
    }),
  // A websocket handshake for no topic: counted before the topic is read, no socket opened.
  live: (ip) =>
    request('/live?topic=none', {
      headers: { origin: 'http://shop.test', upgrade: 'websocket', 'cf-connecting-ip': ip },
    }),
};

describe('rate limits per client and endpoint (Cloudflare rate limiting binding)', () => {
  for (const [endpoint, call] of Object.entries(CALLS) as [Endpoint, typeof CALLS.graphql][]) {
    it(
      `${endpoint}: the request after ${limitPerMinute(endpoint)} in a minute gets 429 with Retry-After and the shopper text`,
      async () => {
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
        // Plain HTML forms answer in plain text (form-action.ts).
        const form = [
          'customer-type',
          'checkout',
          'account-settings',
          'account-company',
          'market',
          'consent',
          'favorite',
        ];
        // A websocket handshake's answer is read by no one but the browser's console.
        if (endpoint === 'live') expect(await over.text()).toBe('Too many requests');
        else if (form.includes(endpoint)) expect(await over.text()).toBe(text);
        else
          expect(await over.json()).toEqual({ errors: [{ message: text, code: 'RATE_LIMITED' }] });
        // Another client, and another endpoint of the same client, are not affected.
        expect((await call(newClient())).status).not.toBe(429);
        const other = endpoint === 'graphql' ? CALLS.suggest : CALLS.graphql;
        expect((await other(client)).status).not.toBe(429);
      },
      LIMIT_TEST_TIMEOUT,
    );
  }

  it(
    'requests refused before their body is read still count: junk is limited too',
    async () => {
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
    },
    LIMIT_TEST_TIMEOUT,
  );
});

describe('client keys', () => {
  it('counts an IPv6 client by its /64, an IPv4 client by its address', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
