import { describe, expect, it } from 'vitest';
import { scopeOf } from '../scope';
import { summarise, type Line } from './pricing';

/** One line of goods worth `total` minor units inc VAT. */
const goods = (total: number): Line & { total: number } => ({
  skuId: 1,
  productId: 1,
  quantity: 1,
  vatRate: 25,
  regular: total,
  selling: total,
  buy3pay2: false,
  campaigns: [],
  total,
});

describe('free shipping is for goods over the threshold, as "Fri frakt över 499 kr" says', () => {
  it.each([
    // 400 kr lacks 99 kr (to pass), not 99,01 kr, which every cart under the threshold showed.
    ['se', 40000, 49, 99],
    ['se', 49900, 49, 0.01],
    ['se', 49901, 0, 0],
    ['fi', 4900, 4.95, 0.01],
    ['fi', 4901, 0, 0],
    ['dk', 34900, 35, 0.01],
    ['dk', 34999, 0, 0],
  ] as const)('%s: goods of %i minor units pay %d, %d left', (market, total, fee, left) => {
    const shipping = summarise(scopeOf({ marketId: market }), [goods(total)], null).shipping;
    expect([shipping.feeIncVat, shipping.amountLeftToFreeShipping]).toEqual([fee, left]);
  });

  it('measures the goods after the promo code; an empty cart lacks the threshold, not a minor unit more', () => {
    const scope = scopeOf({ marketId: 'se' });
    const save10 = {
      code: 'SAVE10',
      kind: 'promo_percent' as const,
      value: 10,
      minOrder: 0,
      name: '10 % rabatt',
      hideTitle: false,
    };
    // 554,44 kr less 10 % is 499 kr (rounded): not over.
    expect(summarise(scope, [goods(55444)], save10).shipping.feeIncVat).toBe(49);
    expect(summarise(scope, [], null).shipping).toMatchObject({
      feeIncVat: 0,
      amountLeftToFreeShipping: 499,
      amountLeftToFreeShippingFormatted: '499\u00a0kr',
    });
  });
});
