import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import type { Bindings } from '../env';
import { log } from '../log';

/** The browser endpoints; each counts apart, per client. */
export type Endpoint =
  | 'graphql'
  | 'suggest'
  | 'customer-type'
  | 'reviews'
  | 'stock-watch'
  | 'checkout'
  | 'checkout-quote'
  | 'newsletter'
  | 'auth-login'
  | 'auth-register'
  | 'auth-password'
  | 'auth-reset-request'
  | 'auth-reset-commit'
  | 'auth-session'
  | 'account-settings'
  | 'account-company'
  | 'market'
  | 'consent'
  | 'viewed'
  | 'favorite'
  | 'live';
type Limiter = keyof Pick<
  Bindings,
  'RATE_LIMIT_SHOPPING' | 'RATE_LIMIT_FORMS' | 'RATE_LIMIT_AUTH' | 'RATE_LIMIT_AUTH_ACCOUNT'
>;

/**
 * Which binding counts an endpoint. The limits live in wrangler.toml ([[ratelimits]]); they are repeated
 * here for the tests and the 429's Retry-After. Chosen so that no shopper meets them: the cart, the
 * type-ahead and the VAT switch at 120 a minute (two a second, all minute long); reviews and stock
 * watches, which store what a visitor writes, at 10 a minute.
 */
const LIMITER: Record<Endpoint, Limiter> = {
  graphql: 'RATE_LIMIT_SHOPPING',
  suggest: 'RATE_LIMIT_SHOPPING',
  'customer-type': 'RATE_LIMIT_SHOPPING',
  reviews: 'RATE_LIMIT_FORMS',
  'stock-watch': 'RATE_LIMIT_FORMS',
  // A shopper without JavaScript posts the checkout form for every change (quantities, shipping).
  checkout: 'RATE_LIMIT_SHOPPING',
  'checkout-quote': 'RATE_LIMIT_SHOPPING',
  newsletter: 'RATE_LIMIT_FORMS',
  // Credentials and reset keys: guessing them is what the limit is for (per client and per account).
  'auth-login': 'RATE_LIMIT_AUTH',
  'auth-register': 'RATE_LIMIT_AUTH',
  'auth-password': 'RATE_LIMIT_AUTH',
  'auth-reset-request': 'RATE_LIMIT_AUTH',
  'auth-reset-commit': 'RATE_LIMIT_AUTH',
  // Logout and the page's refresh timer guess nothing.
  'auth-session': 'RATE_LIMIT_SHOPPING',
  // The account's forms (settings, company application) store what a customer writes.
  'account-settings': 'RATE_LIMIT_FORMS',
  'account-company': 'RATE_LIMIT_FORMS',
  // The market selector's form (issue 13), a click like the VAT switch.
  market: 'RATE_LIMIT_SHOPPING',
  // The cookie banner's choice stores nothing but the visitor's own cookies.
  consent: 'RATE_LIMIT_SHOPPING',
  // A prefetched product page, once shown, says so (POST /viewed): one per page view.
  viewed: 'RATE_LIMIT_SHOPPING',
  // Live sockets (GET /live): a page opens one or two, and reconnects at most 5 times from 500 ms.
  live: 'RATE_LIMIT_SHOPPING',
  // A heart without JavaScript: a plain form per toggle, like the VAT switch.
  favorite: 'RATE_LIMIT_SHOPPING',
};
export const PER_MINUTE: Record<Limiter, number> = {
  RATE_LIMIT_SHOPPING: 120,
  RATE_LIMIT_FORMS: 10,
  RATE_LIMIT_AUTH: 5,
  RATE_LIMIT_AUTH_ACCOUNT: 50,
};
export const limitPerMinute = (endpoint: Endpoint) => PER_MINUTE[LIMITER[endpoint]];
/** The bindings count in windows of 60 s; a client over the limit may try again within one. */
export const RETRY_AFTER_SECONDS = 60;

/** The client as Cloudflare saw it; wrangler dev sets the header too, tests call without one. */
const clientOf = (c: Context<WorkerEnv>) => clientKey(c.req.header('cf-connecting-ip') ?? 'local');

/**
 * The limiter's key for a client address: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network holds 2^64 addresses: counting each apart would be no limit at all).
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros =
    tail === undefined ? [] : Array(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = [...front, ...zeros, ...back].slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}

/**
 * Counts this request against the client's limit for the endpoint; true when it is over. A limiter
 * that fails lets the request through (logged): an outage of the counter must not close the shop.
 */
export const overLimit = (c: Context<WorkerEnv>, endpoint: Endpoint): Promise<boolean> =>
  counted(c, LIMITER[endpoint], endpoint, `${bucketOf(endpoint)}:${clientOf(c)}`);

/** A password change tests a password as a login does: both spend one budget, not one each. */
const bucketOf = (endpoint: Endpoint) => (endpoint === 'auth-password' ? 'auth-login' : endpoint);

/**
 * Log-in (with the password change, one budget) counts per account against a ceiling of its own, ten
 * clients' limits wide: at a client's 5, one client failing at an address locked its owner out from
 * everywhere. A guesser's bound is the client's limit, which counts across accounts and so per account
 * and client too; the ceiling only caps guessing spread over many clients.
 */
const accountLimiterOf = (endpoint: Endpoint): Limiter =>
  bucketOf(endpoint) === 'auth-login' ? 'RATE_LIMIT_AUTH_ACCOUNT' : LIMITER[endpoint];
/** Whether the account's limit is a ceiling shared by all its clients (its refusal is not 'you tried'). */
export const hasAccountCeiling = (endpoint: Endpoint) =>
  accountLimiterOf(endpoint) === 'RATE_LIMIT_AUTH_ACCOUNT';

/**
 * Counts this request against the account it names (a normalised e-mail, or a reset key): credential
 * stuffing spreads over many addresses of clients, so one account has its own limit. The key is a
 * hash: the limiter never sees an address.
 */
export async function overAccountLimit(
  c: Context<WorkerEnv>,
  endpoint: Endpoint,
  account: string,
): Promise<boolean> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(account));
  const hex = [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return counted(c, accountLimiterOf(endpoint), endpoint, `${bucketOf(endpoint)}:account:${hex}`);
}

async function counted(
  c: Context<WorkerEnv>,
  limiter: Limiter,
  endpoint: Endpoint,
  key: string,
): Promise<boolean> {
  try {
    const { success } = await c.env[limiter].limit({ key });
    return !success;
  } catch (error) {
    log('error', 'rate limiter failed', { requestId: c.get('requestId'), endpoint, error });
    return false;
  }
}
