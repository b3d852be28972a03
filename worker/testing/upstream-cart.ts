// Upstream (Merchant API) shapes for the reshaping tests.
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
/**
 * A Merchant API cart of `goods` less a promo code's `discount`, shipped for `fee` (major units; ex VAT
 * 80 %), as toCart reads it.
 */
export const upstreamCart = (code: string, goods: number, discount: number, fee = 0) => ({
  id: 'c1',
  promoCode: 'CODE',
  items: [],
  summary: {
    subTotal: price(goods, goods * 0.8),
    total: {
      ...price(goods - discount + fee, (goods - discount + fee) * 0.8),
      vatFormatted: '',
      discountIncVatFormatted: '',
      discountExVatFormatted: '',
      discountIncVat: 0,
      currency: { code },
    },
    shipping: {
      feeIncVat: fee,
      feeExVat: fee * 0.8,
      feeIncVatFormatted: '',
      feeExVatFormatted: '',
      isDefault: true,
      amountLeftToFreeShipping: 0,
      amountLeftToFreeShippingFormatted: '',
    },
  },
});
