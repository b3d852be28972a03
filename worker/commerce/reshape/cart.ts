import type { Cart } from '../../../shared/types';
import { CartSchema } from '../upstream-schemas';
import { parseUpstream, ImageOptions, imageUrl, toPrice } from './upstream-parse';

export function toCart(raw: unknown, o: ImageOptions): Cart {
  const c = parseUpstream(CartSchema, raw, 'cart');
  const s = c.summary;
  return {
    id: c.id,
    promoCode: c.promoCode ?? null,
    items: (c.items ?? []).map((i) => {
      const sku = i.product.skus?.find((x) => x.skuId === i.skuId);
      const image = i.product.productImages?.[0]?.fileName;
      return {
        skuId: i.skuId,
        quantity: i.quantity,
        productId: i.product.productId,
        name: i.product.name,
        brand: i.product.brand?.name ?? '',
        path: i.product.canonicalUrl || `/p/${i.product.alias}`,
        image: image ? imageUrl(o, image, '120x120') : null,
        size: sku?.name ?? '',
        maxQuantity: sku?.stock.totalStock ?? i.quantity,
        unitPrice: toPrice(i.unitPrice),
        totalPrice: toPrice(i.totalPrice),
      };
    }),
    summary: {
      subTotal: toPrice(s.subTotal),
      total: toPrice(s.total),
      vatText: s.total.vatFormatted,
      discountIncVatText: s.total.discountIncVatFormatted,
      discountExVatText: s.total.discountExVatFormatted,
      hasDiscount: s.total.discountIncVat > 0,
      shipping: {
        feeIncVat: s.shipping.feeIncVat,
        feeIncVatText: s.shipping.feeIncVatFormatted,
        feeExVatText: s.shipping.feeExVatFormatted,
        isDefault: s.shipping.isDefault,
        amountLeft: s.shipping.amountLeftToFreeShipping,
        amountLeftText: s.shipping.amountLeftToFreeShippingFormatted,
      },
    },
  };
}
