import { describe, expect, it } from 'vitest';
import { recordedOperation } from '../../testing/recording-d1';
import { cartWith, plainSku } from '../checkout/test-carts';

/**
 * Every page with a cart reads it, and each D1 call is a round trip to the database (further than
 * its query takes): a cart is read in two, the cart's row, then its lines, their campaigns and
 * their products in one batch.
 */
describe('a cart read', () => {
  it('is two D1 calls, the second a batch with the products, and the same cart as before', async () => {
    const [a, b] = [await plainSku({ offset: 1 }), await plainSku({ offset: 2 })];
    const id = await cartWith('se', [
      [a.id, 1],
      [b.id, 2],
    ]);
    const { body, calls, statements } = await recordedOperation('getCart', { id });
    expect(body.errors).toBeUndefined();
    expect(calls.map((c) => c.statements)).toEqual([1, 6]);
    expect(statements.some((s) => /FROM skus WHERE product_id IN \(SELECT/.test(s.sql))).toBe(true);
    const cart = (body.data as { getCart: { items: { skuId: number; quantity: number }[] } })
      .getCart;
    expect(cart.items.map((i) => [i.skuId, i.quantity])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
  });
});
