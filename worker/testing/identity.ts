// Test helpers: the Geins auth protocol against the embedded identity service, as the BFF speaks it.
import { env } from 'cloudflare:test';
import { embeddedFetch } from './graphql';
import type { BackendBindings } from '../backend/request-context';
import type { Signature } from '../backend/identity/challenges';
import { toBase64 } from '../backend/identity/encoding';
import { REFRESH_HEADER } from '../backend/identity/session-answer';

const SALT = 'Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD';

/** The client's password digest: base64(SHA-384(password + SALT)) (research 1.1). */
export async function digestOf(password: string) {
  const bytes = await crypto.subtle.digest('SHA-384', new TextEncoder().encode(password + SALT));
  return toBase64(new Uint8Array(bytes));
}

export const db = () => (env as unknown as BackendBindings).DB;

let serial = 0;
export const newEmail = () => `shopper-${Date.now()}-${++serial}@example.com`;

export type Action = 'login' | 'register' | 'password';

export const postJson = (path: string, body: unknown, bindings?: Partial<BackendBindings>) =>
  embeddedFetch(
    `/_commerce/auth/${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    bindings,
  );

/** Step 1: a challenge for `username`. */
export async function challenge(action: Action, username: string) {
  const res = await postJson(action, { username });
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}`);
  return ((await res.json()) as { sign: string }).sign;
}

/** Step 2: the sign endpoint's signature (the test API key unless told otherwise). */
export async function signed(sign: string, apiKey = 'test-key') {
  const res = await embeddedFetch(
    `/_commerce/auth/sign/${apiKey}?identity=${encodeURIComponent(sign)}`,
  );
  if (res.status !== 200) throw new Error(`sign answered ${res.status}`);
  return (await res.json()) as Signature;
}

export interface CredentialsInput {
  username: string;
  password: string;
  newPassword?: string;
  sessionLifetime?: number;
}

/** Steps 1-3 with plain passwords (digested here): the service's raw answer. */
export async function credentials(action: Action, input: CredentialsInput) {
  const signature = await signed(await challenge(action, input.username));
  return postJson(action, {
    username: input.username,
    signature,
    password: await digestOf(input.password),
    ...(input.newPassword ? { newPassword: await digestOf(input.newPassword) } : {}),
    ...(input.sessionLifetime ? { sessionLifetime: input.sessionLifetime } : {}),
  });
}

/** A registered customer with a session: its access and refresh tokens. */
export async function registered(password = 'Hemligt123', username = newEmail()) {
  const res = await credentials('register', { username, password });
  if (res.status !== 200) throw new Error(`register answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { username, password, token, refresh: res.headers.get(REFRESH_HEADER)! };
}

export const refresh = (token: string) =>
  embeddedFetch('/_commerce/auth/login', { headers: { [REFRESH_HEADER]: token } });

export const logout = (token: string) =>
  embeddedFetch('/_commerce/auth/logout', { headers: { [REFRESH_HEADER]: token } });
