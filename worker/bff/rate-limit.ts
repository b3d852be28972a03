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
  | 'checkout-quote';
type Limiter = keyof Pick<Bindings, 'RATE_LIMIT_SHOPPING' | 'RATE_LIMIT_FORMS'>;

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
};
export const PER_MINUTE: Record<Limiter, number> = {
  RATE_LIMIT_SHOPPING: 120,
  RATE_LIMIT_FORMS: 10,
};
export const limitPerMinute = (endpoint: Endpoint) => PER_MINUTE[LIMITER[endpoint]];
/** The bindings count in windows of 60 s; a client over the limit may try again within one. */
export const RETRY_AFTER_SECONDS = 60;

/** The client as Cloudflare saw it; wrangler dev sets the header too, tests call without one. */
const clientOf = (c: Context<WorkerEnv>) => c.req.header('cf-connecting-ip') ?? 'local';

/**
 * Counts this request against the client's limit for the endpoint; true when it is over. A limiter
 * that fails lets the request through (logged): an outage of the counter must not close the shop.
 */
export async function overLimit(c: Context<WorkerEnv>, endpoint: Endpoint): Promise<boolean> {
  try {
    const { success } = await c.env[LIMITER[endpoint]].limit({
      key: `${endpoint}:${clientOf(c)}`,
    });
    return !success;
  } catch (error) {
    log('error', 'rate limiter failed', { requestId: c.get('requestId'), endpoint, error });
    return false;
  }
}
