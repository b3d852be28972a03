import { describe, expect, it } from 'vitest';
import { summarise, type Line } from '../cart/pricing';
import type { PricedCart } from '../cart/cart-type';
import type { BackendContext } from '../scope';
import { scopeOf } from '../scope';
import { quoteCheckout } from './quote';

const CART = { id: 'c', market: 'se', promo_code: null, completed: 0, version: 1 };

/** The checkout of a se cart whose goods are worth `total` minor units, to a Stockholm postcode. */
async function quoteFor(total: number) {
  const line: Line & { total: number } = {
    ...{ skuId: 1, productId: 1, quantity: 1, vatRate: 25, buy3pay2: false, campaigns: [] },
    ...{ regular: total, selling: total, total },
  };
  const scope = scopeOf({ marketId: 'se' });
  const price = async (_: unknown, choice?: Parameters<typeof summarise>[3]) =>
    ({ summary: summarise(scope, [line], null, choice) }) as unknown as PricedCart;
  return quoteCheckout(
    {} as BackendContext,
    CART,
    {
      cartId: 'c',
      marketId: 'se',
      checkout: { billingAddress: { zip: '11122' } },
    },
    price,
  );
}

describe('the checkout’s shipping options are free over the threshold, not at it', () => {
  it('499 kr pays every fee and lacks 0,01 kr; 499,01 kr ships free but for express', async () => {
    const at = await quoteFor(49900);
    expect(at.shippingOptions.map((o) => [o.feeIncVat, o.amountLeftToFreeShipping])).toEqual([
      [49, 0.01],
      [69, 0.01],
      [149, -1],
    ]);
    expect(at.cart.summary.shipping.feeIncVat).toBe(49);
    const over = await quoteFor(49901);
    expect(over.shippingOptions.map((o) => o.feeIncVat)).toEqual([0, 0, 149]);
    expect(over.cart.summary.shipping.feeIncVat).toBe(0);
  });
});
