import { describe, expect, it } from 'vitest';
import { upstreamCart as cart } from '../../testing/upstream-cart';
import { toCart } from './cart';

const discountOf = (raw: object) => {
  const s = toCart(raw, { imageBase: '/img' }).summary;
  return [s.discountIncVatText, s.discountExVatText].map((t) => t.replaceAll('\u00a0', '_'));
};

describe('the cart summary’s order discount', () => {
  it('is written as the sums around it: with cents when they have them, whole when they are', () => {
    // 69,95 € − 7 € = 62,95 €: "−7,00 €", not "−7 €" (ex VAT 55,96 − 5,60 = 50,36).
    expect(discountOf(cart('EUR', 69.95, 7))).toEqual(['7,00_€', '5,60_€']);
    expect(discountOf(cart('EUR', 70, 7))).toEqual(['7_€', '5,60_€']);
    // Ex VAT the sums have öre (719,20 kr), so the discount has them too.
    expect(discountOf(cart('SEK', 899, 100))).toEqual(['100_kr', '80,00_kr']);
  });
});
