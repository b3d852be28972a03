import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';
import { testCompanyUser, testCustomer } from '../testing/customer';

/** The header's switch as a browser posts it. */
const switchTo = (type: string, back: string, cookie: string) =>
  request('/customer-type', {
    method: 'POST',
    headers: {
      origin: 'http://shop.test',
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
    },
    body: new URLSearchParams({ type, return: back }).toString(),
  });

describe('the header’s customer-type switch', () => {
  it('a user of a company account stays a business and is told why, in the page’s language', async () => {
    const c = await testCompanyUser();
    const refused = await switchTo('PERSON', '/sv/c/clothing?page=2', c.cookie);
    expect(refused.status).toBe(303);
    expect(location(refused)).toBe('/sv/c/clothing?page=2&notice=account.companyTypeFixed');
    expect(refused.headers.get('set-cookie') ?? '').not.toContain('ralph-user-type=PERSON');
    const sv = await (await request(location(refused)!, { headers: { cookie: c.cookie } })).text();
    expect(sv).toContain(
      'role="alert">Som användare av ett företagskonto handlar du alltid som företag.</p>',
    );
    expect(sv).toMatch(/Priser visas för<!-- --> <!-- -->Företag/);
    const en = await switchTo('PERSON', '/en?notice=auth.loggedIn', c.cookie);
    expect(location(en)).toBe('/en?notice=account.companyTypeFixed');
    expect(await (await request('/en', { headers: { cookie: c.cookie } })).text()).not.toContain(
      'always shop as a business',
    );
    expect(
      await (await request(location(en)!, { headers: { cookie: c.cookie } })).text(),
    ).toContain('role="alert">As a user of a company account you always shop as a business.</p>');
  });

  it('keeps the page’s #fragment after the notice, and asks in the page’s market', async () => {
    const c = await testCompanyUser();
    const refused = await switchTo('PERSON', '/sv/p/x?notice=auth.loggedIn#reviews', c.cookie);
    expect(location(refused)).toBe('/sv/p/x?notice=account.companyTypeFixed#reviews');
    const form = /<form [^>]*action="\/customer-type"[^]*?<\/form>/.exec(
      await (await request('/en')).text(),
    )?.[0];
    expect(form).toContain('<input type="hidden" name="market" value="se"/>');
    expect(form).toContain('<input type="hidden" name="locale" value="en"/>');
  });

  it('a private customer, and an organisation without a company account, may switch', async () => {
    for (const customerType of ['PERSON', 'ORGANIZATION'] as const) {
      const c = await testCustomer({ customerType });
      const res = await switchTo('PERSON', '/en', c.cookie);
      expect(location(res)).toBe('/en');
      expect(res.headers.get('set-cookie')).toContain('ralph-user-type=PERSON');
    }
  });
});
