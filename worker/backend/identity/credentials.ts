import { z } from 'zod';
import { cancelResetKeys } from '../account/keys';
import { hashPassword, verifyPassword } from './passwords';
import { issueRefreshToken, revokeCustomerTokens, type SessionTokens } from './refresh-tokens';

/** The client's password digest: base64 of a SHA-384 (48 bytes), never a password in clear. */
export const PASSWORD_DIGEST = z.string().regex(/^[A-Za-z0-9+/]{64}$/);
const digest = PASSWORD_DIGEST;
const username = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const challengeBody = z.object({ username });
export const credentialsBody = z.object({
  username,
  signature: z.object({
    identity: z.string().max(200),
    signature: z.string().max(200),
    timestamp: z.string().max(100),
  }),
  password: digest,
  newPassword: digest.optional(),
  /** Minutes; without it the session is remembered for a week. */
  sessionLifetime: z.number().int().min(1).max(10_080).optional(),
});
export type Credentials = z.infer<typeof credentialsBody>;
export type Action = 'login' | 'register' | 'password';

export type Outcome =
  | { ok: true; customerId: number; refresh: SessionTokens }
  | { ok: false; status: 400 | 401 | 409; error: string };

interface Secrets {
  pepper: string;
}

/**
 * Step 3 of the protocol once the challenge is redeemed: log in, register (a PERSON customer), or
 * change the password (every other session of the customer ends). Each success starts a session.
 */
export async function runCredentials(
  db: D1Database,
  secrets: Secrets,
  action: Action,
  input: Credentials,
  now: number,
): Promise<Outcome> {
  const lifetime = input.sessionLifetime ?? null;
  if (action === 'register') {
    const passwordHash = await hashPassword(secrets.pepper, input.password);
    const stamp = new Date(now).toISOString();
    const created = await db
      .prepare(
        `INSERT INTO customers (email, password_hash, customer_type, created_at, updated_at)
         VALUES (?, ?, 'PERSON', ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
      )
      .bind(input.username, passwordHash, stamp, stamp)
      .first<{ id: number }>();
    if (!created) return { ok: false, status: 409, error: 'ALREADY_EXISTS' };
    return started(db, created.id, lifetime, now);
  }
  if (action === 'password' && !input.newPassword)
    return { ok: false, status: 400, error: 'BAD_REQUEST' };
  const customer = await db
    .prepare('SELECT id, password_hash FROM customers WHERE email = ?')
    .bind(input.username)
    .first<{ id: number; password_hash: string | null }>();
  const valid = await verifyPassword(secrets.pepper, input.password, customer?.password_hash);
  if (!customer || !valid) return { ok: false, status: 401, error: 'INVALID_CREDENTIALS' };
  if (action === 'password') {
    const passwordHash = await hashPassword(secrets.pepper, input.newPassword!);
    // The new password, the end of every session and of every reset link mailed before, together.
    await db.batch([
      db
        .prepare(
          'UPDATE customers SET password_hash = ?, updated_at = ?, credentials_changed_at = ? WHERE id = ?',
        )
        .bind(passwordHash, new Date(now).toISOString(), now, customer.id),
      revokeCustomerTokens(db, customer.id),
      cancelResetKeys(db, customer.id),
    ]);
  }
  return started(db, customer.id, lifetime, now);
}

const started = async (
  db: D1Database,
  customerId: number,
  lifetime: number | null,
  now: number,
): Promise<Outcome> => ({
  ok: true,
  customerId,
  refresh: await issueRefreshToken(db, customerId, lifetime, now),
});
