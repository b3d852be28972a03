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
