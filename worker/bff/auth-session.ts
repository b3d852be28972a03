import { z } from 'zod';
import * as zm from 'zod/mini';
import { forgetLogin, rememberCartId } from '../edge/cookies';
import { renewLogin } from '../identity/renew';
import { endSession, knownLogin, loginOfCookies } from '../identity/session';
import { forgetVerified } from '../live/customer';
import { refreshInMs } from '../identity/token-timing';
import { jsonAction } from './action';
import { notLoggedIn, unavailable } from './auth-answers';
import { authAction } from './auth-action';

/**
 * POST /auth/logout {locale, market} → {ok: true}: the login cookies and the customer type go, the
 * refresh token is revoked, and the cart goes too (README decision 49: on a shared computer the
 * next person must not find the customer's cart).
 */
export const authLogout = authAction({
  endpoint: 'auth-session',
  schema: zm.object({}),
  frame: 'login',
  done: 'auth.loggedOut',
  account: () => null,
  run: async (c) => {
    const token = (await knownLogin(c))?.token;
    if (token) await forgetVerified(token);
    endSession(c);
    rememberCartId(c, '');
    return { data: { ok: true } };
  },
});

/**
 * POST /auth/refresh {} → {refreshInMs}: the page's timer at 90 % of the token's life rotates the
 * tokens (the cookies change; the page never sees a token). No live refresh token → 401, cookies cleared.
 */
export const authRefresh = jsonAction({
  endpoint: 'auth-session',
  schema: z.object({}),
  invalid: () => [],
  run: async (c, _, t) => {
    const login = loginOfCookies(c);
    if (!login?.refreshToken) {
      if (login) forgetLogin(c);
      return notLoggedIn(t);
    }
    const renewal = await renewLogin(c, login);
    if (renewal === 'refused') return notLoggedIn(t);
    if (renewal === 'unavailable') return unavailable(t);
    const renewed = await c.get('login');
    return { data: { refreshInMs: renewed ? refreshInMs(renewed.token, Date.now()) : null } };
  },
});
