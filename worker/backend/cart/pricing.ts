import { standardVat } from '../markets';
import { exVat, major, formatMoney, priceType, vatGroups, type PriceTypeValue } from '../money';
import type { Scope } from '../scope';

/** One cart line as read from D1: SKU, quantity and the product's price in the cart's currency (minor units, inc VAT). */
export interface Line {
  skuId: number;
  productId: number;
  quantity: number;
  vatRate: number;
  regular: number;
  selling: number;
  buy3pay2: boolean;
  campaigns: { name: string; hideTitle: boolean }[];
}
/** A promo code as it applies in one currency (cart/promo-codes.ts). */
export interface Promo {
  code: string;
  kind: 'promo_percent' | 'promo_fixed';
  /** Percent, or the fixed discount in minor units of the cart's currency. */
  value: number;
  /** Minor units of the cart's currency, inc VAT. */
  minOrder: number;
  name: string;
  hideTitle: boolean;
}

/** Buy 3 pay 2 over all eligible units: in every group of three, ordered by price, the cheapest is free. */
export function buy3pay2Discounts(lines: Line[]): Map<number, number> {
  const units = lines
    .filter((l) => l.buy3pay2)
    .flatMap((l) => Array<Line>(l.quantity).fill(l))
    .sort((a, b) => b.selling - a.selling || a.skuId - b.skuId);
  const discounts = new Map<number, number>();
  for (let i = 2; i < units.length; i += 3) {
    const unit = units[i]!;
    discounts.set(unit.skuId, (discounts.get(unit.skuId) ?? 0) + unit.selling);
  }
  return discounts;
}

/**
 * Promo discount in minor units for goods worth `goods`: none below the code's minimum order. The
 * minimum is checked when the code is set (with its own message) and again on every pricing, since
 * lines removed afterwards can take the cart below it: the code stays on the cart and applies again
 * once the goods reach the minimum.
 */
export function promoDiscount(promo: Promo | null, goods: number): number {
  if (!promo || goods <= 0 || goods < promo.minOrder) return 0;
  if (promo.kind === 'promo_percent') return Math.round((goods * promo.value) / 100);
  return Math.min(goods, promo.value);
}

/**
 * Free shipping is for goods strictly over the threshold, as every text promises it ("Fri frakt över
 * 499 kr"): goods of exactly 499 kr pay the fee. `left` is the threshold less the goods, which the
 * goods must pass ("399 kr kvar": over 399 kr more), and one minor unit at the threshold itself, so it
 * is above 0 exactly when the fee is charged (not "399,01 kr", which every cart under it would show);
 * 0 when free; -100 (the Merchant API's -1, "no threshold") when `freeOver` is null.
 */
export function freeShippingFor(freeOver: number | null, goods: number) {
  if (freeOver === null) return { free: false, left: -100 };
  const free = goods > freeOver;
  return { free, left: free ? 0 : Math.max(1, freeOver - goods) };
}

/**
 * The shipping method the summary prices: the market's standard fee until the checkout picks one.
 * `freeOver` null: never free (amountLeftToFreeShipping -1, the Merchant API's "no threshold").
 */
export interface ShippingChoice {
  id: number;
  name: string;
  displayName: string;
  fee: number;
  freeOver: number | null;
  chosen: boolean;
}
const standardShipping = (scope: Scope): ShippingChoice => ({
  id: 1,
  name: 'standard',
  displayName: scope.lang === 'sv' ? 'Standardfrakt' : 'Standard shipping',
  fee: scope.market.shippingFee,
  freeOver: scope.market.freeShippingOver,
  chosen: false,
});

/** The whole CartSummaryType; `lines` carry item totals after item-level campaigns. */
export function summarise(
  scope: Scope,
  lines: (Line & { total: number })[],
  promo: Promo | null,
  shipping: ShippingChoice = standardShipping(scope),
) {
  const regular = lines.reduce((s, l) => s + l.regular * l.quantity, 0);
  const goods = lines.reduce((s, l) => s + l.total, 0);
  const goodsEx = lines.reduce((s, l) => s + exVat(l.total, l.vatRate), 0);
  const regularEx = lines.reduce((s, l) => s + exVat(l.regular * l.quantity, l.vatRate), 0);
  const promoInc = promoDiscount(promo, goods);
  // The promo discount is spread over the lines in proportion to their value, so VAT stays right per rate.
  const share = (l: { total: number }) => (goods > 0 ? (promoInc * l.total) / goods : 0);
  const promoEx = Math.round(lines.reduce((s, l) => s + exVat(share(l), l.vatRate), 0));
  const afterPromo = goods - promoInc;
  const { free, left } = freeShippingFor(shipping.freeOver, afterPromo);
  const fee = lines.length === 0 || free ? 0 : shipping.fee;
  const standard = standardVat(scope.market);
  const feeEx = exVat(fee, standard);
  const f = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  const vatByRate = new Map<number, number>();
  for (const l of lines) {
    const inc = l.total - share(l);
    vatByRate.set(l.vatRate, (vatByRate.get(l.vatRate) ?? 0) + inc - exVat(inc, l.vatRate));
  }
  if (fee > 0) vatByRate.set(standard, (vatByRate.get(standard) ?? 0) + fee - feeEx);
  const total = priceType(scope, regular + fee, afterPromo + fee, standard, {
    regularEx: regularEx + feeEx,
    sellingEx: goodsEx - promoEx + feeEx,
  });
  return {
    subTotal: priceType(scope, regular, goods, standard, { regularEx, sellingEx: goodsEx }),
    shipping: {
      id: shipping.id,
      name: shipping.name,
      displayName: shipping.displayName,
      feeIncVat: major(fee),
      feeExVat: major(feeEx),
      feeIncVatFormatted: f(fee),
      feeExVatFormatted: f(feeEx),
      isDefault: !shipping.chosen,
      isSelected: shipping.chosen,
      amountLeftToFreeShipping: major(left),
      amountLeftToFreeShippingFormatted: f(left),
    },
    total,
    balance: balanceType(scope, total, 0, 0),
    vats: vatGroups(vatByRate),
    fixedAmountDiscountIncVat: major(promo?.kind === 'promo_fixed' ? promoInc : 0),
    fixedAmountDiscountExVat: major(promo?.kind === 'promo_fixed' ? promoEx : 0),
    promoDiscount: promoInc,
    /** Goods after every discount, minor units inc VAT: what free shipping is measured on. */
    goodsAfterDiscounts: afterPromo,
  };
}

/** BalanceType for a total before the balance (`before`), `pending` of a balance of `available` (minor units). */
function balanceType(scope: Scope, before: PriceTypeValue, available: number, pending: number) {
  const f = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  return {
    remaining: major(available - pending),
    pending: major(pending),
    totalSellingPriceExBalanceIncVat: before.sellingPriceIncVat,
    totalSellingPriceExBalanceExVat: before.sellingPriceExVat,
    remainingFormatted: f(available - pending),
    pendingFormatted: f(pending),
    totalSellingPriceExBalanceIncVatFormatted: before.sellingPriceIncVatFormatted,
    totalSellingPriceExBalanceExVatFormatted: before.sellingPriceExVatFormatted,
  };
}

/**
 * The summary paid in part (or whole) by a customer's balance of `available` minor units in the
 * cart's currency, as the Merchant API answers it: `balance.pending` is what the balance pays (at most
 * the total inc VAT), `balance.totalSellingPriceExBalance*` the total before it, and `total` what is
 * left to pay (so the summary reads "total before balance, − balance, total"). A balance is a means of
 * payment, not a discount: `total`'s VAT and discount stay the order's, and its ex-VAT price is what
 * is left to pay less that VAT, never below 0.
 */
export function withBalance<S extends ReturnType<typeof summarise>>(
  scope: Scope,
  summary: S,
  available: number,
): S {
  const before = summary.total;
  const inc = Math.round(before.sellingPriceIncVat * 100);
  const pending = Math.max(0, Math.min(available, inc));
  if (pending === 0) return { ...summary, balance: balanceType(scope, before, available, 0) };
  const minor = (v: number) => Math.round(v * 100);
  const paidEx = Math.min(pending, minor(before.sellingPriceExVat));
  const total = priceType(
    scope,
    minor(before.regularPriceIncVat) - pending,
    inc - pending,
    standardVat(scope.market),
    {
      regularEx: minor(before.regularPriceExVat) - paidEx,
      sellingEx: minor(before.sellingPriceExVat) - paidEx,
    },
  );
  return {
    ...summary,
    total: {
      ...total,
      vat: before.vat,
      vatFormatted: before.vatFormatted,
      discountPercentage: before.discountPercentage,
    },
    balance: balanceType(scope, before, available, pending),
  };
}
