import { isLocale, type Locale } from './locales';
import { href, matchRoute, prefixOf } from './routes';
import type { Channel, Market } from './types';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The notice a page shows (and announces to the other tabs) after the market changed. */
export const MARKET_NOTICE = 'market.changed';

/**
 * The same page in another market (specification section 4, market change, and routing rule 2): the
 * market's prefix replaces the old one, and a language the market does not allow becomes its default
 * language, the page's localised slugs with it (`/en/checkout` → `/sv/kassan`). A path that names no
 * language is the new market's start page. The query stays, without an earlier notice.
 */
export function pathInMarket(
  from: string,
  o: { channel: Channel; market: Market; marketsInPath: boolean },
): { path: string; locale: Locale } {
  const address = from.split('#')[0]!;
  const mark = address.indexOf('?');
  const pathname = mark < 0 ? address : address.slice(0, mark);
  const search = mark < 0 ? '' : address.slice(mark + 1);
  const raw = pathname.split('/').filter(Boolean);
  const kept = search.split('&').filter((p) => p && !/^notice(=|$)/.test(p));
  const query = kept.length ? `?${kept.join('&')}` : '';
  const known = (alias: string | undefined) => o.channel.markets.some((m) => m.alias === alias);
  const skip = o.marketsInPath && known(raw[0]) ? 1 : 0;
  const locale = raw[skip];
  const link = (l: Locale) => ({ locale: l, market: o.marketsInPath ? o.market.alias : null });
  if (!isLocale(locale)) {
    const home = o.market.defaultLocale;
    return { path: href(link(home), 'home'), locale: home };
  }
  const rest = raw.slice(skip + 1);
  const next = o.market.locales.includes(locale) ? locale : o.market.defaultLocale;
  if (next === locale)
    return {
      path: `${prefixOf(link(locale))}${rest.map((s) => `/${s}`).join('')}${query}`,
      locale,
    };
  const match = matchRoute(rest.map(decode), locale);
  return {
    path: match ? href(link(next), match.name, match.params) + query : href(link(next), 'home'),
    locale: next,
  };
}
