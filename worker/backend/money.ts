import type { CurrencySpec, LanguageId } from './markets';

/** Minor units → the Merchant API's Decimal (major units). */
export const major = (minor: number) => Math.round(minor) / 100;

export function exVat(incMinor: number, rate: number): number {
  return Math.round((incMinor * 100) / (100 + rate));
}

export function formatMoney(minor: number, currency: CurrencySpec, language: LanguageId): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.code,
    currencyDisplay: currency.code === 'EUR' ? 'symbol' : 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

export interface Money {
  currency: CurrencySpec;
  language: LanguageId;
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
  const f = (minor: number) => formatMoney(minor, m.currency, m.language);
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
