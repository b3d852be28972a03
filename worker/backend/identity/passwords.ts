import { fromBase64, hmac, sameBytes, toBase64 } from './encoding';

/**
 * Stored passwords: `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` of HMAC-SHA-256(pepper, digest),
 * where the digest is what the client sends (base64 SHA-384 of the salted password, research 1.1). The
 * pepper lives outside the database, so a copied table alone cannot be tested against guesses.
 * 100 000 iterations is the most Workers' Web Crypto computes (it refuses more in production).
 */
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(
  pepper: string,
  digest: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) {
  const peppered = await hmac(pepper, digest);
  const key = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(pepper: string, digest: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pepper, digest, salt, PASSWORD_ITERATIONS);
  return `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/**
 * Whether `digest` is the password stored as `stored`. Without a stored password (unknown user, a
 * company user who has not set one) the same work is done and the answer is no, so the time taken
 * does not tell whether an account exists.
 */
export async function verifyPassword(
  pepper: string,
  digest: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const [scheme, rounds, saltText, hashText, extra] = (stored ?? '').split('$');
  const iterations = Number(rounds);
  const salt = fromBase64(saltText ?? '');
  const hash = fromBase64(hashText ?? '');
  const usable =
    scheme === 'pbkdf2-sha256' &&
    Number.isInteger(iterations) &&
    iterations > 0 &&
    iterations <= PASSWORD_ITERATIONS &&
    salt !== null &&
    salt.byteLength > 0 &&
    hash !== null &&
    extra === undefined;
  if (!usable) {
    await derive(pepper, digest, new Uint8Array(SALT_BYTES), PASSWORD_ITERATIONS);
    return false;
  }
  return sameBytes(await derive(pepper, digest, salt, iterations), hash);
}
