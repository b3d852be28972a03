import { describe, expect, it } from 'vitest';
import { toCart } from './cart';

const price = (inc: number, ex: number) => ({
  isDiscounted: false,
  sellingPriceIncVat: inc,
  sellingPriceExVat: ex,
  regularPriceIncVat: inc,
  regularPriceExVat: ex,
  sellingPriceIncVatFormatted: `${inc}`,
  sellingPriceExVatFormatted: `${ex}`,
  regularPriceIncVatFormatted: `${inc}`,
  regularPriceExVatFormatted: `${ex}`,
});
/** A cart of `goods` less a promo code's `discount`, shipped free (major units; ex VAT 80 %). */
const cart = (code: string, goods: number, discount: number) => ({
  id: 'c1',
  promoCode: 'CODE',
  items: [],
  summary: {
    subTotal: price(goods, goods * 0.8),
    total: {
      ...price(goods - discount, (goods - discount) * 0.8),
      vatFormatted: '',
      discountIncVatFormatted: '',
      discountExVatFormatted: '',
      discountIncVat: 0,
      currency: { code },
    },
    shipping: {
      feeIncVat: 0,
      feeExVat: 0,
      feeIncVatFormatted: '',
      feeExVatFormatted: '',
      isDefault: true,
      amountLeftToFreeShipping: 0,
      amountLeftToFreeShippingFormatted: '',
    },
  },
});
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
