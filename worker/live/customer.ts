import type { Context } from 'hono';
import { z } from 'zod';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { knownLogin } from '../identity/session';
import { log } from '../log';

/**
 * Verified tokens, by the token's hash: a customer's cart calls ask the API about a token at most once
 * per half minute and isolate. A logout forgets its token here (forgetVerified); on another isolate
 * an ended session's token may follow the customer's cart for what is left of the half minute.
 */
const verified = new Map<string, { key: string; until: number }>();
const KEEP_MS = 30_000;
const MAX_KEPT = 1000;

const User = z.object({ getUser: z.object({ id: z.number().int(), email: z.string().min(3) }) });

/**
 * The live key of this request's customer (`customer:<id>`), or null when anonymous or when the API
 * does not accept the login's token. The key comes from the API's answer to the token (getUser),
 * never from a cookie the browser could write: a browser cannot follow another customer's cart.
 * Nothing is renewed here: an expiring token is the page's refresh timer's to renew.
 */
export async function verifiedCustomerKey(
  c: Context<WorkerEnv>,
  now = Date.now(),
): Promise<string | null> {
  const token = (await knownLogin(c))?.token;
  if (!token) return null;
  const hash = await sha256(token);
  const known = verified.get(hash);
  if (known && known.until > now) return known.key;
  const { client } = commerceFor(c, {
    marketId: 'se',
    languageId: 'sv-SE',
    customerType: 'PERSON',
  });
  const { data, error } = await client.query('getUser', { bearer: token, parse: User.parse });
  if (error) {
    // A refused token is a visitor no longer logged in. Anything else (a late or failed answer) leaves
    // this customer's cart unshared for the request, which nobody would see without this line.
    if (error.code !== 'UNAUTHENTICATED')
      log('warn', 'live: the login could not be verified', {
        requestId: c.get('requestId'),
        code: error.code,
        error,
      });
    return null;
  }
  const key = `customer:${data.getUser.id}`;
  if (verified.size >= MAX_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(hash, { key, until: now + KEEP_MS });
  return key;
}

/** A logout's token is no longer taken for its customer's here (the API refuses it already). */
export async function forgetVerified(token: string) {
  verified.delete(await sha256(token));
}

async function sha256(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
