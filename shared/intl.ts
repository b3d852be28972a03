/**
 * Intl formatters, built once per locale and options and then shared. Building one costs tens of
 * microseconds (locale data is resolved each time); using one costs almost nothing, and a page formats
 * hundreds of numbers. A formatter is immutable and holds nothing of a visitor, so sharing it between
 * requests is safe (house rule 7 is about request state). A constructor that throws (an unknown
 * currency code) throws to the caller, as `new Intl.…` would, and nothing is kept.
 */
const MAX_ENTRIES = 200;
const formatters = new Map<string, unknown>();

function shared<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const made = make();
  // Keys come from code (locales, currencies of the channel), so the bound is only a safety net.
  if (formatters.size >= MAX_ENTRIES) formatters.clear();
  formatters.set(key, made);
  return made;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  shared('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  shared('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  shared('names', locale, options, () => new Intl.DisplayNames([locale], options));

export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  shared('collator', locale, options, () => new Intl.Collator(locale, options));
