import { describe, expect, it } from 'vitest';
import { CLONE_CART_MUTATION } from '../../../shared/graphql/account';
import { backend } from '../../testing/graphql';
import { cartWith, plainSku, testDb } from '../checkout/test-carts';
import { codeOf } from '../../testing/account';

describe('cloneCart', () => {
  it('copies the lines into a new cart of the same market; resetPromotions drops the code', async () => {
    const a = await plainSku({ minStock: 3, offset: 30 });
    const b = await plainSku({ minStock: 3, offset: 31 });
    const source = await cartWith('fi', [
      [a.id, 2],
      [b.id, 1],
    ]);
    await testDb()
      .prepare("UPDATE carts SET promo_code = 'GUEST10' WHERE id = ?")
      .bind(source)
      .run();
    const kept = await backend(CLONE_CART_MUTATION, { id: source, cartMarketAlias: 'fi' });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.cloneCart.id).not.toBe(source);
    expect(kept.data!.cloneCart.promoCode).toBe('GUEST10');
    const reset = await backend(CLONE_CART_MUTATION, {
      id: source,
      resetPromotions: true,
      cartMarketAlias: 'fi',
    });
    const cart = reset.data!.cloneCart;
    expect(cart.promoCode).toBeNull();
    expect(
      cart.items.map((i: { skuId: number; quantity: number }) => [i.skuId, i.quantity]).sort(),
    ).toEqual(
      [
        [a.id, 2],
        [b.id, 1],
      ].sort(),
    );
    const stored = await testDb()
      .prepare('SELECT market, completed FROM carts WHERE id = ?')
      .bind(cart.id)
      .first();
    expect(stored).toEqual({ market: 'fi', completed: 0 });
    const original = await testDb()
      .prepare('SELECT count(*) AS n FROM cart_items WHERE cart_id = ?')
      .bind(source)
      .first<{ n: number }>();
    expect(original!.n).toBe(2);
  });

  it('refuses an unknown cart', async () => {
    const r = await backend(CLONE_CART_MUTATION, { id: 'no-such-cart' });
    expect(codeOf(r)).toBe('CART_NOT_FOUND');
  });
});
