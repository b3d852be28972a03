import { describe, expect, it } from 'vitest';
import { lastMail } from '../../testing/account';
import { location, request } from '../../testing/app';
import { setCookiesOf } from '../../testing/auth';
import { newCartCookie } from '../../testing/cart';
import { placeByForm } from '../../testing/checkout-form';
import { testCustomer } from '../../testing/customer';
import { insertOrder } from '../account/test-orders';

/** The page's `<address>` blocks as a browser shows them, one line each. */
const addresses = (html: string) =>
  [...html.replaceAll('<!-- -->', '').matchAll(/<address>(.*?)<\/address>/g)].map((m) =>
    m[1]!
      .split('<br/>')
      .map((l) => l.replace(/<[^>]+>/g, ''))
      .filter(Boolean),
  );

/** Places Anna's invoice order through the checkout form, with the door code she types. */
async function placeWithEntryCode(lang: 'sv' | 'en', email: string) {
  const cookie = await newCartCookie();
  const path = lang === 'sv' ? '/sv/kassan' : '/en/checkout';
  const placed = await placeByForm(path, cookie, { email, entryCode: '1234#' });
  expect(placed.status).toBe(303);
  const order = setCookiesOf(placed).get('ralph-order')!.value;
  return request(location(placed)!, { headers: { cookie: `ralph-order=${order}` } });
}

let serial = 0;
const newEmail = () => `door-code-${Date.now()}-${++serial}@example.se`;

describe('the door code a shopper gives at the checkout', () => {
  it('is on the confirmation page under the checkout field’s name; the mail says only that one was given', async () => {
    const svEmail = newEmail();
    const sv = await placeWithEntryCode('sv', svEmail);
    expect(sv.status).toBe(200);
    const svAddresses = addresses(await sv.text());
    expect(svAddresses).toHaveLength(2);
    for (const lines of svAddresses) expect(lines.slice(-2)).toEqual(['Sverige', 'Portkod: 1234#']);
    const svMail = (await lastMail(svEmail))!.body;
    expect(svMail.split('\n').slice(-2)).toEqual(['Sverige', 'Portkod: angiven']);
    expect(svMail).not.toContain('1234');

    const enEmail = newEmail();
    const en = await placeWithEntryCode('en', enEmail);
    for (const lines of addresses(await en.text()))
      expect(lines.slice(-2)).toEqual(['Sweden', 'Entry code: 1234#']);
    const enMail = (await lastMail(enEmail))!.body;
    expect(enMail.split('\n').slice(-2)).toEqual(['Sweden', 'Entry code: provided']);
    expect(enMail).not.toContain('1234');
  });

  it('is in My account’s order, in the page’s language; an address without one has no such line', async () => {
    const c = await testCustomer();
    await insertOrder(c.id, { status: 'pending', address: { entryCode: '4711' } });
    const sv = await request('/sv/mina-sidor/ordrar', { headers: { cookie: c.cookie } });
    expect(sv.status).toBe(200);
    const svAddresses = addresses(await sv.text());
    expect(svAddresses).toHaveLength(2);
    for (const lines of svAddresses) expect(lines.slice(-2)).toEqual(['Sverige', 'Portkod: 4711']);
    const en = await request('/en/my-account/orders', { headers: { cookie: c.cookie } });
    for (const lines of addresses(await en.text()))
      expect(lines.slice(-2)).toEqual(['Sweden', 'Entry code: 4711']);

    const without = await testCustomer();
    await insertOrder(without.id, { status: 'pending' });
    const html = await (
      await request('/sv/mina-sidor/ordrar', { headers: { cookie: without.cookie } })
    ).text();
    for (const lines of addresses(html)) expect(lines.at(-1)).toBe('Sverige');
    expect(html).not.toContain('Portkod');
  });
});
