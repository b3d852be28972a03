/// <reference types="vite/client" />
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { WorkerEnv } from '../context';
import {
  cartIdOf,
  checkoutMarketOf,
  consentOf,
  customerTypeOf,
  rememberCartId,
  rememberCustomerType,
} from './cookies';

// Every Worker source but this module, as text (Vite inlines them; workerd has no file system).
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('one module for the visitor cookies (worker/edge/cookies.ts)', () => {
  it('is the only reader and writer of cookies in the Worker', () => {
    const touchesCookies = (text: string) =>
      /hono\/cookie|\b(getCookie|setCookie|deleteCookie)\(|header\(\s*['"](set-)?cookie['"]/i.test(
        text,
      );
    expect(touchesCookies(sources['./cookies.ts']!)).toBe(true);
    const offenders = Object.entries(sources)
      .filter(([file, text]) => file !== './cookies.ts' && touchesCookies(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  const app = new Hono<WorkerEnv>()
    .get('/read', (c) =>
      c.json({
        cart: cartIdOf(c),
        customerType: customerTypeOf(c),
        checkoutMarket: checkoutMarketOf(c),
        consent: consentOf(c),
      }),
    )
    .post('/write', (c) => {
      rememberCartId(c, c.req.query('cart') ?? '');
      rememberCustomerType(c, 'ORGANIZATION');
      return c.body(null, 204);
    });
  const read = async (cookie: string) =>
    (await app.request('http://shop.test/read', { headers: { cookie } })).json();

  it('reads every cookie it knows, and garbage as nothing', async () => {
    expect(
      await read(
        'ralph-cart=0123456789abcdef; ralph-user-type=ORGANIZATION; ralph-checkout-market=fi; ralph-consent=v%3A1%7Cnecessary%3A1%7Cpreferences%3A0%7Cstatistics%3A1%7Cmarketing%3A0',
      ),
    ).toEqual({
      cart: '0123456789abcdef',
      customerType: 'ORGANIZATION',
      checkoutMarket: 'fi',
      consent: { necessary: true, preferences: false, statistics: true, marketing: false },
    });
    expect(
      await read(
        'ralph-cart=<x>; ralph-user-type=ROBOT; ralph-checkout-market=../fi; ralph-consent=%3Cscript%3E',
      ),
    ).toEqual({ cart: null, customerType: 'PERSON', checkoutMarket: null, consent: null });
  });

  it('writes with one set of options (Secure on https); an empty cart id deletes the cookie', async () => {
    const write = (url: string) => app.request(url, { method: 'POST' });
    const https = (
      await write('https://shop.test/write?cart=0123456789abcdef')
    ).headers.getSetCookie();
    expect(https).toEqual([
      'ralph-cart=0123456789abcdef; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
      'ralph-user-type=ORGANIZATION; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
    const cleared = (await write('http://shop.test/write?cart=')).headers.getSetCookie();
    expect(cleared[0]).toBe('ralph-cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
