import { describe, expect, it } from 'vitest';
import { pathInMarket } from './market-path';
import type { Locale } from './locales';
import type { Channel } from './types';

const market = (alias: string, locales: Locale[], defaultLocale: Locale) => ({
  id: alias,
  alias,
  locales,
  defaultLocale,
  country: { code: alias.toUpperCase(), name: alias },
  currency: alias === 'fi' ? 'EUR' : 'SEK',
});
// The demo channel lets every market speak sv and en; this one has a Finnish market without Swedish
// and a Norwegian one without English, to exercise routing rule 2's language switch.
const channel: Channel = {
  id: '1|se',
  defaultMarket: 'se',
  markets: [
    market('se', ['sv', 'en'], 'sv'),
    market('fi', ['en'], 'en'),
    market('no', ['sv'], 'sv'),
  ],
};
const to = (from: string, alias: string, marketsInPath = false) =>
  pathInMarket(from, {
    channel,
    market: channel.markets.find((m) => m.alias === alias)!,
    marketsInPath,
  });

describe('the same page in another market (spec section 4, market change; routing rule 2)', () => {
  it('keeps the page and its query when the market allows the language', () => {
    expect(to('/en/c/clothing?page=2', 'fi')).toEqual({
      path: '/en/c/clothing?page=2',
      locale: 'en',
    });
    expect(to('/sv/p/tops/a-shirt', 'se')).toEqual({ path: '/sv/p/tops/a-shirt', locale: 'sv' });
  });
  it('replaces the market in the path', () => {
    expect(to('/se/en/c/clothing', 'fi', true)).toEqual({
      path: '/fi/en/c/clothing',
      locale: 'en',
    });
    expect(to('/se/sv', 'no', true)).toEqual({ path: '/no/sv', locale: 'sv' });
  });
  it("switches to the market's default language when it does not allow the current one, slugs too", () => {
    expect(to('/sv/kassan', 'fi')).toEqual({ path: '/en/checkout', locale: 'en' });
    expect(to('/se/sv/favoriter', 'fi', true)).toEqual({ path: '/fi/en/favorites', locale: 'en' });
    expect(to('/en/brands?x=1', 'no')).toEqual({ path: '/sv/varumarken?x=1', locale: 'sv' });
    expect(to('/sv/c/clothing/tops', 'fi')).toEqual({ path: '/en/c/clothing/tops', locale: 'en' });
    expect(to('/se/sv/om-ralph', 'fi', true)).toEqual({ path: '/fi/en/om-ralph', locale: 'en' });
  });
  it('drops an earlier notice and keeps the rest of the query', () => {
    expect(to('/en/news?notice=market.changed&sort=LATEST', 'se').path).toBe(
      '/en/news?sort=LATEST',
    );
    expect(to('/en?notice=auth.loggedIn', 'se').path).toBe('/en');
  });
  it("goes to the market's start page from a path without a language", () => {
    expect(to('/', 'fi')).toEqual({ path: '/en', locale: 'en' });
    expect(to('/xx/yy', 'no', true)).toEqual({ path: '/no/sv', locale: 'sv' });
  });
});
