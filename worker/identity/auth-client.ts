import { z } from 'zod';
import { log } from '../log';
import { passwordDigest } from './digest';
import type { IdentityEndpoints } from './endpoints';

/** The auth service's actions that take credentials (research note 1.1). */
export type CredentialAction = 'login' | 'register' | 'password';

/** A login's result. The refresh token comes in the x-auth-refresh-token header and is rotated on use. */
export interface AuthTokens {
  token: string;
  /** The access token's life in seconds. */
  maxAge: number;
  refreshToken: string;
}

/**
 * What went wrong, for the shopper's text: the service said no to these credentials, the e-mail has
 * an account already, it refused a refresh token, or it could not be asked (down, late, odd answers).
 */
export type AuthRefusal = 'INVALID_CREDENTIALS' | 'ALREADY_EXISTS' | 'REFUSED' | 'UNAVAILABLE';
export type AuthOutcome = { ok: true; tokens: AuthTokens } | { ok: false; reason: AuthRefusal };

export interface Credentials {
  username: string;
  password: string;
  /** The password being chosen (action `password`). */
  newPassword?: string;
  /** Without remember me the service keeps the session 30 minutes (spec section 9). */
  sessionLifetime?: number;
}

/** The SDK's deadline per auth request (research note 1.1). */
export const AUTH_TIMEOUT_MS = 10_000;
export const REFRESH_HEADER = 'x-auth-refresh-token';

const Challenge = z.object({ sign: z.string().min(1).max(4096) });
const Signature = z.object({
  identity: z.string().max(4096),
  signature: z.string().max(4096),
  timestamp: z.union([z.string().max(64), z.number()]),
});
const Tokens = z.object({
  token: z
    .string()
    .regex(/^[\w-]+(\.[\w-]+){0,2}$/)
    .max(4096),
  maxAge: z.number().int().positive().max(31_536_000),
});
const RefreshToken = z.string().regex(/^[\w.~+/=-]{16,2048}$/);
const Refusal = z.object({ error: z.string() }).catch({ error: '' });

/** The Geins auth protocol, spoken from the Worker only: nothing here reaches the browser. */
export function createAuthClient(o: {
  endpoints: IdentityEndpoints;
  fetch: typeof fetch;
  requestId?: string;
  /** The deadline of each request (AUTH_TIMEOUT_MS). */
  timeoutMs?: number;
}) {
  const { auth, sign } = o.endpoints;
  const call = (url: string, init: RequestInit = {}) =>
    o.fetch(url, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(o.timeoutMs ?? AUTH_TIMEOUT_MS),
      headers: { accept: 'application/json', ...init.headers },
    });
  const unavailable = (step: string, detail: unknown): AuthOutcome => {
    log('error', 'auth service failed', { requestId: o.requestId, step, error: detail });
    return { ok: false, reason: 'UNAVAILABLE' };
  };
  const post = (action: string, body: object) =>
    call(`${auth}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** The access token and the rotated refresh token from a 200, or null when either is missing. */
  async function tokensOf(res: Response): Promise<AuthTokens | null> {
    const tokens = Tokens.safeParse(await res.json().catch(() => null));
    const refreshToken = RefreshToken.safeParse(res.headers.get(REFRESH_HEADER));
    if (!tokens.success || !refreshToken.success) return null;
    return { ...tokens.data, refreshToken: refreshToken.data };
  }

  return {
    /** Challenge, signature, then the credentials with the digests (research note 1.1 steps 1-3). */
    async credentials(action: CredentialAction, c: Credentials): Promise<AuthOutcome> {
      try {
        const challengeRes = await post(action, { username: c.username });
        const challenge = Challenge.safeParse(await challengeRes.json().catch(() => null));
        if (!challengeRes.ok || !challenge.success)
          return unavailable('challenge', `HTTP ${challengeRes.status}`);
        const signRes = await call(`${sign}${encodeURIComponent(challenge.data.sign)}`);
        const signature = Signature.safeParse(await signRes.json().catch(() => null));
        if (!signRes.ok || !signature.success) return unavailable('sign', `HTTP ${signRes.status}`);
        const res = await post(action, {
          username: c.username,
          signature: signature.data,
          password: await passwordDigest(c.password),
          ...(c.newPassword === undefined
            ? {}
            : { newPassword: await passwordDigest(c.newPassword) }),
          ...(c.sessionLifetime === undefined ? {} : { sessionLifetime: c.sessionLifetime }),
        });
        if (res.ok) {
          const tokens = await tokensOf(res);
          return tokens ? { ok: true, tokens } : unavailable(action, 'answer without tokens');
        }
        const { error } = Refusal.parse(await res.json().catch(() => null));
        if (res.status === 409 || error === 'ALREADY_EXISTS')
          return { ok: false, reason: 'ALREADY_EXISTS' };
        if ((res.status === 401 || res.status === 403) && error !== 'INVALID_CHALLENGE')
          return { ok: false, reason: 'INVALID_CREDENTIALS' };
        return unavailable(action, `HTTP ${res.status} ${error}`.trim());
      } catch (error) {
        return unavailable(action, error);
      }
    },

    /** Rotates the refresh token (step 4): a new access token and a new refresh token. */
    async refresh(refreshToken: string): Promise<AuthOutcome> {
      try {
        const res = await call(`${auth}/login`, { headers: { [REFRESH_HEADER]: refreshToken } });
        // Geins answers a refresh token it does not know with no token (research note 1.1).
        if (!res.ok)
          return res.status === 401 || res.status === 403
            ? { ok: false, reason: 'REFUSED' }
            : unavailable('refresh', `HTTP ${res.status}`);
        const tokens = await tokensOf(res);
        return tokens ? { ok: true, tokens } : { ok: false, reason: 'REFUSED' };
      } catch (error) {
        return unavailable('refresh', error);
      }
    },

    /** Revokes the refresh token (step 5); a failure is logged, the cookies are gone anyway. */
    async logout(refreshToken: string): Promise<void> {
      try {
        const res = await call(`${auth}/logout`, { headers: { [REFRESH_HEADER]: refreshToken } });
        if (!res.ok)
          log('warn', 'auth logout refused', { requestId: o.requestId, status: res.status });
      } catch (error) {
        log('warn', 'auth logout failed', { requestId: o.requestId, error });
      }
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
