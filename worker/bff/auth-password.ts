import { z } from 'zod';
import {
  AUTH_ERROR,
  normalisedEmail,
  PasswordChangeInput,
  ResetCommitInput,
  ResetRequestInput,
} from '../../shared/auth';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import { REMEMBER_ME_SECONDS, SESSION_LIFETIME_MINUTES } from '../../shared/cookies';
import { commerceFor } from '../edge/commerce-for';
import { rememberAuthDraft } from '../edge/auth-draft';
import { customerTypeOf } from '../edge/cookies';
import { customerSessionOf, liveLogin } from '../identity/customer-session';
import { passwordDigest } from '../identity/digest';
import { authClientFor, endSession, loginOfCookies, startSession } from '../identity/session';
import { log } from '../log';
import { notLoggedIn, refusalOf, unavailable } from './auth-answers';
import { authAction } from './auth-action';

const clientFor = (c: Context<WorkerEnv>, scope: { locale: Locale; market: string }) =>
  commerceFor(c, {
    marketId: scope.market,
    languageId: LANGUAGE_ID[scope.locale],
    customerType: customerTypeOf(c),
  }).client;

const AccountEmail = z.object({ getUser: z.object({ email: z.string() }) });

/**
 * The e-mail of the account this request's login is for (one bearer call), or null: no login, or one
 * the API refused, whose session then ends (cookies cleared, customer-session.ts).
 */
async function loggedInEmail(
  c: Context<WorkerEnv>,
  scope: { locale: Locale; market: string },
): Promise<string | null> {
  const session = await customerSessionOf(c);
  if (!session) return null;
  const { data } = await session.customer.call((bearer) =>
    clientFor(c, scope).query('getUser', {
      bearer,
      parse: (d) => AccountEmail.parse(d).getUser.email,
    }),
  );
  return data;
}

async function sessionIsFor(
  c: Context<WorkerEnv>,
  scope: { locale: Locale; market: string },
  username: string,
): Promise<boolean> {
  const email = await loggedInEmail(c, scope);
  return email !== null && normalisedEmail(email) === normalisedEmail(username);
}

/**
 * A reset ends every session of the key's account, which may be this browser's own login (the API
 * tells whose key it was only by spending it): the login is checked now, rather than shown as live
 * until its next bearer call. Ended, the login panel the shopper goes to starts with its e-mail
 * (worker/edge/auth-draft.ts), for the new password at once; another account's login goes on.
 */
async function afterReset(c: Context<WorkerEnv>, scope: { locale: Locale; market: string }) {
  const username = loginOfCookies(c)?.username;
  if (!username) return;
  await loggedInEmail(c, scope);
  if (c.get('loginEnded')) rememberAuthDraft(c, 'login', { email: username });
}

/**
 * POST /auth/password {current, password, passwordConfirm, locale, market} → {ok: true}: the auth
 * service's `password` action; it revokes the customer's other sessions, this one goes on with new
 * tokens. A wrong current password ends the session (spec section 8): 401 LOGGED_OUT.
 */
export const authPassword = authAction({
  endpoint: 'auth-password',
  schema: PasswordChangeInput,
  frame: 'change',
  done: 'auth.passwordChanged',
  account: (c) => {
    const username = loginOfCookies(c)?.username;
    return username ? normalisedEmail(username) : null;
  },
  run: async (c, input, t) => {
    const login = await liveLogin(c);
    if (!login?.username) return notLoggedIn(t);
    // The username comes from a cookie anyone can write: only a session the API accepts, for that
    // very account, may test a password here (else this is a second way to guess passwords).
    if (!(await sessionIsFor(c, input, login.username))) return notLoggedIn(t);
    const client = authClientFor(c);
    if (!client) return unavailable(t);
    const remember = login.lifetime === REMEMBER_ME_SECONDS;
    const outcome = await client.credentials('password', {
      username: login.username,
      password: input.current,
      newPassword: input.password,
      ...(remember ? {} : { sessionLifetime: SESSION_LIFETIME_MINUTES }),
    });
    if (outcome.ok) {
      startSession(c, outcome.tokens, { username: login.username, remember });
      return { data: { ok: true } };
    }
    if (outcome.reason !== 'INVALID_CREDENTIALS') return refusalOf(outcome.reason, t);
    endSession(c);
    return {
      errors: [{ message: t('auth.wrongPasswordLoggedOut'), code: AUTH_ERROR.loggedOut }],
      status: 401,
    };
  },
});

/**
 * POST /auth/reset-request {email, locale, market} → {ok: true}, whether or not the address has an
 * account (the API mails a one-use link when it has).
 */
export const authResetRequest = authAction({
  endpoint: 'auth-reset-request',
  schema: ResetRequestInput,
  frame: 'reset',
  done: 'auth.resetSent',
  account: (_, input) => normalisedEmail(input.email),
  run: async (c, input, t) => {
    const { error } = await clientFor(c, input).mutation('requestPasswordReset', {
      variables: { email: input.email },
    });
    if (!error) return { data: { ok: true } };
    log('error', 'password reset request failed', { requestId: c.get('requestId'), error });
    return unavailable(t);
  },
});

/**
 * POST /auth/reset-commit {resetKey, password, passwordConfirm, locale, market} → {ok: true}; a key
 * that is unknown, used or expired → 400 RESET_KEY_INVALID with the expired-link text.
 */
export const authResetCommit = authAction({
  endpoint: 'auth-reset-commit',
  schema: ResetCommitInput,
  frame: 'reset',
  done: 'auth.passwordChanged',
  doneFrame: 'login',
  // A used or unknown key asks for a new link in the panel; other refusals keep the key's page.
  retryExcept: ['auth.resetKeyInvalid'],
  account: (_, input) => input.resetKey,
  run: async (c, input, t) => {
    const { data, error } = await clientFor(c, input).mutation('commitReset', {
      variables: { resetKey: input.resetKey, password: await passwordDigest(input.password) },
      parse: (d) => z.object({ commitReset: z.boolean() }).parse(d).commitReset,
    });
    if (data) {
      await afterReset(c, input);
      return { data: { ok: true } };
    }
    if (error) {
      log('error', 'password reset failed', { requestId: c.get('requestId'), error });
      return unavailable(t);
    }
    return {
      errors: [
        { message: t('auth.resetKeyInvalid'), code: AUTH_ERROR.resetKeyInvalid, field: 'resetKey' },
      ],
      status: 400,
    };
  },
});
