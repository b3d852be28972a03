import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import type { Channel, Market } from '../../shared/types';

export interface LocationInput {
  segments: string[];
  marketsInPath: boolean;
  channel: Channel;
  cookies: { market?: string; locale?: string };
}

export type Location =
  | { kind: 'redirect'; segments: string[] }
  | { kind: 'page'; market: Market; locale: Locale; marketInPath: boolean; rest: string[] };

/**
 * Routing rules 2 and 7 of the specification. With markets in the path URLs are /{market}/{locale}/…:
 * an unknown market becomes the fallback (default) market, /{locale}/{market} is swapped, a missing market
 * is prefixed with the current one, and a locale the market does not allow becomes its default language.
 * Without markets in the path URLs are /{locale}/… and the market comes from the cookie.
 */
export function resolveLocation({
  segments,
  marketsInPath,
  channel,
  cookies,
}: LocationInput): Location {
  const byAlias = (alias: string | undefined) => channel.markets.find((m) => m.alias === alias);
  const fallback = byAlias(channel.defaultMarket) ?? channel.markets[0];
  if (!fallback) throw new Error('The channel has no markets');
  const current = byAlias(cookies.market) ?? fallback;
  const preferred = isLocale(cookies.locale) ? cookies.locale : DEFAULT_LOCALE;
  const localeFor = (market: Market, wanted: Locale) =>
    market.locales.includes(wanted) ? wanted : market.defaultLocale;
  const [first, second, ...tail] = segments;

  if (!marketsInPath) {
    if (!isLocale(first)) {
      // A market-prefixed URL while markets are off: drop the market, keep the rest (`/fi` is the
      // start page, `/fi/c/shoes` the category).
      if (byAlias(first))
        return {
          kind: 'redirect',
          segments: isLocale(second)
            ? [second, ...tail]
            : [localeFor(current, preferred), ...segments.slice(1)],
        };
      return { kind: 'redirect', segments: [localeFor(current, preferred), ...segments] };
    }
    const locale = localeFor(current, first);
    if (locale !== first) return { kind: 'redirect', segments: [locale, ...segments.slice(1)] };
    return { kind: 'page', market: current, locale, marketInPath: false, rest: segments.slice(1) };
  }

  if (isLocale(first)) {
    const swapped = byAlias(second);
    if (swapped)
      return { kind: 'redirect', segments: [swapped.alias, localeFor(swapped, first), ...tail] };
    return {
      kind: 'redirect',
      segments: [current.alias, localeFor(current, first), ...segments.slice(1)],
    };
  }
  const market = byAlias(first);
  if (!market) {
    if (isLocale(second))
      return { kind: 'redirect', segments: [fallback.alias, localeFor(fallback, second), ...tail] };
    return {
      kind: 'redirect',
      segments: [current.alias, localeFor(current, preferred), ...segments],
    };
  }
  if (!isLocale(second))
    return {
      kind: 'redirect',
      segments: [market.alias, localeFor(market, preferred), ...segments.slice(1)],
    };
  const locale = localeFor(market, second);
  if (locale !== second) return { kind: 'redirect', segments: [market.alias, locale, ...tail] };
  return { kind: 'page', market, locale, marketInPath: true, rest: tail };
}

/**
 * The market and locale a page will most likely resolve to, from the path and cookies alone (before the
 * channel is known), so that its reads can start beside the channel's. Only a guess: null when the path
 * names no locale (a redirect is coming), and the caller discards it when resolveLocation disagrees.
 * Without markets in the path the market is the cookie's, else the default market that the channel id
 * names ('1|se': channel 1, market se).
 */
export function guessLocation(
  segments: string[],
  marketsInPath: boolean,
  cookies: { market?: string },
  channelId: string,
): { market: string; locale: Locale; rest: string[] } | null {
  const [first, second] = segments;
  if (marketsInPath)
    return first && isLocale(second)
      ? { market: first, locale: second, rest: segments.slice(2) }
      : null;
  if (!isLocale(first)) return null;
  const market = cookies.market || channelId.split('|')[1] || '';
  return market ? { market, locale: first, rest: segments.slice(1) } : null;
}
