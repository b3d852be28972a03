import { describe, expect, it, vi } from 'vitest';
import { request } from '../../testing/app';
import { newCartCookie } from '../../testing/cart';
import { testCustomer } from '../../testing/customer';
import { insertOrder } from './test-orders';
import { placeByForm } from '../../testing/checkout-form';
import { embeddedFetch } from '../../testing/graphql';
import { callbackInit, pendingPayment } from '../../testing/pending-payment';

/** The part of the page from the section with the test id to the next one (or the end of main). */
const section = (html: string, testId: string, next = '</main>') => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf(next, start));
};
/** The page without React's text separators (`<!-- -->`), as a browser shows it. */
const plain = (html: string) => html.replaceAll('<!-- -->', '');
const orderCount = (html: string) => html.split('data-testid="account-order"').length - 1;

describe('orders page', () => {
  it('groups raw statuses into in progress and history; an unknown status shows as processing', async () => {
    const c = await testCustomer();
    await insertOrder(c.id, { status: 'pending', createdAt: '2026-10-01T10:00:00Z' });
    await insertOrder(c.id, { status: 'on-hold', createdAt: '2026-10-02T10:00:00Z' });
    await insertOrder(c.id, { status: 'mystery-status', createdAt: '2026-10-03T10:00:00Z' });
    await insertOrder(c.id, {
      status: 'refunded',
      createdAt: '2026-09-01T10:00:00Z',
      refund: true,
      trackingLink: 'https://track.example.com/PN123',
    });
    await insertOrder(c.id, { status: 'out-of-stock', createdAt: '2026-08-01T10:00:00Z' });
    await insertOrder(c.id, { status: 'completed', createdAt: '2026-07-01T10:00:00Z' });
    const warn = vi.spyOn(console, 'warn');
    const res = await request('/en/my-account/orders', { headers: { cookie: c.cookie } });
    expect(res.status).toBe(200);
    const logged = warn.mock.calls.map((args) => String(args[0]));
    warn.mockRestore();
    expect(logged.some((l) => /unknown order status.*"status":"mystery-status"/.test(l))).toBe(
      true,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`Logged in as ${c.email}`);
    expect(html).toMatch(/<a href="\/en\/my-account\/orders" aria-current="page">Orders<\/a>/);
    const current = section(html, 'orders-in-progress', 'data-testid="orders-history"');
    const history = section(html, 'orders-history');
    expect(orderCount(current)).toBe(3);
    expect(orderCount(history)).toBe(3);
    expect(current.match(/Received/g)).toHaveLength(1);
    expect(current.match(/>Processing</g)).toHaveLength(2);
    expect(history).toContain('Cancelled');
    expect(history.match(/>Completed</g)).toHaveLength(2);
    // The refunded order: tracking link (external, new window), the refund and the line marked.
    expect(history).toMatch(
      /<a href="https:\/\/track\.example\.com\/PN123" target="_blank" rel="noopener noreferrer external">Track order/,
    );
    expect(history).toContain('Refunds');
    expect(history).toContain('Refunded');
    expect(history).toContain('Damaged');
    expect(html).toContain('Storgatan 1');
    // Placed in Swedish (test-orders.ts), named in the page's language.
    expect(html).toContain('<h4>Payment method</h4><p>Invoice</p>');
    expect(html).not.toContain('Faktura');
  });

  it('in Swedish, with markets in the path; an empty list says so', async () => {
    const c = await testCustomer();
    const res = await request(
      '/se/sv/mina-sidor/ordrar',
      { headers: { cookie: c.cookie } },
      { MARKETS_IN_PATH: 'true' },
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Mina sidor');
    expect(html).toContain(`Inloggad som ${c.email}`);
    expect(html).toContain('Du har inte lagt några ordrar än');
    expect(orderCount(html)).toBe(0);
  });

  it('never shows another customer the orders', async () => {
    const anna = await testCustomer();
    const bo = await testCustomer();
    await insertOrder(anna.id, { status: 'received' });
    const html = await (
      await request('/sv/mina-sidor/ordrar', { headers: { cookie: bo.cookie } })
    ).text();
    expect(orderCount(html)).toBe(0);
  });
});

describe('an order whose payment waits', () => {
  it('says so in sv and en, not "received"; paid it is received, declined it is cancelled', async () => {
    const c = await testCustomer();
    const paid = await pendingPayment(76, 1, c.token);
    const refused = await pendingPayment(77, 1, c.token);
    const list = async (path: string) => {
      const html = plain(await (await request(path, { headers: { cookie: c.cookie } })).text());
      return {
        current: section(html, 'orders-in-progress', 'data-testid="orders-history"'),
        history: section(html, 'orders-history'),
      };
    };
    const sv = await list('/sv/mina-sidor/ordrar');
    expect(orderCount(sv.current)).toBe(2);
    expect(sv.current.match(/Väntar på betalning/g)).toHaveLength(2);
    expect(sv.current).not.toContain('Mottagen');
    expect(sv.current.match(/Betalningen väntar på besked från betalleverantören\./g)).toHaveLength(
      2,
    );
    const en = await list('/en/my-account/orders');
    expect(
      en.current.match(/<span class="sr-only">Status: <\/span>Awaiting payment/g),
    ).toHaveLength(2);
    expect(en.current).not.toContain('Received');
    expect(en.current).toContain('The payment is waiting for an answer from the payment provider.');

    for (const [id, answer] of [
      [paid.id, 'approved'],
      [refused.id, 'rejected'],
    ] as const)
      expect(
        (await embeddedFetch('/_commerce/pay/callback', await callbackInit(id, answer))).status,
      ).toBe(200);
    const after = await list('/en/my-account/orders');
    expect(orderCount(after.current)).toBe(1);
    expect(after.current).toContain('Status: </span>Received');
    expect(orderCount(after.history)).toBe(1);
    expect(after.history).toContain('Status: </span>Cancelled');
    expect(`${after.current}${after.history}`).not.toMatch(/Awaiting payment|payment is waiting/);
  });
});

describe('dates and names in the shop’s terms', () => {
  it('an order is placed on the day it was in the market’s zone, not in UTC', async () => {
    const c = await testCustomer();
    // 00:30 on 1 December in Stockholm and Oslo, 01:30 in Helsinki; still 30 November in UTC.
    await insertOrder(c.id, {
      status: 'received',
      createdAt: '2026-11-30T23:30:00Z',
      refund: true,
    });
    const sv = await (
      await request('/sv/mina-sidor/ordrar', { headers: { cookie: c.cookie } })
    ).text();
    expect(sv).toContain('Lagd 1 december 2026');
    expect(sv).toContain('1 december 2026: ');
    expect(sv).not.toContain('30 november');
    const on = { MARKETS_IN_PATH: 'true' };
    const fi = await (
      await request('/fi/en/my-account/orders', { headers: { cookie: c.cookie } }, on)
    ).text();
    expect(fi).toContain('Placed December 1, 2026');
    // 22:30 on 30 November in UTC is 00:30 in Helsinki, still 23:30 in Stockholm.
    const late = await testCustomer();
    await insertOrder(late.id, { status: 'received', createdAt: '2026-11-30T22:30:00Z' });
    const page = async (path: string) =>
      (await request(path, { headers: { cookie: late.cookie } }, on)).text();
    expect(await page('/fi/en/my-account/orders')).toContain('Placed December 1, 2026');
    expect(await page('/se/en/my-account/orders')).toContain('Placed November 30, 2026');
  });

  it('a shipped order names its shipping method in the page’s language', async () => {
    const c = await testCustomer();
    // Placed in Swedish and shipped: the shipment keeps the Swedish name it was placed with.
    await insertOrder(c.id, { status: 'processing', trackingLink: 'https://track.example/P1' });
    const page = async (path: string) =>
      plain(await (await request(path, { headers: { cookie: c.cookie } })).text());
    const en = await page('/en/my-account/orders');
    expect(en).toContain(
      '<h4>Shipping method</h4><p>Pickup point <a href="https://track.example/P1"',
    );
    expect(en).not.toContain('Hämta hos ombud');
    expect(await page('/sv/mina-sidor/ordrar')).toContain(
      '<h4>Fraktsätt</h4><p>Hämta hos ombud <a href="https://track.example/P1"',
    );
  });
});

describe('balance page', () => {
  it("shows the balance in the market's currency (SEK, EUR), zero when there is none", async () => {
    const c = await testCustomer();
    const db = (await import('./test-orders')).testDb();
    await db
      .prepare(
        'INSERT INTO customer_balances (customer_id, currency, amount) VALUES (?, ?, ?), (?, ?, ?)',
      )
      .bind(c.id, 'SEK', 12_500, c.id, 'EUR', 1_050)
      .run();
    const sv = await request('/sv/mina-sidor/saldo', { headers: { cookie: c.cookie } });
    expect(sv.headers.get('cache-control')).toBe('private, no-store');
    const svHtml = await sv.text();
    expect(svHtml).toContain('Aktuellt saldo');
    expect(svHtml).toMatch(/data-testid="balance">125\s?kr</);
    const fi = await request(
      '/fi/en/my-account/balance',
      { headers: { cookie: c.cookie } },
      { MARKETS_IN_PATH: 'true' },
    );
    expect(fi.status).toBe(200);
    expect(await fi.text()).toMatch(/data-testid="balance">10,50\u00a0€</);
    const none = await testCustomer();
    const zero = await (
      await request('/en/my-account/balance', { headers: { cookie: none.cookie } })
    ).text();
    expect(zero).toContain('Current balance');
    // The market's own currency is listed with 0 (the backend formats it).
    expect(/data-testid="balance">([^<]*)</.exec(zero)?.[1]).toBe('0\u00a0kr');
  });
});

describe("a logged-in customer's checkout", () => {
  it('places the order with their bearer: it is in their orders, in progress', async () => {
    const c = await testCustomer();
    const cart = await newCartCookie();
    const cookie = `${c.cookie}; ${cart}`;
    const placed = await placeByForm('/en/checkout', cookie, {
      addressLine1: 'Kungsgatan 9',
      email: c.email,
    });
    expect(placed.status).toBe(303);
    const html = await (
      await request('/en/my-account/orders', { headers: { cookie: c.cookie } })
    ).text();
    const current = section(html, 'orders-in-progress', 'data-testid="orders-history"');
    expect(orderCount(current)).toBe(1);
    expect(current).toContain('Received');
    expect(current).toContain('Kungsgatan 9');
  });
});
