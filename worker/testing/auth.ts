import { env } from 'cloudflare:test';
import type { Bindings } from '../env';
import { request } from './app';
import { embeddedFetch } from './graphql';

/** One Set-Cookie header, read. */
export interface SetCookie {
  value: string;
  maxAge: number | null;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | null;
  raw: string;
}

/** The cookies a response sets, by name (the last one of a name wins, as in a browser). */
export function setCookiesOf(res: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const raw of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = raw.split(/;\s*/);
    const eq = pair.indexOf('=');
    const attr = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(name))?.split('=')[1] ?? null;
    const maxAge = attr('max-age');
    cookies.set(pair.slice(0, eq), {
      value: decodeURIComponent(pair.slice(eq + 1)),
      maxAge: maxAge === null ? null : Number(maxAge),
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      secure: attributes.some((a) => a.toLowerCase() === 'secure'),
      sameSite: attr('samesite'),
      raw,
    });
  }
  return cookies;
}

/** A browser's cookie jar across requests: Set-Cookie in, Cookie out. */
export class Jar {
  readonly values = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }
  take(res: Response) {
    for (const [name, c] of setCookiesOf(res)) {
      if (c.maxAge === 0 || c.value === '') this.values.delete(name);
      else this.values.set(name, c.value);
    }
    return res;
  }
  get header() {
    return [...this.values].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }
}

let clients = 0;
/** A client address of its own (TEST-NET-2), so that rate limits never mix between tests. */
export const newIp = () => `198.51.100.${(++clients % 250) + 1}`;
let accounts = 0;
export const newEmail = () => `auth-${Date.now()}-${++accounts}@example.com`;

export interface PostOptions {
  jar?: Jar;
  ip?: string;
  base?: string;
  origin?: string;
  overrides?: Partial<Bindings>;
}

/** A same-origin JSON POST to the Worker, as the panel sends it; the jar sends and keeps cookies. */
export async function postAuth(path: string, body: object, o: PostOptions = {}) {
  const base = o.base ?? 'http://shop.test';
  const res = await request(
    `${base}${path}`,
    {
      method: 'POST',
      headers: {
        origin: o.origin ?? base,
        'content-type': 'application/json',
        'cf-connecting-ip': o.ip ?? newIp(),
        ...(o.jar ? { cookie: o.jar.header } : {}),
      },
      body: JSON.stringify(body),
    },
    o.overrides,
  );
  return o.jar ? o.jar.take(res) : res;
}

/** A new account through POST /auth/register, logged in in `jar`. */
export async function registeredCustomer(
  o: {
    password?: string;
    customerType?: 'PERSON' | 'ORGANIZATION';
    remember?: boolean;
    jar?: Jar;
  } = {},
) {
  const jar = o.jar ?? new Jar();
  const email = newEmail();
  const password = o.password ?? 'Hemligt123';
  const res = await postAuth(
    '/auth/register',
    {
      email,
      password,
      passwordConfirm: password,
      newsletter: false,
      customerType: o.customerType ?? 'PERSON',
      remember: o.remember ?? true,
      locale: 'en',
      market: 'se',
    },
    { jar },
  );
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return { email, password, jar };
}

export const db = () => (env as unknown as { DB: D1Database }).DB;

/** A response's JSON, for assertions. */
export const bodyOf = (res: Response): Promise<any> => res.json();

/**
 * The rate limit bindings count in fixed 60 s windows (Miniflare's clock): a test of a limit that
 * straddled a window's end would count again from zero. Start early in a window instead. This may
 * wait up to 15 s, so a test that calls it needs LIMIT_TEST_TIMEOUT rather than vitest's default 5 s.
 */
export async function freshWindow() {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 200));
}

/** Timeout for a test that starts with freshWindow(). */
export const LIMIT_TEST_TIMEOUT = 30_000;

/**
 * Every request the app sends out, in order, for tests of what a page costs: the app reaches a remote
 * commerce API (stubUpstream, installed first) and a remote auth service at https://auth.test/auth that
 * forwards to the embedded identity service. `bindings` configure the app for both.
 */
export function observeOutbound(graphqlEndpoint: string) {
  const previous = globalThis.fetch;
  const timeline: string[] = [];
  globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    if (url.host !== 'auth.test') {
      const body = req.method === 'POST' ? await req.clone().text() : '';
      timeline.push(`graphql ${/"operationName":"(\w+)"/.exec(body)?.[1] ?? url.pathname}`);
      return previous(req);
    }
    timeline.push(`auth ${req.method} ${url.pathname}`);
    return embeddedFetch(`/_commerce${url.pathname}${url.search}`, {
      method: req.method,
      headers: req.headers,
      body: req.method === 'POST' ? await req.text() : undefined,
    });
  };
  return {
    timeline,
    bindings: {
      COMMERCE_API_URL: graphqlEndpoint,
      AUTH_ENDPOINT: 'https://auth.test/auth',
      SIGN_ENDPOINT: 'https://auth.test/auth/sign/test-key?identity=',
    } satisfies Partial<Bindings>,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

/**
 * Another browser logs in as the customer and changes the password to `Nytt-losen-1`, which ends
 * every other session of the customer.
 */
export async function passwordChangedElsewhere(email: string, password: string) {
  const scope = { locale: 'sv', market: 'se' };
  const other = new Jar();
  await postAuth('/auth/login', { email, password, remember: true, ...scope }, { jar: other });
  const changed = await postAuth(
    '/auth/password',
    { current: password, password: 'Nytt-losen-1', passwordConfirm: 'Nytt-losen-1', ...scope },
    { jar: other },
  );
  if (changed.status !== 200) throw new Error(`password change answered ${changed.status}`);
}
