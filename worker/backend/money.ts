import type { CurrencySpec } from './markets';

/** Minor units → the Merchant API's Decimal (major units). */
export const major = (minor: number) => Math.round(minor) / 100;

/**
 * VatGroupType list from VAT per rate (minor units): highest rate first, none of 0. The Merchant
 * API's `rate` is an Int, so a rate with a fraction (Finland's 25.5 %) is answered rounded, and rates
 * that round alike (13.5 and 14) are one group.
 */
export function vatGroups(byRate: Map<number, number>) {
  const rounded = new Map<number, number>();
  for (const [rate, amount] of byRate)
    rounded.set(Math.round(rate), (rounded.get(Math.round(rate)) ?? 0) + amount);
  return [...rounded]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({ rate, amount: major(Math.round(amount)) }));
}

/** Whether any of these amounts (minor units) has cents: a discount among them is written with them. */
export const anyCents = (...minor: number[]) => minor.some((m) => Math.round(m) % 100 !== 0);

export function exVat(incMinor: number, rate: number): number {
  return Math.round((incMinor * 100) / (100 + rate));
}

/**
 * The *Formatted texts: money as a shopper of the market reads it, in either interface language
 * (`locale` is the market's MarketSpec.moneyLocale: se "1 299 kr", "679,20 kr"; fi "49,90 €"; no
 * "499 kr"; dk "349 kr."). Whole amounts have no decimals unless `cents` (a discount beside sums that
 * have them: anyCents); every space is a no-break space (U+00A0).
 * The storefront formats what it must format itself by the same rule (shared/money.ts).
 */
export function formatMoney(
  minor: number,
  currency: CurrencySpec,
  locale: string,
  cents = false,
): string {
  const whole = !cents && minor % 100 === 0;
  return moneyFormat(locale, currency.code, whole ? 0 : 2)
    .format(minor / 100)
    .replace(/[\s\u202f\u2009]/g, '\u00a0');
}

// Formatters built once per locale, currency and decimals: building one costs far more than using it,
// and a price has seven *Formatted texts. Immutable, bounded by the markets' currencies.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** A price range in the market's money ("1 000–1 999 kr"); `to` null: from `from` up. */
export function formatMoneyRange(
  from: number,
  to: number | null,
  currency: CurrencySpec,
  locale: string,
  orMore: string,
): string {
  const f = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  // Not formatRange: workerd builds differ in its dash (U+2012 or U+2013). The currency once, at the
  // end where the locale writes it there ("1 000–1 999 kr"), else on both ends.
  const upper = to === null ? '' : f.format(to);
  const lower = /^\d/.test(upper)
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(from)
    : f.format(from);
  const text = to === null ? orMore.replace('{amount}', f.format(from)) : `${lower}–${upper}`;
  return text.replace(/[\s\u202f\u2009]/g, '\u00a0');
}

export interface Money {
  currency: CurrencySpec;
  /** The locale whose conventions the market's money follows (MarketSpec.moneyLocale). */
  moneyLocale: string;
}

/** A Merchant API PriceType from inc-VAT amounts in minor units. `vatMinor` overrides the single-rate VAT (mixed rates). */
export function priceType(
  m: Money,
  regularInc: number,
  sellingInc: number,
  rate: number,
  exOverride?: { regularEx: number; sellingEx: number },
) {
  const regularEx = exOverride?.regularEx ?? exVat(regularInc, rate);
  const sellingEx = exOverride?.sellingEx ?? exVat(sellingInc, rate);
  const discountInc = regularInc - sellingInc;
  const discountEx = regularEx - sellingEx;
  const vat = sellingInc - sellingEx;
  const f = (minor: number) => formatMoney(minor, m.currency, m.moneyLocale);
  return {
    sellingPriceIncVat: major(sellingInc),
    sellingPriceExVat: major(sellingEx),
    regularPriceIncVat: major(regularInc),
    regularPriceExVat: major(regularEx),
    discountIncVat: major(discountInc),
    discountExVat: major(discountEx),
    discountPercentage: regularInc > 0 ? Math.round((discountInc / regularInc) * 100) : 0,
    vat: major(vat),
    isDiscounted: discountInc > 0,
    sellingPriceIncVatFormatted: f(sellingInc),
    sellingPriceExVatFormatted: f(sellingEx),
    regularPriceIncVatFormatted: f(regularInc),
    regularPriceExVatFormatted: f(regularEx),
    discountIncVatFormatted: f(discountInc),
    discountExVatFormatted: f(discountEx),
    vatFormatted: f(vat),
    currency: {
      name: m.currency.name,
      symbol: m.currency.symbol,
      code: m.currency.code,
      rate: m.currency.perSek,
    },
  };
}
export type PriceTypeValue = ReturnType<typeof priceType>;
