import type { Cart } from '../shared/types';

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

/**
 * The browser's only way to the commerce API: the Worker's /graphql, by operation name. The Worker adds
 * the API key, the scope variables and the cart id from its HttpOnly cookie, and answers in domain types
 * with errors already in the shopper's language.
 */
export async function cartCall(
  operationName: CartOperation,
  variables: Record<string, unknown>,
  scope: BffScope,
): Promise<Cart> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName, variables, ...scope }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { cart?: Cart };
    errors?: { message: string; code?: string }[];
  } | null;
  const cart = body?.data?.cart;
  if (!res.ok || !cart) {
    const first = body?.errors?.[0];
    throw new BffError(
      first?.message ?? `Response not successful: Received status code ${res.status}`,
      first?.code ?? 'NETWORK',
    );
  }
  return cart;
}
