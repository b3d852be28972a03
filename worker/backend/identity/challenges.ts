import { fromBase64, hmac, randomToken, sameBytes, toBase64 } from './encoding';

/**
 * Login challenges (steps 1 and 2 of the Geins auth protocol, research 1.1): the service hands out a
 * random `sign` for a username, the sign endpoint signs it with the service's secret, and the
 * credentials post must bring that signature back within a minute. Each challenge works once.
 */
export const CHALLENGE_MS = 60_000;
/** 24 random bytes (192 bits), base64url. The sign endpoint signs nothing but strings of this form. */
export const CHALLENGE_PATTERN = /^[\w-]{32}$/;

export interface Signature {
  identity: string;
  signature: string;
  timestamp: string;
}

/** A new challenge for `username`; expired ones are swept on the way. */
export async function issueChallenge(db: D1Database, username: string, now: number) {
  const sign = randomToken(24);
  await db.batch([
    db.prepare('DELETE FROM auth_challenges WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO auth_challenges (sign, username, expires_at) VALUES (?, ?, ?)')
      .bind(sign, username, now + CHALLENGE_MS),
  ]);
  return sign;
}

const signedText = (identity: string, timestamp: string) => `${identity}|${timestamp}`;

/** What the sign endpoint answers for a challenge. */
export async function signChallenge(secret: string, identity: string, now: number) {
  const timestamp = new Date(now).toISOString();
  const signature = toBase64(await hmac(secret, signedText(identity, timestamp)));
  return { identity, signature, timestamp } satisfies Signature;
}

/**
 * Whether `signature` is ours for a live, unused challenge issued to `username`; a yes uses the
 * challenge up. Challenges are compared case-sensitively, usernames case-insensitively.
 */
export async function redeemChallenge(
  db: D1Database,
  secret: string,
  username: string,
  signature: Signature,
  now: number,
): Promise<boolean> {
  const given = fromBase64(signature.signature);
  if (!given || !CHALLENGE_PATTERN.test(signature.identity)) return false;
  const expected = await hmac(secret, signedText(signature.identity, signature.timestamp));
  if (!sameBytes(expected, given)) return false;
  const used = await db
    .prepare(
      `UPDATE auth_challenges SET used = 1
       WHERE sign = ? AND username = ? AND used = 0 AND expires_at > ?`,
    )
    .bind(signature.identity, username, now)
    .run();
  return used.meta.changes === 1;
}
