import { describe, expect, it } from 'vitest';
import { location, postForm as post, request } from '../../testing/app';
import { testCustomer } from '../../testing/customer';
import { testDb } from './test-orders';

const page = async (path: string, cookie: string) => {
  const res = await request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.text();
};
const valueOf = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`value="([^"]*)"[^>]*id="${id}"`).exec(html)?.[1];

describe('settings', () => {
  it('saves personal information and the address, and shows them again (en)', async () => {
    const c = await testCustomer();
    const path = '/en/my-account/settings';
    const html = await page(path, c.cookie);
    expect(html).toContain('Personal information');
    expect(html).toContain(c.email);
    expect(html).toContain('href="/en/my-account/settings?action=change"');
    const res = await post(
      path,
      {
        intent: 'profile',
        firstName: 'Anna',
        lastName: 'Svensson',
        personalId: '121212-1212',
        mobile: '070-123 45 67',
        addressLine1: 'Storgatan 1',
        zip: '114 55',
        city: 'Stockholm',
      },
      c.cookie,
    );
    expect(res.status).toBe(303);
    expect(location(res)).toBe(`${path}?saved=profile#settings-profile-notice`);
    const again = await page(`${path}?saved=profile`, c.cookie);
    expect(again).toContain('Your changes have been saved');
    expect(valueOf(again, 'profile-firstName')).toBe('Anna');
    expect(valueOf(again, 'profile-personalId')).toBe('20121212-1212');
    expect(valueOf(again, 'profile-zip')).toBe('11455');
    expect(valueOf(again, 'profile-city')).toBe('Stockholm');
  });

  it('an invalid personal ID is said at the field in Swedish, and nothing typed is lost', async () => {
    const c = await testCustomer();
    const path = '/sv/mina-sidor/installningar';
    const res = await post(
      path,
      { intent: 'profile', firstName: 'Åsa', personalId: '900101-1234', zip: '1' },
      c.cookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Se till att alla fält är giltiga');
    expect(html).toMatch(/id="profile-personalId-error">Du måste ange ett giltigt personnummer</);
    expect(html).toMatch(/id="profile-zip-error">[^<]+</);
    expect(valueOf(html, 'profile-firstName')).toBe('Åsa');
    expect(valueOf(html, 'profile-personalId')).toBe('900101-1234');
    const row = await testDb()
      .prepare('SELECT personal_id FROM customers WHERE id = ?')
      .bind(c.id)
      .first<{ personal_id: string | null }>();
    expect(row?.personal_id ?? '').toBe('');
  });

  it('a Finnish address takes a henkilötunnus, hinted and checked as Finland writes it (fi/sv, fi/en)', async () => {
    const c = await testCustomer({ address: { country: 'FI', city: 'Helsingfors' } });
    const on = { MARKETS_IN_PATH: 'true' };
    const storedId = async () =>
      (
        await testDb()
          .prepare('SELECT personal_id FROM customers WHERE id = ?')
          .bind(c.id)
          .first<{ personal_id: string | null }>()
      )?.personal_id ?? '';
    const sv = '/fi/sv/mina-sidor/installningar';
    const form = await (await request(sv, { headers: { cookie: c.cookie } }, on)).text();
    expect(form).toMatch(/id="profile-personalId-hint">DDMMÅÅ-NNNK</);
    const typed = { intent: 'profile', firstName: 'Aino', personalId: '131052-308U', zip: '00100' };
    const wrong = await post(sv, typed, c.cookie, on);
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(
      /id="profile-personalId-error">Du måste ange ett giltigt personnummer</,
    );
    expect(valueOf(wrongHtml, 'profile-firstName')).toBe('Aino');
    expect(valueOf(wrongHtml, 'profile-personalId')).toBe('131052-308U');
    expect(valueOf(wrongHtml, 'profile-zip')).toBe('00100');
    // A Swedish personnummer is not a Finnish number.
    const en = '/fi/en/my-account/settings';
    const swedish = await post(en, { ...typed, personalId: '121212-1212' }, c.cookie, on);
    expect(swedish.status).toBe(400);
    expect(await swedish.text()).toMatch(
      /id="profile-personalId-error">You have to enter a valid personal ID</,
    );
    expect(await storedId()).toBe('');
    const saved = await post(en, { ...typed, personalId: '131052-308t' }, c.cookie, on);
    expect(saved.status).toBe(303);
    expect(await storedId()).toBe('131052-308T');
    const again = await (
      await request(`${en}?saved=profile`, { headers: { cookie: c.cookie } }, on)
    ).text();
    expect(valueOf(again, 'profile-personalId')).toBe('131052-308T');
    expect(again).toMatch(/id="profile-personalId-hint">DDMMYY-NNNC</);
  });

  it('without an address country the number is read by the market’s (no: a fødselsnummer)', async () => {
    const c = await testCustomer();
    const path = '/no/en/my-account/settings';
    const on = { MARKETS_IN_PATH: 'true' };
    const form = await (await request(path, { headers: { cookie: c.cookie } }, on)).text();
    expect(form).toMatch(/id="profile-personalId-hint">DDMMYYNNNNN</);
    expect(
      (await post(path, { intent: 'profile', personalId: '15059012388' }, c.cookie, on)).status,
    ).toBe(400);
    const saved = await post(path, { intent: 'profile', personalId: '150590 12387' }, c.cookie, on);
    expect(saved.status).toBe(303);
    const row = await testDb()
      .prepare('SELECT personal_id, address FROM customers WHERE id = ?')
      .bind(c.id)
      .first<{ personal_id: string; address: string }>();
    expect(row!.personal_id).toBe('15059012387');
    expect(JSON.parse(row!.address)).toMatchObject({ country: 'NO' });
  });

  it('customer type: the account and the shop cookie change; an organisation sees company fields', async () => {
    const c = await testCustomer();
    const path = '/se/en/my-account/settings';
    const over = { MARKETS_IN_PATH: 'true' };
    const res = await post(path, { intent: 'type', customerType: 'ORGANIZATION' }, c.cookie, over);
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join('\n')).toContain('ralph-user-type=ORGANIZATION');
    const html = await (
      await request(
        path,
        { headers: { cookie: `${c.cookie}; ralph-user-type=ORGANIZATION` } },
        over,
      )
    ).text();
    expect(html).toContain('Company information');
    expect(html).toContain('Organization ID');
    // Not a user of a company account (yet): the application, not the extra-user request.
    expect(html).toContain('href="/se/en/my-account/company-account"');
    expect(html).not.toContain('Request an extra user');
    const bad = await post(path, { intent: 'profile', personalId: '556091-2149' }, c.cookie, over);
    expect(await bad.text()).toContain('You have to enter a valid organization ID');
    const good = await post(path, { intent: 'profile', personalId: '5560912148' }, c.cookie, over);
    expect(good.status).toBe(303);
    // Other saves keep the type (UserInputType would default it to PERSON).
    expect((await post(path, { intent: 'newsletter' }, c.cookie, over)).status).toBe(303);
    const row = await testDb()
      .prepare('SELECT customer_type, personal_id FROM customers WHERE id = ?')
      .bind(c.id)
      .first();
    expect(row).toEqual({ customer_type: 'ORGANIZATION', personal_id: '556091-2148' });
  });

  it('newsletter: on, then off', async () => {
    const c = await testCustomer();
    const path = '/en/my-account/settings';
    expect((await post(path, { intent: 'newsletter', newsletter: 'on' }, c.cookie)).status).toBe(
      303,
    );
    const on = await page(path, c.cookie);
    expect(on).toMatch(/type="checkbox" name="newsletter" checked=""/);
    expect((await post(path, { intent: 'newsletter' }, c.cookie)).status).toBe(303);
    expect(await page(path, c.cookie)).not.toMatch(/name="newsletter" checked=""/);
  });

  it('delete account: a confirmation step, then the account goes and the session ends', async () => {
    const c = await testCustomer();
    const path = '/en/my-account/settings';
    const confirm = await page(`${path}?confirm=delete`, c.cookie);
    expect(confirm).toContain('Delete account?');
    expect(confirm).toContain(
      'Do you really want to delete your account? You cannot undo this action.',
    );
    const res = await post(path, { intent: 'delete' }, c.cookie);
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/en?notice=account.deleted');
    const cleared = res.headers.getSetCookie().filter((h) => /^apollo-token=;/.test(h));
    expect(cleared.length).toBe(1);
    const row = await testDb().prepare('SELECT id FROM customers WHERE id = ?').bind(c.id).first();
    expect(row).toBe(null);
    // The old token no longer opens the account.
    const after = await request(path, { headers: { cookie: c.cookie } });
    expect(after.status).toBe(302);
  });

  it('refuses a post from another site, and a post without a login goes to the login', async () => {
    const c = await testCustomer();
    const path = '/en/my-account/settings';
    const foreign = await request(path, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: c.cookie,
      },
      body: 'intent=delete',
    });
    expect(foreign.status).toBe(403);
    expect(
      await testDb().prepare('SELECT id FROM customers WHERE id = ?').bind(c.id).first(),
    ).not.toBe(null);
    const anonymous = await post(path, { intent: 'newsletter', newsletter: 'on' });
    expect(anonymous.status).toBe(303);
    expect(location(anonymous)).toMatch(
      /^\/en\?action=login&return=%2Fen%2Fmy-account%2Fsettings$/,
    );
  });
});

describe('company accounts', () => {
  it('the application is open to anyone: errors per field, then a pending request', async () => {
    const path = '/sv/mina-sidor/foretagskonto';
    const html = await page(path, '');
    expect(html).toContain('Ansök om företagskonto');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const email = `company-${Date.now()}@example.com`;
    const fields = {
      companyName: 'Testbolaget AB',
      organizationId: '556091-2149',
      firstName: 'Karin',
      lastName: 'Berg',
      email,
      zip: '11455',
      city: 'Stockholm',
    };
    const bad = await post(path, fields);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toMatch(
      /id="company-organizationId-error">Du måste ange ett giltigt organisationsnummer</,
    );
    expect(valueOf(badHtml, 'company-companyName')).toBe('Testbolaget AB');
    const ok = await post(path, { ...fields, organizationId: '556091-2148' });
    expect(ok.status).toBe(303);
    expect(location(ok)).toBe(`${path}?sent=1`);
    expect(await page(`${path}?sent=1`, '')).toContain('Tack! Vi har tagit emot din ansökan');
    // The same address again while the first waits: its approval would make this one fail.
    const twice = await post(path, { ...fields, organizationId: '556091-2148' });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toMatch(
      /id="company-email-error">Vi behandlar redan en förfrågan för den här e-postadressen/,
    );
    const row = await testDb()
      .prepare(
        "SELECT status, details FROM company_requests WHERE kind = 'application' AND email = ?",
      )
      .bind(email)
      .first<{ status: string; details: string }>();
    expect(row?.status).toBe('pending');
    expect(JSON.parse(row!.details)).toMatchObject({
      companyName: 'Testbolaget AB',
      organizationId: '556091-2148',
    });
  });

  it('the organisation number is checked by the application’s country (fi: the Y-tunnus)', async () => {
    const path = '/fi/en/my-account/company-account';
    const on = { MARKETS_IN_PATH: 'true' };
    const fields = (organizationId: string) => ({
      companyName: 'Oy Testi Ab',
      organizationId,
      firstName: 'Tiina',
      lastName: 'Testi',
      email: `oy-${Date.now()}-${organizationId}@example.com`,
      zip: '00100',
      city: 'Helsinki',
    });
    const swedish = await post(path, fields('556016-0680'), '', on);
    expect(swedish.status).toBe(400);
    expect(await swedish.text()).toMatch(
      /id="company-organizationId-error">You have to enter a valid organization ID</,
    );
    const stored = async (organizationId: string) => {
      const posted = fields(organizationId);
      const res = await post(path, posted, '', on);
      expect(res.status).toBe(303);
      expect(location(res)).toBe(`${path}?sent=1`);
      const row = await testDb()
        .prepare('SELECT details FROM company_requests WHERE email = ?')
        .bind(posted.email)
        .first<{ details: string }>();
      return JSON.parse(row!.details);
    };
    expect(await stored('1572860-0')).toMatchObject({ organizationId: '1572860-0', country: 'FI' });
    // Its VAT form, kept as the registry writes it.
    expect(await stored('FI15728600')).toMatchObject({ organizationId: '1572860-0' });
    // A company user of Finland keeps the number in settings.
    const c = await testCustomer({ customerType: 'ORGANIZATION', address: { country: 'FI' } });
    const saved = await post(
      '/fi/en/my-account/settings',
      { intent: 'profile', company: 'Oy Testi Ab', personalId: 'fi 15728600' },
      c.cookie,
      on,
    );
    expect(saved.status).toBe(303);
    const user = await testDb()
      .prepare('SELECT personal_id FROM customers WHERE id = ?')
      .bind(c.id)
      .first<{ personal_id: string }>();
    expect(user!.personal_id).toBe('1572860-0');
  });

  it('in English at its own path; a company user asks for an extra user from settings', async () => {
    expect(await page('/en/my-account/company-account', '')).toContain(
      'Apply for a company account',
    );
    const c = await testCustomer({ customerType: 'ORGANIZATION' });
    // Approval creates a user with the application's address: a customer's own address is not
    // filled in, and is refused with a way forward (before, the operator found out at approval).
    const application = '/en/my-account/company-account';
    expect(valueOf(await page(application, c.cookie), 'company-email') ?? '').toBe('');
    const own = await post(
      application,
      {
        companyName: 'Bolaget AB',
        organizationId: '556091-2148',
        firstName: 'Karin',
        lastName: 'Berg',
        email: c.email.toUpperCase(),
      },
      c.cookie,
    );
    expect(own.status).toBe(422);
    expect(await own.text()).toMatch(
      /id="company-email-error">There is already an account with this email address\. Enter another address for the company account’s user\.</,
    );
    const company = await testDb()
      .prepare(
        "INSERT INTO company_accounts (name, organization_id, created_at) VALUES ('Bolaget', ?, '2026-01-01') RETURNING id",
      )
      .bind(`556012-${String(c.id).padStart(4, '0')}`)
      .first<{ id: number }>();
    await testDb()
      .prepare("UPDATE customers SET member_type = 'company', member_id = ? WHERE id = ?")
      .bind(String(company!.id), c.id)
      .run();
    const path = '/en/my-account/settings';
    const settings = await page(path, c.cookie);
    expect(settings).toContain('Request an extra user');
    // Always a business: no choice offered, and a form made by hand changes nothing.
    expect(settings).toContain(
      'Customer type: Business. As a user of a company account you always shop as a business.',
    );
    expect(settings).not.toContain('name="customerType"');
    const switched = await post(path, { intent: 'type', customerType: 'PERSON' }, c.cookie);
    expect(switched.status).toBe(400);
    expect(await switched.text()).toContain(
      'As a user of a company account you always shop as a business.',
    );
    expect(switched.headers.get('set-cookie') ?? '').not.toContain('ralph-user-type=PERSON');
    const bad = await post(path, { intent: 'company-user', email: 'nope' }, c.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(
      /id="company-user-email-error">You have to enter a valid email</,
    );
    const taken = await post(
      path,
      { intent: 'company-user', email: c.email, firstName: 'Per', lastName: 'Holm' },
      c.cookie,
    );
    expect(taken.status).toBe(422);
    expect(await taken.text()).toMatch(
      /id="company-user-email-error">There is already an account with this email address/,
    );
    const email = `colleague-${Date.now()}@example.com`;
    const ok = await post(
      path,
      { intent: 'company-user', email, firstName: 'Per', lastName: 'Holm' },
      c.cookie,
    );
    expect(ok.status).toBe(303);
    // The fragment names the notice, so the browser scrolls to it (it was 1 700 px below the top).
    const [target, fragment] = (location(ok) ?? '').split('#');
    expect(target).toBe(`${path}?saved=company-user`);
    expect(await page(target!, c.cookie)).toMatch(
      new RegExp(
        `<p id="${fragment}" class="form-notice ok" role="status" tabindex="-1"[^>]*>Thank you! We have received your request`,
        'i',
      ),
    );
    const row = await testDb()
      .prepare(
        "SELECT status, requested_by FROM company_requests WHERE kind = 'extra-user' AND email = ?",
      )
      .bind(email)
      .first<{ status: string; requested_by: number }>();
    expect(row).toEqual({ status: 'pending', requested_by: c.id });
  });
});
