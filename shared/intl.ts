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

/**
 * A region's name in a language ('SE' → 'Sverige' in sv), or undefined when the code is not a region
 * the platform names. Looked up once per language and code: a lookup costs microseconds, and a page
 * names every market of the channel. Only two-letter codes are kept (at most 676 per language).
 */
const regions = new Map<string, string | undefined>();
export function regionName(locale: string, code: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  const region = code.toUpperCase();
  const key = locale + region;
  if (regions.has(key)) return regions.get(key);
  let name: string | undefined;
  try {
    name = displayNames(locale, { type: 'region' }).of(region);
  } catch {
    name = undefined;
  }
  regions.set(key, name);
  return name;
}
