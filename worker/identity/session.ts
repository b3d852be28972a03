import type { Context } from 'hono';
import {
  REMEMBER_ME_SECONDS,
  SESSION_SECONDS,
  TOKEN_PATTERN,
  type CustomerType,
} from '../../shared/cookies';
import type { LiveLogin, WorkerEnv } from '../context';
import {
  forgetLogin,
  loginCookiesOf,
  rememberCartId,
  rememberCustomerType,
  rememberLogin,
} from '../edge/cookies';
import { log } from '../log';
import {
  createAuthClient,
  type AuthClient,
  type AuthOutcome,
  type AuthTokens,
} from './auth-client';
import { identityEndpoints, NO_ENDPOINT } from './endpoints';
import { unverifiedClaims } from './token-timing';

/** The auth service for this request, or null when the configuration names none (logged). */
export function authClientFor(c: Context<WorkerEnv>): AuthClient | null {
  const endpoints = identityEndpoints(c.get('config'), new URL(c.req.url).origin);
  if (!endpoints) {
    log('error', NO_ENDPOINT, { requestId: c.get('requestId') });
    return null;
  }
  return createAuthClient({
    endpoints,
    fetch: c.get('upstreamFetch'),
    requestId: c.get('requestId'),
  });
}

export function inBackground(c: Context<WorkerEnv>, work: Promise<unknown>) {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}

/** The login cookies as they came with the request (no auth call). */
export function loginOfCookies(c: Context<WorkerEnv>): LiveLogin | null {
  const cookies = loginCookiesOf(c);
  const token = cookies.token;
  if (!token && !cookies.refreshToken) return null;
  return {
    token: token ?? '',
    refreshToken: cookies.refreshToken,
    username: cookies.username ?? (token ? unverifiedClaims(token)?.name : undefined) ?? '',
    lifetime: cookies.lifetime,
  };
}

/**
 * The login this request knows without renewing anything: one started, renewed or ended during the
 * request (a login's own request has no login cookies yet), else the cookies'.
 */
export async function knownLogin(c: Context<WorkerEnv>): Promise<LiveLogin | null> {
  const known = c.get('login') as Promise<LiveLogin | null> | undefined;
  return known ? known : loginOfCookies(c);
}

/** A login the auth service just granted: its cookies, for the remember-me lifetime chosen. */
export function startSession(
  c: Context<WorkerEnv>,
  tokens: AuthTokens,
  o: { username: string; remember: boolean },
) {
  // A customer logging in over another login: that one's refresh token is revoked, not left alive.
  const previous = loginCookiesOf(c).refreshToken;
  const client = previous ? authClientFor(c) : null;
  if (previous && client) inBackground(c, client.logout(previous));
  const login: LiveLogin = {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    username: o.username,
    lifetime: o.remember ? REMEMBER_ME_SECONDS : SESSION_SECONDS,
  };
  rememberLogin(c, { ...login, maxAge: tokens.maxAge });
  c.set('login', Promise.resolve(login));
}

/** Logs the customer out: the login cookies go at once, the refresh token is revoked in the background. */
export function endSession(c: Context<WorkerEnv>) {
  const refreshToken = loginCookiesOf(c).refreshToken;
  forgetLogin(c);
  c.set('login', Promise.resolve(null));
  const client = refreshToken ? authClientFor(c) : null;
  if (refreshToken && client) inBackground(c, client.logout(refreshToken));
}

/**
 * An operator's `loginToken` (research note 1.6): the token alone for an hour, no refresh token, and
 * the cart of whoever used this browser dropped. `customer` is who the API answered the token is
 * (worker/screens/account/account.tsx asks it first): the header's name and the VAT mode come from
 * that answer, never from the token's unverified claims. False for anything that is not a token.
 */
export function impersonate(
  c: Context<WorkerEnv>,
  loginToken: string,
  customer: { email: string; customerType: CustomerType },
): boolean {
  if (loginToken.length < 20 || loginToken.length > 4096 || !TOKEN_PATTERN.test(loginToken))
    return false;
  endSession(c);
  const login: LiveLogin = {
    token: loginToken,
    refreshToken: null,
    username: customer.email,
    lifetime: SESSION_SECONDS,
  };
  rememberLogin(c, { ...login, maxAge: IMPERSONATION_SECONDS });
  rememberCartId(c, '');
  rememberCustomerType(c, customer.customerType);
  c.set('login', Promise.resolve(login));
  return true;
}
export const IMPERSONATION_SECONDS = 3600;
