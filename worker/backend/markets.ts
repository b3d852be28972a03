/** The embedded backend's channel: one channel, four markets, sv and en interface languages. */
export interface CurrencySpec {
  code: 'SEK' | 'EUR' | 'NOK' | 'DKK';
  name: string;
  symbol: string;
  perSek: number;
}
export interface MarketSpec {
  id: string;
  alias: string;
  country: { code: string; sv: string; en: string };
  currency: CurrencySpec;
  defaultLanguage: string;
  allowedLanguages: readonly string[];
  /** Minor units of the market's currency, inc VAT; goods strictly over it ship free (499 kr pays). */
  freeShippingOver: number;
  shippingFee: number;
  /** Whose conventions the market's money follows in every interface language (money.ts formatMoney). */
  moneyLocale: string;
  /**
   * The market's VAT rate (%) for each kind of product, keyed by the Swedish rate the catalogue stores
   * it with: 25 the standard rate, 12 food (the pantry), 6 books; shipping has the standard rate.
   * Rates as of 2026: Finland's food 13.5 % since 1 January 2026 and books 14 % since 1 January 2025;
   * Norway's books 0 %. Sweden keeps the stored rates (the catalogue's own).
   */
  vatRates: Readonly<Record<25 | 12 | 6, number>>;
  /** The zone the market's shoppers live in: its days (the price history's 30) are counted there. */
  timeZone: string;
}

export const CHANNEL_ID = '1|se';
export const LANGUAGES = {
  'sv-SE': { code: 'sv', sv: 'Svenska', en: 'Swedish' },
  'en-US': { code: 'en', sv: 'Engelska', en: 'English' },
} as const;
export type LanguageId = keyof typeof LANGUAGES;

export const CURRENCIES: Record<CurrencySpec['code'], CurrencySpec> = {
  SEK: { code: 'SEK', name: 'Svensk krona', symbol: 'kr', perSek: 1 },
  EUR: { code: 'EUR', name: 'Euro', symbol: '€', perSek: 1 / 11 },
  NOK: { code: 'NOK', name: 'Norsk krone', symbol: 'kr', perSek: 1 },
  DKK: { code: 'DKK', name: 'Dansk krone', symbol: 'kr', perSek: 0.65 },
};

const both = ['sv-SE', 'en-US'] as const;
export const MARKETS: readonly MarketSpec[] = [
  {
    id: '1|se',
    alias: 'se',
    country: { code: 'SE', sv: 'Sverige', en: 'Sweden' },
    currency: CURRENCIES.SEK,
    defaultLanguage: 'sv-SE',
    allowedLanguages: both,
    freeShippingOver: 49900,
    shippingFee: 4900,
    moneyLocale: 'sv-SE',
    vatRates: { 25: 25, 12: 12, 6: 6 },
    timeZone: 'Europe/Stockholm',
  },
  {
    id: '2|fi',
    alias: 'fi',
    country: { code: 'FI', sv: 'Finland', en: 'Finland' },
    currency: CURRENCIES.EUR,
    defaultLanguage: 'en-US',
    allowedLanguages: both,
    freeShippingOver: 4900,
    shippingFee: 495,
    moneyLocale: 'fi-FI',
    vatRates: { 25: 25.5, 12: 13.5, 6: 14 },
    timeZone: 'Europe/Helsinki',
  },
  {
    id: '3|no',
    alias: 'no',
    country: { code: 'NO', sv: 'Norge', en: 'Norway' },
    currency: CURRENCIES.NOK,
    defaultLanguage: 'en-US',
    allowedLanguages: both,
    freeShippingOver: 49900,
    shippingFee: 4900,
    moneyLocale: 'nb-NO',
    vatRates: { 25: 25, 12: 15, 6: 0 },
    timeZone: 'Europe/Oslo',
  },
  {
    id: '4|dk',
    alias: 'dk',
    country: { code: 'DK', sv: 'Danmark', en: 'Denmark' },
    currency: CURRENCIES.DKK,
    defaultLanguage: 'en-US',
    allowedLanguages: both,
    freeShippingOver: 34900,
    shippingFee: 3500,
    moneyLocale: 'da-DK',
    vatRates: { 25: 25, 12: 25, 6: 25 },
    timeZone: 'Europe/Copenhagen',
  },
];
export const DEFAULT_MARKET = MARKETS[0]!;

/** The money locale of a currency's own market (a balance in another market's currency). */
export const moneyLocaleOf = (code: string) =>
  MARKETS.find((m) => m.currency.code === code)?.moneyLocale ?? DEFAULT_MARKET.moneyLocale;

/** The market for an id or alias; unknown values fall back to the default market, as the Merchant API does. */
export function marketFor(idOrAlias: string | null | undefined): MarketSpec {
  return MARKETS.find((m) => m.alias === idOrAlias || m.id === idOrAlias) ?? DEFAULT_MARKET;
}

/** A product's VAT rate in `market`, from the Swedish rate it is stored with. */
export const vatRateIn = (market: MarketSpec, storedRate: number): number =>
  market.vatRates[storedRate as 25 | 12 | 6] ?? storedRate;

/** The market's standard VAT rate (shipping's). */
export const standardVat = (market: MarketSpec) => market.vatRates[25];

export function languageFor(languageId: string | null | undefined): LanguageId {
  if (languageId && languageId in LANGUAGES) return languageId as LanguageId;
  const byCode = Object.entries(LANGUAGES).find(([, l]) => l.code === languageId);
  return (byCode?.[0] as LanguageId | undefined) ?? 'sv-SE';
}
