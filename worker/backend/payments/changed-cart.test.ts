import { describe, expect, it } from 'vitest';
import { ADD_TO_CART_MUTATION } from '../../../shared/graphql/cart';
import { PLACE_ORDER_MUTATION } from '../../../shared/graphql/checkout';
import { backend, embeddedFetch } from '../../testing/graphql';
import { form, openPayment, ordersOf, stockOf } from '../../testing/pending-payment';
import { codeOf, plainSku, testDb } from '../checkout/test-carts';

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const CHANGED = '/sv/checkout/klarna-fail?error=CartChanged';

const amountOn = async (res: Response) =>
  /<span class="amount">([^<]*)<\/span>/.exec(await res.text())?.[1];

/** The shopper adds another product in another tab. */
async function addToCart(cart: string, offset: number) {
  const other = await plainSku({ minStock: 5, offset });
  const r = await backend(ADD_TO_CART_MUTATION, {
    id: cart,
    item: { skuId: other.id, quantity: 1 },
    cartMarketAlias: 'se',
  });
  expect(r.errors).toBeUndefined();
}

describe('a card payment whose cart changed after the checkout', () => {
  it('the page shows the confirmed amount; changed, its reload says so and charges nothing', async () => {
    const { id, page, cart, sku, checkout, key } = await openPayment(70, {
      card: true,
      quantity: 1,
    });
    const shown = await amountOn(await embeddedFetch(`${page}?lang=sv`));
    expect(shown).toMatch(/kr$/);

    await addToCart(cart, 71);
    const reload = await embeddedFetch(`${page}?lang=sv`, { redirect: 'manual' });
    expect(reload.status).toBe(303);
    expect(reload.headers.get('location')).toBe(CHANGED);
    const paid = await form(page, CARD);
    expect(paid.headers.get('location')).toBe(CHANGED);
    expect(await ordersOf(id)).toBe(0);
    expect(await stockOf(sku.id)).toBe(sku.in_stock);
    // The attempt is over: the checkout places the changed cart as a new one.
    const again = await backend(
      PLACE_ORDER_MUTATION,
      { cartId: cart, checkout, checkoutMarketId: 'se', languageId: 'sv-SE' },
      { headers: { 'x-idempotency-key': key } },
    );
    expect(codeOf(again)).toBe('PAYMENT_FAILED');
  });

  it('paying on a page rendered before the change is CartChanged, not the generic error', async () => {
    const { id, page, cart } = await openPayment(72, { card: true, quantity: 1 });
    expect((await embeddedFetch(page)).status).toBe(200);
    await addToCart(cart, 73);
    const paid = await form(page, CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(CHANGED);
    expect(await ordersOf(id)).toBe(0);
  });

  it('a total that is no longer the confirmed one (a price changed) is neither shown nor charged', async () => {
    const { id, page } = await openPayment(74, { card: true, quantity: 1 });
    await testDb()
      .prepare(
        `UPDATE payment_sessions SET request = json_set(request, '$.total',
          json_extract(request, '$.total') - 100) WHERE id = ?`,
      )
      .bind(id)
      .run();
    const shown = await embeddedFetch(page, { redirect: 'manual' });
    expect(shown.headers.get('location')).toBe(CHANGED);
    expect((await form(page, CARD)).headers.get('location')).toBe(CHANGED);
    expect(await ordersOf(id)).toBe(0);
  });
});
