import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserCart } from '../../shared/types';
import { createCartStore } from './cart-store';

const scope = { locale: 'en', market: 'se' };
const CART = { items: [], promoCode: null } as unknown as BrowserCart;

/** The Worker's POST /graphql, answering getCart with CART; records the operations asked for. */
function stubGraphql() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    asked.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
    return Response.json({ data: { cart: CART } });
  });
  return asked;
}

describe('a cart the server did not wait for', () => {
  afterEach(() => vi.restoreAllMocks());

  it("'pending' is no cart yet; cartRequested asks /graphql for it once", async () => {
    const asked = stubGraphql();
    const store = createCartStore('pending', scope);
    expect(store.getState()).toMatchObject({ cart: null, cartPending: true });
    await store.getState().cartRequested();
    await store.getState().cartRequested();
    expect(store.getState()).toMatchObject({ cart: CART, cartPending: false, error: null });
    expect(asked).toEqual(['getCart']);
  });

  it('a cart the page already carries (or its absence) is not asked for again', async () => {
    const asked = stubGraphql();
    await createCartStore(CART, scope).getState().cartRequested();
    await createCartStore(null, scope).getState().cartRequested();
    expect(asked).toEqual([]);
  });
});
