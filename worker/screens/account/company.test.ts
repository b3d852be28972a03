import { describe, expect, it } from 'vitest';
import { lastMail } from '../../testing/account';
import { location, postForm as apply, request } from '../../testing/app';
import { testCustomer } from '../../testing/customer';
import { testDb } from './test-orders';

const form = async (path: string, cookie = '') => {
  const res = await request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
};
/** Each field's value as the page fills it in (id `company-<name>`). */
const filled = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<(?:input|textarea)[^>]*id="company-(\w+)"[^>]*>/g)].map((m) => [
      m[1],
      /value="([^"]*)"/.exec(m[0])?.[1] ?? '',
    ]),
  );

describe('the company application', () => {
  it('is filled in with what a logged-in customer’s account knows, except the e-mail', async () => {
    const c = await testCustomer({
      customerType: 'ORGANIZATION',
      address: {
        firstName: 'Karin',
        lastName: 'Berg',
        company: 'Bergs Snickeri AB',
        mobile: '070-123 45 67',
        addressLine1: 'Storgatan 1',
        zip: '11455',
        city: 'Stockholm',
        country: 'SE',
      },
    });
    const path = '/sv/mina-sidor/foretagskonto';
    expect(filled(await form(path, c.cookie))).toMatchObject({
      companyName: 'Bergs Snickeri AB',
      firstName: 'Karin',
      lastName: 'Berg',
      email: '',
      phone: '070-123 45 67',
      addressLine1: 'Storgatan 1',
      zip: '11455',
      city: 'Stockholm',
    });
    // A visitor's form is empty.
    const anonymous = filled(await form(path));
    expect(Object.values(anonymous).every((v) => v === '')).toBe(true);
  });

  it('sends the applicant a receipt, in the language applied in', async () => {
    const fields = (email: string) => ({
      companyName: 'Testbolaget AB',
      organizationId: '556091-2148',
      firstName: 'Karin',
      lastName: 'Berg',
      email,
    });
    const sv = `receipt-sv-${Date.now()}@example.com`;
    const sent = await apply('/sv/mina-sidor/foretagskonto', fields(sv));
    expect(sent.status).toBe(303);
    expect(location(sent)).toBe('/sv/mina-sidor/foretagskonto?sent=1');
    expect(await lastMail(sv)).toEqual({
      subject: 'Vi har tagit emot din ansökan om företagskonto',
      body: expect.stringContaining(
        'Tack för din ansökan om ett företagskonto för Testbolaget AB.',
      ),
    });
    const en = `receipt-en-${Date.now()}@example.com`;
    expect((await apply('/en/my-account/company-account', fields(en))).status).toBe(303);
    expect(await lastMail(en)).toEqual({
      subject: 'We have received your company account application',
      body: expect.stringContaining(
        'Thank you for your application for a company account for Testbolaget AB.',
      ),
    });
    // A refused application (the address waits in one already) sends nothing more.
    expect((await apply('/en/my-account/company-account', fields(en))).status).toBe(422);
    const count = await testDb()
      .prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?')
      .bind(en)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});
