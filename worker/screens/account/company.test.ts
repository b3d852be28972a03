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
    await testDb()
      .prepare('UPDATE customers SET personal_id = ? WHERE id = ?')
      .bind('556091-2148', c.id)
      .run();
    const path = '/sv/mina-sidor/foretagskonto';
    expect(filled(await form(path, c.cookie))).toMatchObject({
      companyName: 'Bergs Snickeri AB',
      organizationId: '556091-2148',
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

  it('sends a logged-in applicant a receipt at the account’s own address, in the language applied in; a visitor’s typed address none', async () => {
    const fields = (email: string) => ({
      companyName: 'Testbolaget AB',
      organizationId: '556091-2148',
      firstName: 'Karin',
      lastName: 'Berg',
      email,
    });
    const outbox = (recipient: string) =>
      testDb()
        .prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?')
        .bind(recipient)
        .first<number>('n');
    const sv = await testCustomer();
    const typedSv = `applicant-sv-${Date.now()}@example.com`;
    const sent = await apply('/sv/mina-sidor/foretagskonto', fields(typedSv), sv.cookie);
    expect(sent.status).toBe(303);
    expect(location(sent)).toBe('/sv/mina-sidor/foretagskonto?sent=1');
    expect(await lastMail(sv.email)).toEqual({
      subject: 'Vi har tagit emot din ansökan om företagskonto',
      body: expect.stringContaining(
        'Tack för din ansökan om ett företagskonto för Testbolaget AB.',
      ),
    });
    expect(await outbox(typedSv)).toBe(0);
    const en = await testCustomer();
    const typedEn = `applicant-en-${Date.now()}@example.com`;
    expect((await apply('/en/my-account/company-account', fields(typedEn), en.cookie)).status).toBe(
      303,
    );
    expect(await lastMail(en.email)).toEqual({
      subject: 'We have received your company account application',
      body: expect.stringContaining(
        'Thank you for your application for a company account for Testbolaget AB.',
      ),
    });
    // A refused application (the address waits in one already) sends nothing more.
    expect((await apply('/en/my-account/company-account', fields(typedEn), en.cookie)).status).toBe(
      422,
    );
    expect(await outbox(en.email)).toBe(1);
    // A visitor's application: the typed address, proven by nothing, is mailed nothing.
    const typed = `visitor-${Date.now()}@example.com`;
    expect((await apply('/en/my-account/company-account', fields(typed))).status).toBe(303);
    expect(await outbox(typed)).toBe(0);
  });
});
