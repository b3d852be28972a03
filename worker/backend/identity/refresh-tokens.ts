import { logError } from '../log';
import { hmac, randomToken, sha256Hex, toBase64url } from './encoding';

/**
 * Refresh tokens: opaque, stored only as SHA-256 hashes, rotated on every use. A token's successor is
 * derived from the token and the service secret (HMAC), so the database never holds a usable token and
 * every refresh with the same token yields the same successor. For GRACE_MS after a rotation the old
 * token answers again with that successor (two tabs refreshing at once both win); used later, it is a
 * stolen or replayed token, and it, its successors and their successors are revoked.
 */
export const GRACE_MS = 60_000;
/** Without a session lifetime a token lives a week ("remember me"); each rotation restarts it. */
export const REMEMBER_MINUTES = 7 * 24 * 60;
export const REFRESH_TOKEN_PATTERN = /^[\w-]{43}$/;

const successorOf = async (secret: string, token: string) =>
  toBase64url(await hmac(`${secret}|refresh-successor`, token));

/** A refresh token and the session it starts (access tokens name it: customer.ts). */
export interface SessionTokens {
  token: string;
  session: string;
}

export async function issueRefreshToken(
  db: D1Database,
  customerId: number,
  sessionMinutes: number | null,
  now: number,
): Promise<SessionTokens> {
  const token = randomToken(32);
  const session = randomToken(16);
  await db.batch([
    db
      .prepare('DELETE FROM refresh_tokens WHERE customer_id = ? AND expires_at <= ?')
      .bind(customerId, now),
    db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, customer_id, session_minutes, expires_at, session_id)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(
        await sha256Hex(token),
        customerId,
        sessionMinutes,
        now + (sessionMinutes ?? REMEMBER_MINUTES) * 60_000,
        session,
      ),
  ]);
  return { token, session };
}

interface TokenRow {
  customer_id: number;
  expires_at: number;
  rotated_at: number | null;
  successor: string | null;
  revoked: number;
  session_id: string;
}

/** The customer and the successor token, or null for an unknown, expired, revoked or replayed token. */
export async function rotateRefreshToken(
  db: D1Database,
  secret: string,
  token: string,
  now: number,
): Promise<(SessionTokens & { customerId: number }) | null> {
  const hash = await sha256Hex(token);
  const successor = await successorOf(secret, token);
  const successorHash = await sha256Hex(successor);
  // One transaction: the first refresh marks the token rotated and stores the successor; a parallel
  // one finds it rotated and (inside the grace period) answers with the same successor.
  await db.batch([
    db
      .prepare(
        `UPDATE refresh_tokens SET rotated_at = ?1, successor = ?2
         WHERE token_hash = ?3 AND rotated_at IS NULL AND revoked = 0 AND expires_at > ?1`,
      )
      .bind(now, successorHash, hash),
    db
      .prepare(
        `INSERT OR IGNORE INTO refresh_tokens
           (token_hash, customer_id, session_minutes, expires_at, session_id)
         SELECT ?1, customer_id, session_minutes, ?2 + COALESCE(session_minutes, ?3) * 60000, session_id
         FROM refresh_tokens WHERE token_hash = ?4 AND successor = ?1 AND rotated_at = ?2`,
      )
      .bind(successorHash, now, REMEMBER_MINUTES, hash),
  ]);
  const row = await db
    .prepare(
      `SELECT customer_id, expires_at, rotated_at, successor, revoked, session_id
       FROM refresh_tokens WHERE token_hash = ?`,
    )
    .bind(hash)
    .first<TokenRow>();
  if (!row || row.revoked || row.rotated_at === null || row.successor !== successorHash)
    return null;
  if (now - row.rotated_at < GRACE_MS) {
    // Within the grace period, but not past a logout: a revoked successor ends the chain.
    const next = await db
      .prepare('SELECT revoked FROM refresh_tokens WHERE token_hash = ?')
      .bind(successorHash)
      .first<{ revoked: number }>();
    return next && !next.revoked
      ? { customerId: row.customer_id, token: successor, session: row.session_id }
      : null;
  }
  await revokeChain(db, hash);
  logError('refresh token reused after rotation', new Error('REFRESH_TOKEN_REUSED'), {
    customerId: row.customer_id,
  });
  return null;
}

/** Ends `token`'s session: it, every token before and after it, and so its access tokens (logout). */
export async function revokeRefreshToken(db: D1Database, token: string) {
  await revokeChain(db, await sha256Hex(token));
}

/** Revokes every refresh token of the customer (password change, reset): a statement for a batch. */
export const revokeCustomerTokens = (db: D1Database, customerId: number) =>
  db
    .prepare('UPDATE refresh_tokens SET revoked = 1 WHERE customer_id = ? AND revoked = 0')
    .bind(customerId);

// The session's tokens, and the chain of successors for tokens rotated before sessions were stored.
const revokeChain = (db: D1Database, hash: string) =>
  db
    .prepare(
      `WITH RECURSIVE chain(h) AS (
         SELECT ?1
         UNION
         SELECT r.successor FROM refresh_tokens r JOIN chain ON r.token_hash = chain.h
         WHERE r.successor IS NOT NULL
       )
       UPDATE refresh_tokens SET revoked = 1
       WHERE token_hash IN (SELECT h FROM chain)
          OR session_id = (SELECT session_id FROM refresh_tokens WHERE token_hash = ?1)`,
    )
    .bind(hash)
    .run();
