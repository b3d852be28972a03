import { numberFormat } from './intl';

/**
 * Money as a shopper of the market reads it, whatever the interface language (README decision "Money
 * follows the market"): the market's country convention (se "1 299 kr", "679,20 kr"; fi "49,90 €";
 * no "499 kr"; dk "349 kr."), whole amounts without decimals, every space a no-break space (U+00A0).
 * The embedded backend formats its *Formatted fields by the same rule (worker/backend/money.ts); the
 * storefront formats only what the API does not (the free-shipping threshold).
 */
const COUNTRY_LOCALES: Record<string, string> = {
  SE: 'sv-SE',
  FI: 'fi-FI',
  NO: 'nb-NO',
  DK: 'da-DK',
};
/** A market of another country reads its currency as the currency's home country does. */
const CURRENCY_LOCALES: Record<string, string> = {
  SEK: 'sv-SE',
  EUR: 'fi-FI',
  NOK: 'nb-NO',
  DKK: 'da-DK',
};

/** The locale whose conventions a market's money follows; the interface language's when nothing fits. */
export function moneyLocale(country: string, currency: string, fallback = 'sv-SE'): string {
  return (
    COUNTRY_LOCALES[country.toUpperCase()] ?? CURRENCY_LOCALES[currency.toUpperCase()] ?? fallback
  );
}

/** Every kind of space Intl may put in (U+0020, U+2009, U+202F) becomes one no-break space. */
export const noBreak = (text: string) => text.replace(/[\s\u202f\u2009]/g, '\u00a0');

/** Whether an amount in major units has cents (679.2 has, 499 has not). */
export const hasCents = (amount: number) => Math.round(amount * 100) % 100 !== 0;

/**
 * An amount in major units (499, 679.2) in a currency, by the given money locale. `cents`: two
 * decimals even when whole, for an amount beside others that have them (a discount "−7,00 €" between
 * "69,95 €" and "62,95 €").
 */
export function formatAmount(
  amount: number,
  currency: string,
  locale: string,
  cents = false,
): string {
  const whole = !cents && !hasCents(amount);
  try {
    return noBreak(
      numberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount),
    );
  } catch {
    return `${amount}\u00a0${currency}`;
  }
}

/**
 * An amount written as the sums it stands among: with cents when any of them has them ("−7,00 €" by
 * "69,95 €", README decision 195), in the money locale of its currency.
 */
export const formatAmongSums = (amount: number, currency: string, among: number[]) =>
  formatAmount(amount, currency, moneyLocale('', currency), among.some(hasCents));

/** A number in a text ("5 200 produkter", "5,200 products"), grouped by the interface language. */
export function formatNumber(value: number, locale: string): string {
  return noBreak(numberFormat(locale, { maximumFractionDigits: 1 }).format(value));
}
