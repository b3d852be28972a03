/**
 * The embedded identity service's access tokens: HS256 JWTs with the claims the Geins SDK reads
 * (research note 1.1). The storefront never verifies them (it only reads `exp` to schedule a refresh);
 * the embedded GraphQL does, with the same secret.
 */
export interface TokenClaims {
  /** The customer's id. */
  sid: string;
  /** The username (e-mail). */
  name: string;
  customerType: 'PERSON' | 'ORGANIZATION';
  memberType?: string;
  memberId?: string;
  /**
   * The login session the token was issued for (refresh_tokens.session_id): ending the session refuses
   * the token. Absent from an operator's loginToken, which has no session and lives an hour.
   */
  session?: string;
  /** Issued and expiry times, epoch seconds. */
  iat: number;
  exp: number;
  /** The issue time in epoch ms: `iat` alone cannot say whether a token predates a password change. */
  iatMs?: number;
}

/** What a token is signed for; the times come from the signing. */
export type TokenSubject = Omit<TokenClaims, 'iat' | 'exp' | 'iatMs'>;

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

const HEADER = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

/** A signed token for `claims`, issued at `nowMs` and valid `maxAgeSeconds`. */
export async function signToken(
  secret: string,
  claims: TokenSubject,
  maxAgeSeconds: number,
  nowMs: number,
): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  const payload = base64url(
    encoder.encode(JSON.stringify({ ...claims, iat, exp: iat + maxAgeSeconds, iatMs: nowMs })),
  );
  const input = `${HEADER}.${payload}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(input));
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** The token's claims when its signature is ours and it has not expired at `nowMs`; otherwise null. */
export async function verifyToken(
  secret: string,
  token: string,
  nowMs: number,
): Promise<TokenClaims | null> {
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined || header !== HEADER) return null;
  const signatureBytes = fromBase64url(signature);
  if (!signatureBytes) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes,
    encoder.encode(`${header}.${payload}`),
  );
  if (!valid) return null;
  const bytes = fromBase64url(payload);
  if (!bytes) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as TokenClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    if (typeof claims.sid !== 'string' || typeof claims.name !== 'string') return null;
    return claims;
  } catch {
    return null;
  }
}
