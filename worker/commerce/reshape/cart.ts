import type { z } from 'zod';
import { formatAmongSums } from '../../../shared/money';
import type { Cart } from '../../../shared/types';
import { CartSchema } from '../upstream-schemas';
import { parseUpstream, ImageOptions, imageUrl, toPrice } from './upstream-parse';

export function toCart(raw: unknown, o: ImageOptions): Cart {
  const c = parseUpstream(CartSchema, raw, 'cart');
  const s = withoutBalance(c.summary);
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
        categoryName: i.product.primaryCategory?.name ?? '',
        priceCampaign: i.product.discountType === 'PRICE_CAMPAIGN',
      };
    }),
    summary: {
      ...balanceOf(c.summary),
      subTotal: toPrice(s.subTotal),
      total: toPrice(s.total),
      vatText: s.total.vatFormatted,
      ...orderDiscount(s),
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

/**
 * The discount on the order as a whole (a promo code), apart from the lines' own sale prices, so that
 * subtotal − discount + shipping = total. A Merchant API that puts a code's discount into the line
 * prices answers 0 here, and the lines show it. Formatted as the currency's market reads it.
 */
function orderDiscount(s: z.infer<typeof CartSchema>['summary']) {
  const cents = (v: number) => Math.max(0, Math.round(v * 100)) / 100;
  const inc = cents(
    s.subTotal.sellingPriceIncVat + s.shipping.feeIncVat - s.total.sellingPriceIncVat,
  );
  const ex = cents(
    s.subTotal.sellingPriceExVat + (s.shipping.feeExVat ?? 0) - s.total.sellingPriceExVat,
  );
  const code = s.total.currency?.code ?? '';
  // Written as the sums it stands between: with cents when they have them ("−7,00 €" by "69,95 €").
  const text = (v: number, among: number[]) => (code ? formatAmongSums(v, code, among) : String(v));
  return {
    discountIncVat: inc,
    discountIncVatText: text(inc, [s.subTotal.sellingPriceIncVat, s.total.sellingPriceIncVat]),
    discountExVatText: text(ex, [s.subTotal.sellingPriceExVat, s.total.sellingPriceExVat]),
    hasDiscount: inc > 0,
  };
}

type Summary = z.infer<typeof CartSchema>['summary'];

/**
 * The summary with `total` as the order's total, before a customer's balance: the Merchant API's
 * `total` is what is left to pay after it (BalanceType: "the cart total … if balance hadn't been
 * withdrawn"). The balance pays; it is no discount, so the regular price and VAT stay the order's.
 */
function withoutBalance(s: Summary): Summary {
  const b = s.balance;
  if (!b || !(b.pending > 0)) return s;
  const paidEx = s.total.sellingPriceExVat - b.totalSellingPriceExBalanceExVat;
  return {
    ...s,
    total: {
      ...s.total,
      sellingPriceIncVat: b.totalSellingPriceExBalanceIncVat,
      sellingPriceExVat: b.totalSellingPriceExBalanceExVat,
      regularPriceIncVat: s.total.regularPriceIncVat + b.pending,
      regularPriceExVat: s.total.regularPriceExVat - paidEx,
      sellingPriceIncVatFormatted: b.totalSellingPriceExBalanceIncVatFormatted,
      sellingPriceExVatFormatted: b.totalSellingPriceExBalanceExVatFormatted,
    },
  };
}

/**
 * The balance's rows of a customer's checkout, when it pays anything: what it pays written with
 * cents when the sums around it have them ("−10,00 €" by "69,95 €", decision 195).
 */
function balanceOf(s: Summary) {
  const b = s.balance;
  if (!b || !(b.pending > 0)) return {};
  const code = s.total.currency?.code ?? '';
  const among = [b.totalSellingPriceExBalanceIncVat, b.pending, s.total.sellingPriceIncVat];
  return {
    balance: {
      available: b.pending + (b.remaining ?? 0),
      pendingText: code ? formatAmongSums(b.pending, code, among) : b.pendingFormatted,
      toPayText: s.total.sellingPriceIncVatFormatted,
      // The Merchant API's total is what is left to pay after the balance.
      paysAll: s.total.sellingPriceIncVat <= 0,
    },
  };
}
