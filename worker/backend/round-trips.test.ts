import { describe, expect, it } from 'vitest';
import { recordedOperation } from '../testing/recording-d1';
import { cartWith, plainSku, testDb } from './checkout/test-carts';

/**
 * Each D1 call is a round trip to the database, further than its query takes: reads that do not wait
 * on each other go in one batch. Every page with a cart reads it in one call (the cart's row, its
 * promo code, its lines, their campaigns and their products), and a product page its product in one.
 */
describe('a cart read', () => {
  it('is one D1 call with the products, and the same cart as before', async () => {
    const [a, b] = [await plainSku({ offset: 1 }), await plainSku({ offset: 2 })];
    const id = await cartWith('se', [
      [a.id, 1],
      [b.id, 2],
    ]);
    const { body, calls, statements } = await recordedOperation('getCart', {
      id,
      cartMarketAlias: 'se',
    });
    expect(body.errors).toBeUndefined();
    // Before, the cart's row was a call of its own ahead of the rest: [1, 6].
    expect(calls.map((c) => c.statements)).toEqual([8]);
    expect(statements.some((s) => /FROM skus WHERE product_id IN \(SELECT/.test(s.sql))).toBe(true);
    const cart = (body.data as { getCart: { items: { skuId: number; quantity: number }[] } })
      .getCart;
    expect(cart.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
  });
});

describe('a product page’s product', () => {
  it('is one D1 call by its alias, then its price history and variants side by side', async () => {
    const row = (await testDb()
      .prepare('SELECT id, alias FROM products ORDER BY id LIMIT 1 OFFSET 5')
      .first<{ id: number; alias: string }>())!;
    const { body, calls } = await recordedOperation('product', { alias: row.alias });
    const product = (body.data as { product: { productId: number; skus: unknown[] } }).product;
    expect(product.productId).toBe(row.id);
    expect(product.skus.length).toBeGreaterThan(0);
    // Before, the alias was a call of its own ahead of these: [1, 4, 1, 1, 1].
    expect(calls.map((c) => c.statements)).toEqual([4, 1, 1, 1]);
    // An unknown alias is no product, in the same one call.
    const none = await recordedOperation('product', { alias: 'no-such-product' });
    expect(none.body.data).toEqual({ product: null });
    expect(none.calls).toHaveLength(1);
  });
});

describe('a checkout opened anew', () => {
  it('reads its cart, what it remembers of it and its lines in one D1 call', async () => {
    const a = await plainSku({ offset: 3 });
    const cartId = await cartWith('se', [[a.id, 1]]);
    const opened = await recordedOperation('createOrUpdateCheckout', {
      cartId,
      checkout: { customerType: 'PERSON', billingAddress: { country: 'SE' } },
      checkoutMarketId: 'se',
    });
    expect(opened.body.errors).toBeUndefined();
    // Before, the lines were a second call: [2, 6].
    expect(opened.calls.map((c) => c.statements)).toEqual([9]);
    // With a postcode given there is nothing to remember.
    const typed = await recordedOperation('createOrUpdateCheckout', {
      cartId,
      checkout: { customerType: 'PERSON', billingAddress: { zip: '11122', country: 'SE' } },
      checkoutMarketId: 'se',
    });
    expect(typed.calls.map((c) => c.statements)).toEqual([8]);
  });
});
