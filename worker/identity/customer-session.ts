import type { Context } from 'hono';
import { CommerceError, failed, type CommerceResult } from '../commerce/errors';
import type { CustomerSession, LiveLogin, OpenSession, WorkerEnv } from '../context';
import { renewLogin } from './renew';
import { endSession, loginOfCookies } from './session';
import { refreshDue, refreshInMs } from './token-timing';

/**
 * This request's login, read once: an anonymous request (no token, no refresh token) answers null
 * without any auth call. With a refresh token and a token that is missing or in the last 10 % of its
 * life, the tokens are rotated first, so every upstream call of the request carries a live token.
 */
export function liveLogin(c: Context<WorkerEnv>, now = Date.now()): Promise<LiveLogin | null> {
  const known = c.get('login');
  if (known) return known;
  const opened = open(c, now);
  c.set('login', opened);
  return opened;
}

async function open(c: Context<WorkerEnv>, now: number): Promise<LiveLogin | null> {
  const login = loginOfCookies(c);
  if (!login) return null;
  const due = !login.token || refreshDue(login.token, now);
  if (login.refreshToken && due) {
    const renewal = await renewLogin(c, login);
    if (renewal !== 'unavailable') return c.get('login');
  }
  // No refresh token (an operator's loginToken), or the auth service could not be asked: the token
  // the browser holds, if any; the API decides whether it still works.
  return login.token ? login : null;
}

/** The customer of this request (see liveLogin), with the bearer-call helper; null when anonymous. */
export async function customerSessionOf(
  c: Context<WorkerEnv>,
  now = Date.now(),
): Promise<OpenSession | null> {
  const login = await liveLogin(c, now);
  if (!login) return null;
  const customer: CustomerSession = {
    username: login.username,
    refreshInMs: login.refreshToken ? refreshInMs(login.token, now) : null,
    call: (run) => bearerCall(c, run),
  };
  return { customer, token: login.token };
}

async function bearerCall<T>(
  c: Context<WorkerEnv>,
  run: (bearer: string) => Promise<CommerceResult<T>>,
): Promise<CommerceResult<T>> {
  const login = await c.get('login');
  if (!login) return refusedWithoutLogin();
  const first = await run(login.token);
  if (first.error?.code !== 'UNAUTHENTICATED') return first;
  // Refused (or no refresh token): renewLogin has ended the session. Unavailable: keep it for later.
  if ((await renewLogin(c, login)) !== 'renewed') return first;
  const renewed = await c.get('login');
  if (!renewed) return first;
  const second = await run(renewed.token);
  if (second.error?.code === 'UNAUTHENTICATED') endSession(c);
  return second;
}

const refusedWithoutLogin = <T>() =>
  failed<T>(new CommerceError('You need to log in', 502, 'UNAUTHENTICATED'));
