import { describe, expect, it } from 'vitest';
import { PLACE_ORDER_MUTATION } from '../../../shared/graphql/checkout';
import { backend } from '../../testing/graphql';
import { ADDRESS, cartWith, codeOf, plainSku, testDb } from '../checkout/test-carts';

const INVOICE = {
  email: 'stock@example.com',
  identityNumber: '811218-9876',
  paymentId: 3,
  billingAddress: ADDRESS,
};
const place = (cartId: string) =>
  backend(PLACE_ORDER_MUTATION, { cartId, checkout: INVOICE, checkoutMarketId: 'se' });
const setStock = (id: number, inStock: number, oversellable: number, staticStock: number) =>
  testDb()
    .prepare('UPDATE skus SET in_stock = ?, oversellable = ?, static_stock = ? WHERE id = ?')
    .bind(inStock, oversellable, staticStock, id)
    .run();
const stock = (id: number) =>
  testDb()
    .prepare('SELECT in_stock, oversellable, static_stock FROM skus WHERE id = ?')
    .bind(id)
    .first<{ in_stock: number; oversellable: number; static_stock: number }>();

describe('stock taken by an order', () => {
  it('takes units in stock first, then oversellable ones, and never below zero', async () => {
    const sku = await plainSku({ minStock: 1, offset: 20 });
    await setStock(sku.id, 1, 2, 0);
    const first = await place(await cartWith('se', [[sku.id, 3]]));
    expect(first.errors).toBeUndefined();
    expect(await stock(sku.id)).toEqual({ in_stock: 0, oversellable: 0, static_stock: 0 });
    const second = await place(await cartWith('se', [[sku.id, 1]]));
    expect(codeOf(second)).toBe('OUT_OF_STOCK');
    expect(await stock(sku.id)).toEqual({ in_stock: 0, oversellable: 0, static_stock: 0 });
  });

  it('never takes static stock', async () => {
    const sku = await plainSku({ minStock: 1, offset: 21 });
    await setStock(sku.id, 0, 0, 999);
    const r = await place(await cartWith('se', [[sku.id, 2]]));
    expect(r.errors).toBeUndefined();
    expect(await stock(sku.id)).toEqual({ in_stock: 0, oversellable: 0, static_stock: 999 });
  });

  it('one short line rolls back the whole order: no order, other lines untouched, cart open', async () => {
    const plenty = await plainSku({ minStock: 5, offset: 22 });
    const short = await plainSku({ minStock: 1, offset: 23 });
    await setStock(short.id, 1, 0, 0);
    const cart = await cartWith('se', [
      [plenty.id, 2],
      [short.id, 2],
    ]);
    const r = await place(cart);
    expect(codeOf(r)).toBe('OUT_OF_STOCK');
    expect(r.errors![0]!.extensions).toMatchObject({ skuId: short.id, inStock: 1 });
    expect((await stock(plenty.id))!.in_stock).toBe(plenty.in_stock);
    const state = await testDb()
      .prepare(
        'SELECT c.completed, (SELECT count(*) FROM orders WHERE cart_id = c.id) AS orders FROM carts c WHERE c.id = ?',
      )
      .bind(cart)
      .first<{ completed: number; orders: number }>();
    expect(state).toMatchObject({ completed: 0, orders: 0 });
  });

  it('a redirect payment for a sold-out line is refused before any session opens', async () => {
    const sku = await plainSku({ minStock: 1, offset: 24 });
    await setStock(sku.id, 0, 0, 0);
    const r = await backend(PLACE_ORDER_MUTATION, {
      cartId: await cartWith('se', [[sku.id, 1]]),
      checkout: { ...INVOICE, paymentId: 2 },
      checkoutMarketId: 'se',
    });
    expect(codeOf(r)).toBe('OUT_OF_STOCK');
    expect(r.errors![0]!.extensions).toMatchObject({ skuId: sku.id, inStock: 0 });
  });
});
