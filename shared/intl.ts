/**
 * Intl formatters, built once per locale and options and then shared. Building one costs tens of
 * microseconds (locale data is resolved each time); using one costs almost nothing, and a page formats
 * hundreds of numbers. A formatter is immutable and holds nothing of a visitor, so sharing it between
 * requests is safe (house rule 7 is about request state). A constructor that throws (an unknown
 * currency code) throws to the caller, as `new Intl.…` would, and nothing is kept.
 */
// Keys come from code (locales, the channel's currencies, fixed options), so the map stays small.
const formatters = new Map<string, unknown>();

function shared<T>(key: string, make: () => T): T {
  let known = formatters.get(key) as T | undefined;
  if (!known) formatters.set(key, (known = make()));
  return known;
}

const keyOf = (kind: string, locale: string, options: object) =>
  kind + locale + JSON.stringify(options);

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  shared(keyOf('n', locale, options), () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  shared(keyOf('d', locale, options), () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  shared(keyOf('l', locale, options), () => new Intl.DisplayNames([locale], options));

export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  shared(keyOf('c', locale, options), () => new Intl.Collator(locale, options));
