import type { Context } from 'hono';
import type { LiveLogin, WorkerEnv } from '../context';
import { forgetLogin, rememberLogin } from '../edge/cookies';
import type { AuthOutcome } from './auth-client';
import { authClientFor } from './session';

/**
 * Refreshes in flight in this isolate, by refresh token: requests (a page and its parallel calls, two
 * tabs) that hold the same refresh token share one rotation instead of burning it twice. The only
 * mutable module state of the Worker, on purpose (house rule 7's exception): entries hold a promise
 * of plain data and leave the moment it settles. Across isolates the auth service answers a token
 * rotated moments ago with the same successor (identity contract, step 4).
 */
const refreshing = new Map<string, Promise<AuthOutcome>>();

export type Renewal = 'renewed' | 'refused' | 'unavailable';

/**
 * Rotates the login's tokens and its cookies (same remember-me lifetime). A refusal, or a login
 * without a refresh token, ends the login (cookies cleared); an auth service that cannot be asked
 * leaves the cookies for the next request.
 */
export async function renewLogin(c: Context<WorkerEnv>, login: LiveLogin): Promise<Renewal> {
  const refreshToken = login.refreshToken;
  if (!refreshToken) return refused(c);
  const client = authClientFor(c);
  if (!client) return 'unavailable';
  let pending = refreshing.get(refreshToken);
  if (!pending) {
    pending = client.refresh(refreshToken).finally(() => refreshing.delete(refreshToken));
    refreshing.set(refreshToken, pending);
  }
  const outcome = await pending;
  if (outcome.ok) {
    const renewed: LiveLogin = {
      ...login,
      token: outcome.tokens.token,
      refreshToken: outcome.tokens.refreshToken,
    };
    rememberLogin(c, { ...renewed, maxAge: outcome.tokens.maxAge });
    c.set('login', Promise.resolve(renewed));
    return 'renewed';
  }
  return outcome.reason === 'REFUSED' ? refused(c) : 'unavailable';
}

function refused(c: Context<WorkerEnv>): Renewal {
  forgetLogin(c);
  c.set('login', Promise.resolve(null));
  return 'refused';
}
