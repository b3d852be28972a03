import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  APPLY_COMPANY_ACCOUNT_MUTATION,
  COMMIT_RESET_MUTATION,
  REQUEST_COMPANY_USER_MUTATION,
} from '../../../shared/graphql/account';
import { testCustomer } from '../../testing/customer';
import { backend } from '../../testing/graphql';
import { testDb } from '../checkout/test-carts';
import { signToken } from '../identity/token';
import { secretsOf, type BackendBindings } from '../request-context';
import { approvalStatements, rejectionStatements, type CompanyRequest } from './company-decisions';
import { randomKey, sha256Hex } from './keys';
import { OPERATOR_EMAIL } from './mails';
import { bearer, codeOf, FORGED, lastMail } from '../../testing/account';

let serial = 0;
const application = (overrides: Record<string, unknown> = {}) => ({
  companyName: "Acme O'Brien AB",
  organizationId: '556036-0793',
  firstName: 'Ada',
  lastName: 'Andersson',
  email: `ada-${Date.now()}-${++serial}@acme.example`,
  phone: '08-123 45 67',
  addressLine1: 'Industrivägen 1',
  zip: '12345',
  city: 'Solna',
  message: "Vi vill handla på faktura; 'quotes' ; DROP TABLE customers; --",
  ...overrides,
});
const db = () => testDb();

/** The request as the operator tool reads it. */
const pending = (email: string) =>
  db()
    .prepare(
      `SELECT r.id, r.kind, r.company_account_id, r.email, r.details, r.language, r.market, q.email AS requester_email
      FROM company_requests r LEFT JOIN customers q ON q.id = r.requested_by
      WHERE r.email = ? AND r.status = 'pending'`,
    )
    .bind(email)
    .first<CompanyRequest>();
const run = (statements: string[]) => db().batch(statements.map((s) => db().prepare(s)));

/** Approves as `npm run companies -- approve` does; answers the mailed key. */
async function approve(request: CompanyRequest, marketsInPath = false) {
  const company = request.company_account_id
    ? await db()
        .prepare('SELECT id, name, organization_id FROM company_accounts WHERE id = ?')
        .bind(request.company_account_id)
        .first<{ id: number; name: string; organization_id: string }>()
    : null;
  const key = randomKey();
  const links = { origin: 'http://shop.test', marketsInPath };
  const reset = { key, keyHash: await sha256Hex(key), links, now: Date.now() };
  await run(approvalStatements(request, company, reset));
  return key;
}
const tokenFor = async (id: number, email: string) => ({
  token: await signToken(
    secretsOf(env as unknown as BackendBindings).identity,
    { sid: String(id), name: email, customerType: 'ORGANIZATION' },
    600,
    Date.now(),
  ),
});

describe('company accounts (extension)', () => {
  it('an application needs no login, checks the organisation number and waits for the operator', async () => {
    const bad = await backend(APPLY_COMPANY_ACCOUNT_MUTATION, {
      application: application({ organizationId: '556036-0794' }),
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect((bad.errors![0]!.extensions as { field?: string }).field).toBe('organizationId');
    const input = application();
    const r = await backend(APPLY_COMPANY_ACCOUNT_MUTATION, {
      application: input,
      languageId: 'en-US',
    });
    expect(r).toEqual({ data: { applyForCompanyAccount: true } });
    const request = await pending(input.email);
    expect(request).toMatchObject({
      kind: 'application',
      language: 'en',
      company_account_id: null,
    });
    expect(JSON.parse(request!.details)).toMatchObject({ companyName: "Acme O'Brien AB" });
    const notice = await lastMail(OPERATOR_EMAIL);
    expect(notice!.subject).toBe(`Company account application #${request!.id}`);
    expect(notice!.body).toContain(`npm run companies -- approve ${request!.id}`);
  });

  it('the organisation number is checked by the country of the address, else of the market, and kept normalized', async () => {
    const apply = (overrides: Record<string, unknown>, marketId = 'se') =>
      backend(APPLY_COMPANY_ACCOUNT_MUTATION, { application: application(overrides), marketId });
    const refused = await apply({ organizationId: '556016-0680', country: 'FI' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect((refused.errors![0]!.extensions as { field?: string }).field).toBe('organizationId');
    expect(codeOf(await apply({ organizationId: '1572860-0' }))).toBe('BAD_USER_INPUT');
    const stored = async (overrides: Record<string, unknown>, marketId?: string) => {
      const input = application(overrides);
      const r = await backend(APPLY_COMPANY_ACCOUNT_MUTATION, {
        application: input,
        marketId: marketId ?? 'se',
      });
      expect(r).toEqual({ data: { applyForCompanyAccount: true } });
      return JSON.parse((await pending(input.email))!.details);
    };
    expect(await stored({ organizationId: 'FI15728600', country: 'fi' })).toMatchObject({
      organizationId: '1572860-0',
      country: 'FI',
    });
    expect(await stored({ organizationId: '1572860-0', country: 'Finland' })).toMatchObject({
      country: 'FI',
    });
    expect(await stored({ organizationId: '1572860-0' }, 'fi')).toMatchObject({ country: 'FI' });
    expect(await stored({ organizationId: '5560160680' })).toMatchObject({
      organizationId: '556016-0680',
      country: 'SE',
    });
  });

  it('approval creates the company and its ORGANIZATION user, who sets a password by the mailed link and may ask for an extra user', async () => {
    const input = application({ organizationId: '202100-6255' });
    await backend(APPLY_COMPANY_ACCOUNT_MUTATION, { application: input });
    const key = await approve((await pending(input.email))!);
    const user = await db()
      .prepare(
        'SELECT id, customer_type, personal_id, member_type, member_id, password_hash, address FROM customers WHERE email = ?',
      )
      .bind(input.email)
      .first<Record<string, string | number | null>>();
    const company = await db()
      .prepare('SELECT id, name FROM company_accounts WHERE organization_id = ?')
      .bind('202100-6255')
      .first<{ id: number; name: string }>();
    expect(company!.name).toBe("Acme O'Brien AB");
    expect(user).toMatchObject({
      customer_type: 'ORGANIZATION',
      personal_id: '202100-6255',
      member_type: 'company',
      member_id: String(company!.id),
      password_hash: null,
    });
    expect(JSON.parse(String(user!.address))).toMatchObject({
      company: "Acme O'Brien AB",
      city: 'Solna',
    });
    const welcome = await lastMail(input.email);
    expect(welcome!.subject).toBe('Ditt företagskonto är klart');
    expect(welcome!.body).toContain(`http://shop.test/sv/account/reset-password?resetKey=${key}`);
    const set = await backend(COMMIT_RESET_MUTATION, {
      resetKey: key,
      password: 'TqQX01rg0eGU8RzVE7Z+5QQKPN5X2TBUG63Os6jd4eqFxSYqUm7uzortWfdoS9vJ',
    });
    expect(set.data!.commitReset).toBe(true);

    const ada = await tokenFor(Number(user!.id), input.email);
    const extra = { email: `bo-${Date.now()}@acme.example`, firstName: 'Bo', lastName: 'Berg' };
    const asked = await backend(REQUEST_COMPANY_USER_MUTATION, { request: extra }, bearer(ada));
    expect(asked).toEqual({ data: { requestCompanyUser: true } });
    const request = (await pending(extra.email))!;
    expect(request).toMatchObject({
      kind: 'extra-user',
      company_account_id: company!.id,
      requester_email: input.email,
    });
    expect((await lastMail(OPERATOR_EMAIL))!.subject).toBe(
      `Company extra user request #${request.id}`,
    );
    await approve(request);
    const bo = await db()
      .prepare('SELECT customer_type, member_id, address FROM customers WHERE email = ?')
      .bind(extra.email)
      .first<{ customer_type: string; member_id: string; address: string }>();
    expect(bo).toMatchObject({ customer_type: 'ORGANIZATION', member_id: String(company!.id) });
    expect(JSON.parse(bo!.address)).toMatchObject({ firstName: 'Bo', company: "Acme O'Brien AB" });
  });

  it('with markets in the path, the set-password link names the market the application came from', async () => {
    // A Finnish business ID: the application in fi is checked as Finland's (decision 196).
    const input = application({ organizationId: '1572860-0' });
    const scope = { marketId: '2|fi', languageId: 'en-US' };
    await backend(APPLY_COMPANY_ACCOUNT_MUTATION, { application: input, ...scope });
    const request = (await pending(input.email))!;
    expect(request.market).toBe('fi');
    const key = await approve(request, true);
    const welcome = await lastMail(input.email);
    expect(welcome!.subject).toBe('Your company account is ready');
    expect(welcome!.body).toContain(
      `http://shop.test/fi/en/account/reset-password?resetKey=${key}`,
    );
  });

  it('rejection closes the request and mails the applicant, or the user who asked', async () => {
    const input = application({ organizationId: '556677-8899' });
    const r = await backend(APPLY_COMPANY_ACCOUNT_MUTATION, { application: input });
    expect(r.errors).toBeUndefined();
    const request = (await pending(input.email))!;
    await run(rejectionStatements(request, null, Date.now()));
    const row = await db()
      .prepare('SELECT status, decided_at FROM company_requests WHERE id = ?')
      .bind(request.id)
      .first<{ status: string; decided_at: string }>();
    expect(row!.status).toBe('rejected');
    expect((await lastMail(input.email))!.body).toContain('kan tyvärr inte godkänna');
    expect(
      await db().prepare('SELECT 1 FROM customers WHERE email = ?').bind(input.email).first(),
    ).toBeNull();
  });

  it('an extra user is only for a user of a company account', async () => {
    const extra = { email: 'someone@example.com', firstName: 'S', lastName: 'O' };
    expect(codeOf(await backend(REQUEST_COMPANY_USER_MUTATION, { request: extra }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await backend(REQUEST_COMPANY_USER_MUTATION, { request: extra }, FORGED))).toBe(
      'UNAUTHENTICATED',
    );
    const person = await testCustomer();
    expect(
      codeOf(await backend(REQUEST_COMPANY_USER_MUTATION, { request: extra }, bearer(person))),
    ).toBe('FORBIDDEN');
    const organisation = await testCustomer({ customerType: 'ORGANIZATION' });
    expect(
      codeOf(
        await backend(REQUEST_COMPANY_USER_MUTATION, { request: extra }, bearer(organisation)),
      ),
    ).toBe('FORBIDDEN');
    const stored = await db()
      .prepare("SELECT count(*) AS n FROM company_requests WHERE email = 'someone@example.com'")
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
