/** Interface languages. sv is the default and the fallback. */
export const LOCALES = ['sv', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv';
/** The Merchant API's languageId per locale. */
export const LANGUAGE_ID: Record<Locale, string> = { sv: 'sv-SE', en: 'en-US' };

export const isLocale = (value: string | undefined | null): value is Locale =>
  LOCALES.includes(value as Locale);
/** A site path's locale (`/sv/…`, `/se/en/…`), or null when it names none. */
export const localeOfPath = (path: string): Locale | null =>
  path.split('/').slice(1, 3).find(isLocale) ?? null;
export const localeOfLanguageId = (languageId: string): Locale | null =>
  (Object.entries(LANGUAGE_ID).find(([, id]) => id === languageId)?.[0] as Locale | undefined) ??
  null;
