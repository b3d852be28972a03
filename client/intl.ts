/**
 * The browser's side of shared/intl.ts (client/build.mjs swaps it in): the same functions without the
 * cache. The cache pays in the Worker, where one isolate formats for every request; a page formats a
 * few prices, and its bytes count against every page's budget.
 */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(locale, options);

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, options);

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  new Intl.DisplayNames([locale], options);

export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  new Intl.Collator(locale, options);
