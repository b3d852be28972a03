import { env } from 'cloudflare:test';
import { COOKIE } from '../../shared/cookies';
import { secretsOf, type BackendBindings } from '../backend/request-context';
import { signToken } from '../backend/identity/token';

export interface TestCustomer {
  id: number;
  email: string;
  /** An access token the embedded backend accepts (valid an hour). */
  token: string;
  /** A Cookie header of a logged-in browser (token and username; no refresh token). */
  cookie: string;
}

let serial = 0;

/**
 * A customer row in D1 (no password: it cannot log in with one) and a token for it, for tests of the
 * account's operations and pages. Log-in itself is tested through /auth/*.
 */
export async function testCustomer(
  options: { email?: string; customerType?: 'PERSON' | 'ORGANIZATION'; address?: object } = {},
): Promise<TestCustomer> {
  const bindings = env as unknown as BackendBindings;
  const email = options.email ?? `customer-${Date.now()}-${++serial}@example.com`;
  const customerType = options.customerType ?? 'PERSON';
  const now = new Date().toISOString();
  const row = await bindings.DB.prepare(
    `INSERT INTO customers (email, customer_type, address, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(email, customerType, JSON.stringify(options.address ?? {}), now, now)
    .first<{ id: number }>();
  const id = row!.id;
  const token = await signToken(
    secretsOf(bindings).identity,
    { sid: String(id), name: email, customerType },
    3600,
    Date.now(),
  );
  return {
    id,
    email,
    token,
    cookie: `${COOKIE.token}=${token}; ${COOKIE.user}=${encodeURIComponent(email)}`,
  };
}

/**
 * A user of a company account (ORGANIZATION with a member id, as approval makes one), logged in with
 * the business prices' cookie.
 */
export async function testCompanyUser(): Promise<TestCustomer> {
  const c = await testCustomer({ customerType: 'ORGANIZATION' });
  const db = (env as unknown as BackendBindings).DB;
  const company = await db
    .prepare(
      "INSERT INTO company_accounts (name, organization_id, created_at) VALUES ('Typbolaget', ?, '2026-01-01') RETURNING id",
    )
    .bind(`556013-${String(c.id).padStart(4, '0')}`)
    .first<{ id: number }>();
  await db
    .prepare("UPDATE customers SET member_type = 'company', member_id = ? WHERE id = ?")
    .bind(String(company!.id), c.id)
    .run();
  return { ...c, cookie: `${c.cookie}; ${COOKIE.userType}=ORGANIZATION` };
}

/** A customer with `amount` minor units of balance in `currency`, given as an operator gives one (README). */
export async function customerWithBalance(amount: number, currency = 'SEK') {
  const c = await testCustomer();
  await (env as unknown as BackendBindings).DB.prepare(
    'INSERT INTO customer_balances VALUES (?, ?, ?)',
  )
    .bind(c.id, currency, amount)
    .run();
  return c;
}
