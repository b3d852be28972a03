import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../../shared/cookies';
import { request } from '../../testing/app';
import { newCartCookie } from '../../testing/cart';
import { testCustomer } from '../../testing/customer';

const db = (env as unknown as { DB: D1Database }).DB;
const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Svensson',
  company: 'Svensson & Co',
  careOf: 'Berg',
  addressLine1: 'Storgatan 1',
  addressLine2: 'Port B',
  zip: '11455',
  city: 'Stockholm',
  country: 'SE',
  mobile: '070-123 45 67',
  phone: '08-123 45',
};
/** The value of the checkout input named `name` ('' when it has none, undefined when it is not there). */
const valueOf = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input === undefined ? undefined : (/value="([^"]*)"/.exec(input)?.[1] ?? '');
};
const upstreamOps = (res: Response) =>
  [...(res.headers.get('server-timing') ?? '').matchAll(/upstream-\d+;[^,]*desc="(\w+)"/g)].map(
    (m) => m[1],
  );
const checkout = (cookie: string, path = '/sv/kassan') => request(path, { headers: { cookie } });

describe('checkout prefilled from the account', () => {
  it("a subscriber's newsletter box is ticked, and only a subscriber's", async () => {
    const box = async (subscribed: number) => {
      const c = await testCustomer({ address: ADDRESS });
      await db
        .prepare('UPDATE customers SET newsletter = ? WHERE id = ?')
        .bind(subscribed, c.id)
        .run();
      const html = await (await checkout(`${c.cookie}; ${await newCartCookie()}`)).text();
      return /<input[^>]*name="newsletter"[^>]*>/.exec(html)?.[0];
    };
    expect(await box(1)).toContain('checked=""');
    expect(await box(0)).not.toContain('checked');
  });

  it("a logged-in person's checkout starts with the account's details", async () => {
    const c = await testCustomer({ address: ADDRESS });
    await db
      .prepare('UPDATE customers SET personal_id = ? WHERE id = ?')
      .bind('19121212-1212', c.id)
      .run();
    const res = await checkout(`${c.cookie}; ${await newCartCookie()}`);
    expect(res.status).toBe(200);
    expect(upstreamOps(res)).toContain('getUser');
    const html = (await res.text()).replaceAll('&amp;', '&');
    expect(valueOf(html, 'email')).toBe(c.email);
    expect(valueOf(html, 'firstName')).toBe('Anna');
    expect(valueOf(html, 'lastName')).toBe('Svensson');
    expect(valueOf(html, 'careOf')).toBe('Berg');
    expect(valueOf(html, 'addressLine1')).toBe('Storgatan 1');
    expect(valueOf(html, 'addressLine2')).toBe('Port B');
    // Kept as 11455, shown as the shopper writes it.
    expect(valueOf(html, 'zip')).toBe('114 55');
    expect(valueOf(html, 'city')).toBe('Stockholm');
    // The mobile number is the checkout's phone (the order's billing address carries it as mobile).
    expect(valueOf(html, 'phone')).toBe('070-123 45 67');
    expect(valueOf(html, 'identityNumber')).toBe('19121212-1212');
    // A person is not asked for the company name: its field is hidden, kept for a switch to business.
    expect(html).toMatch(/<p class="field" hidden=""><label for="checkout-company"/);
    expect(valueOf(html, 'company')).toBe('Svensson & Co');
  });

  it("an organisation's checkout gets the company and the organisation number", async () => {
    const c = await testCustomer({ customerType: 'ORGANIZATION', address: ADDRESS });
    await db
      .prepare('UPDATE customers SET personal_id = ? WHERE id = ?')
      .bind('556036-0793', c.id)
      .run();
    const cookie = `${c.cookie}; ${COOKIE.userType}=ORGANIZATION; ${await newCartCookie()}`;
    const html = (await (await checkout(cookie, '/en/checkout')).text()).replaceAll('&amp;', '&');
    expect(valueOf(html, 'company')).toBe('Svensson & Co');
    expect(valueOf(html, 'organizationId')).toBe('556036-0793');
    expect(valueOf(html, 'firstName')).toBe('Anna');
  });

  it("an address in another country than the checkout's is not filled in; the person and company are", async () => {
    const FINNISH = {
      ...ADDRESS,
      careOf: 'Virtanen',
      addressLine1: 'Mannerheimintie 1',
      addressLine2: 'A 5',
      zip: '00100',
      city: 'Helsinki',
      country: 'FI',
    };
    const company = await testCustomer({ customerType: 'ORGANIZATION', address: FINNISH });
    await db
      .prepare('UPDATE customers SET personal_id = ? WHERE id = ?')
      .bind('0112038-9', company.id)
      .run();
    const org = `${company.cookie}; ${COOKIE.userType}=ORGANIZATION`;
    const se = (await (await checkout(`${org}; ${await newCartCookie()}`)).text()).replaceAll(
      '&amp;',
      '&',
    );
    expect(valueOf(se, 'company')).toBe('Svensson & Co');
    expect(valueOf(se, 'firstName')).toBe('Anna');
    expect(valueOf(se, 'lastName')).toBe('Svensson');
    expect(valueOf(se, 'email')).toBe(company.email);
    expect(valueOf(se, 'phone')).toBe('070-123 45 67');
    for (const name of ['careOf', 'addressLine1', 'addressLine2', 'zip', 'city', 'organizationId'])
      expect(valueOf(se, name), name).toBe('');
    expect(valueOf(se, 'country')).toBe('SE');
    // In Finland's checkout it is the checkout's country: all of it.
    const fi = await (
      await checkout(`${org}; ${await newCartCookie()}; ralph-checkout-market=fi`)
    ).text();
    expect(valueOf(fi, 'addressLine1')).toBe('Mannerheimintie 1');
    expect(valueOf(fi, 'zip')).toBe('00100');
    expect(valueOf(fi, 'city')).toBe('Helsinki');
    expect(valueOf(fi, 'organizationId')).toBe('0112038-9');
    // A private customer's the same.
    const person = await testCustomer({ address: FINNISH });
    await db
      .prepare('UPDATE customers SET personal_id = ? WHERE id = ?')
      .bind('131052-308T', person.id)
      .run();
    const mine = await (await checkout(`${person.cookie}; ${await newCartCookie()}`)).text();
    expect(valueOf(mine, 'firstName')).toBe('Anna');
    expect(valueOf(mine, 'email')).toBe(person.email);
    for (const name of ['addressLine1', 'zip', 'city', 'identityNumber'])
      expect(valueOf(mine, name), name).toBe('');
    const theirs = await (
      await checkout(`${person.cookie}; ${await newCartCookie()}; ralph-checkout-market=fi`)
    ).text();
    expect(valueOf(theirs, 'identityNumber')).toBe('131052-308T');
  });

  it('back from a payment page that made no order, the checkout has what was given there, not the account details', async () => {
    const c = await testCustomer({ address: ADDRESS });
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const given = {
      customerType: 'PERSON',
      firstName: 'Berit',
      lastName: 'Berg',
      addressLine1: 'Kungsgatan 2',
      zip: '41101',
      city: 'Göteborg',
      country: 'SE',
      phone: '070-765 43 21',
      email: 'berit@example.se',
      shippingId: '2',
      paymentMethod: 'card',
      termsAccepted: 'on',
      intent: 'place',
      attemptId: crypto.randomUUID(),
      return: '/sv/kassan',
    };
    const placed = await request('/sv/kassan', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(given).toString(),
    });
    expect(placed.headers.get('location')).toMatch(/\/_commerce\/pay\/card\//);
    const html = (await (await checkout(cookie)).text()).replaceAll('&amp;', '&');
    expect(valueOf(html, 'firstName')).toBe('Berit');
    expect(valueOf(html, 'addressLine1')).toBe('Kungsgatan 2');
    expect(valueOf(html, 'zip')).toBe('411 01');
    expect(valueOf(html, 'email')).toBe('berit@example.se');
    expect(html).toContain('name="shippingId" checked="" value="2"');
    expect(html).toContain('name="paymentMethod" checked="" value="card"');
  });

  it('a guest gets an empty form and the page makes no account call', async () => {
    const res = await checkout(await newCartCookie());
    expect(res.status).toBe(200);
    expect(upstreamOps(res)).not.toContain('getUser');
    const html = await res.text();
    for (const name of ['email', 'firstName', 'addressLine1', 'zip', 'city', 'phone'])
      expect(valueOf(html, name), name).toBe('');
  });

  it('a posted form wins over the account: a field cleared stays cleared', async () => {
    const c = await testCustomer({ address: ADDRESS });
    const cookie = `${c.cookie}; ${await newCartCookie()}`;
    const res = await request('/sv/kassan', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': '198.51.100.201',
        cookie,
      },
      body: new URLSearchParams({
        intent: 'update',
        customerType: 'PERSON',
        firstName: 'Berit',
        lastName: '',
        zip: '11455',
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(upstreamOps(res)).not.toContain('getUser');
    const html = await res.text();
    expect(valueOf(html, 'firstName')).toBe('Berit');
    expect(valueOf(html, 'lastName')).toBe('');
    expect(valueOf(html, 'addressLine1')).toBe('');
  });

  it('a getUser that fails leaves the checkout empty, not broken', async () => {
    const c = await testCustomer({ address: ADDRESS });
    // The account is gone: the API refuses the token, the session ends, the page still renders.
    await db.prepare('DELETE FROM customers WHERE id = ?').bind(c.id).run();
    const res = await checkout(`${c.cookie}; ${await newCartCookie()}`);
    expect(res.status).toBe(200);
    expect(upstreamOps(res)).toContain('getUser');
    const html = await res.text();
    expect(html).toContain('data-island="checkout"');
    expect(valueOf(html, 'firstName')).toBe('');
    expect(valueOf(html, 'email')).toBe('');
  });
});
