import { Hono, type Context } from 'hono';
import { readJsonBody } from '../json-body';
import { secretsOf, type BackendBindings } from '../request-context';
import { CHALLENGE_PATTERN, issueChallenge, redeemChallenge, signChallenge } from './challenges';
import { challengeBody, credentialsBody, runCredentials, type Action } from './credentials';
import {
  REFRESH_TOKEN_PATTERN,
  revokeRefreshToken,
  rotateRefreshToken,
  type SessionTokens,
} from './refresh-tokens';
import { claimsOf, REFRESH_HEADER, refusal, sessionAnswer } from './session-answer';

/** Identity requests are a username, a signature and two digests: 16 KiB is plenty. */
export const IDENTITY_BODY_BYTES = 16 * 1024;

type Env = { Bindings: BackendBindings };
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The embedded identity service, in the HTTP shape of Geins' auth service (research 1.1), mounted at
 * /auth in the backend: POST login|register|password (a challenge for `{username}`, a session for
 * credentials), GET sign/:apiKey, GET login (refresh) and GET logout with the refresh token in
 * `x-auth-refresh-token`. Refusals are `{"error": CODE}`.
 */
export function identityService() {
  const app = new Hono<Env>();
  for (const action of ['login', 'register', 'password'] as const)
    app.post(`/${action}`, (c) => challengeOrCredentials(c, action));
  // The API key is part of the path, as in the Merchant API's SIGN_ENDPOINT; without a configured key
  // the segment may be empty.
  app.get('/sign/:apiKey', sign);
  app.get('/sign/', sign);
  app.get('/sign', sign);
  app.get('/login', refresh);
  app.get('/logout', logout);
  return app;
}

async function challengeOrCredentials(c: Context<Env>, action: Action) {
  const body = await readJsonBody(c.req.raw, IDENTITY_BODY_BYTES);
  if (!body.ok) return refusal(c, body.status, body.code);
  const now = Date.now();
  const secrets = secretsOf(c.env);
  const value = body.value;
  if (!(value && typeof value === 'object' && 'signature' in value)) {
    const input = challengeBody.safeParse(value);
    if (!input.success) return refusal(c, 400, 'BAD_REQUEST');
    return c.json(
      { sign: await issueChallenge(c.env.DB, input.data.username, now) },
      200,
      NO_STORE,
    );
  }
  const input = credentialsBody.safeParse(value);
  if (!input.success) return refusal(c, 400, 'BAD_REQUEST');
  const { username, signature } = input.data;
  if (!(await redeemChallenge(c.env.DB, secrets.identity, username, signature, now)))
    return refusal(c, 401, 'INVALID_CHALLENGE');
  const outcome = await runCredentials(c.env.DB, secrets, action, input.data, now);
  if (!outcome.ok) return refusal(c, outcome.status, outcome.error);
  return answer(c, outcome.customerId, outcome.refresh, now);
}

async function sign(c: Context<Env>) {
  const key = c.env.COMMERCE_API_KEY;
  if (key && c.req.param('apiKey') !== key) return refusal(c, 401, 'INVALID_API_KEY');
  const identity = c.req.query('identity') ?? '';
  if (!CHALLENGE_PATTERN.test(identity)) return refusal(c, 400, 'BAD_REQUEST');
  const signed = await signChallenge(secretsOf(c.env).identity, identity, Date.now());
  return c.json(signed, 200, NO_STORE);
}

async function refresh(c: Context<Env>) {
  const token = c.req.header(REFRESH_HEADER) ?? '';
  const now = Date.now();
  const rotated = REFRESH_TOKEN_PATTERN.test(token)
    ? await rotateRefreshToken(c.env.DB, secretsOf(c.env).identity, token, now)
    : null;
  if (!rotated) return refusal(c, 401, 'UNAUTHENTICATED');
  return answer(c, rotated.customerId, rotated, now);
}

/** Always 200: a logout never fails for the shopper, whatever the token was. */
async function logout(c: Context<Env>) {
  const token = c.req.header(REFRESH_HEADER) ?? '';
  if (REFRESH_TOKEN_PATTERN.test(token)) await revokeRefreshToken(c.env.DB, token);
  return c.json({ ok: true }, 200, NO_STORE);
}

async function answer(c: Context<Env>, customerId: number, refresh: SessionTokens, now: number) {
  const claims = await claimsOf(c.env.DB, customerId);
  if (!claims) return refusal(c, 401, 'UNAUTHENTICATED');
  const session = { ...claims, session: refresh.session };
  return sessionAnswer(c, secretsOf(c.env).identity, session, refresh.token, now);
}
