import { ERROR_CODE, failure, type Envelope } from '../shared/envelope';
import { DEFAULT_LOCALE, isLocale } from '../shared/locales';
import type { BrowserCart } from '../shared/types';
import { whileLoading } from './feedback/loading';
import { textsFor } from './texts';

export type CartOperation = 'getCart' | 'addToCart' | 'updateCartItem' | 'setCartPromoCode';
export interface BffScope {
  locale: string;
  market: string;
}

export class BffError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  ('data' in body || Array.isArray((body as { errors?: unknown }).errors));

/**
 * POSTs JSON to one of the Worker's browser endpoints and answers its envelope as a value: it never
 * throws. No answer at all is `NETWORK`, an answer that is not an envelope (a proxy's error page) is
 * `HTTP`, both with a text in the body's `locale`; every other error text comes from the Worker.
 */
export function postJson<T>(
  path: string,
  body: { locale: string } & Record<string, unknown>,
): Promise<Envelope<T>> {
  // A slow answer shows the loading indicator after 1 s (client/feedback/loading.ts).
  return whileLoading(
    requestJson<T>(path, body.locale, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** GETs a JSON endpoint (the type-ahead) with the scope in the query; its envelope as a value. */
export function getJson<T>(
  path: string,
  query: { locale: string } & Record<string, string>,
  signal?: AbortSignal,
): Promise<Envelope<T>> {
  return requestJson<T>(`${path}?${new URLSearchParams(query)}`, query.locale, {
    headers: { accept: 'application/json' },
    signal,
  });
}

async function requestJson<T>(url: string, locale: string, init: RequestInit) {
  const t = () => textsFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch {
    return failure(ERROR_CODE.network, (await t())('request.network'));
  }
  const answer: unknown = await res.json().catch(() => null);
  return isEnvelope(answer)
    ? (answer as Envelope<T>)
    : failure(ERROR_CODE.http, (await t())('error.generic'));
}

/**
 * The cart's way to the commerce API: the Worker's /graphql, by operation name. The Worker adds the
 * API key, the scope variables and the cart id from its HttpOnly cookie, and answers in domain types
 * (a cart without its id) with errors already in the shopper's language; this throws them as BffError
 * for the cart store's queue.
 */
export async function cartCall(
  operationName: CartOperation,
  variables: Record<string, unknown>,
  scope: BffScope,
): Promise<BrowserCart> {
  const answer = await postJson<{ cart: BrowserCart }>('/graphql', {
    operationName,
    variables,
    ...scope,
  });
  if (answer.errors) {
    const first = answer.errors[0];
    throw new BffError(first?.message ?? '', first?.code ?? ERROR_CODE.http);
  }
  return answer.data.cart;
}
