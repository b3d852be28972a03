import { describe, expect, it } from 'vitest';
import type { Channel } from '../../shared/types';
import { guessLocation, resolveLocation } from './resolve-location';

const market = (alias: string, locales: ('sv' | 'en')[], defaultLocale: 'sv' | 'en') => ({
  id: alias,
  alias,
  locales,
  defaultLocale,
  country: { code: alias.toUpperCase(), name: alias },
  currency: 'SEK',
});
// A channel where fi allows English only, to exercise "locale not allowed by the market".
const channel: Channel = {
  id: '1|se',
  defaultMarket: 'se',
  markets: [
    market('se', ['sv', 'en'], 'sv'),
    market('fi', ['en'], 'en'),
    market('no', ['sv', 'en'], 'en'),
  ],
};
const resolve = (
  path: string,
  marketsInPath: boolean,
  cookies: { market?: string; locale?: string } = {},
) =>
  resolveLocation({ segments: path.split('/').filter(Boolean), marketsInPath, channel, cookies });
const to = (path: string, inPath: boolean, cookies = {}) => {
  const r = resolve(path, inPath, cookies);
  return r.kind === 'redirect'
    ? `/${r.segments.join('/')}`
    : `page ${r.market.alias} ${r.locale} /${r.rest.join('/')}`;
};

describe('market and locale resolution with markets in the path', () => {
  it('serves /{market}/{locale}/… as it is', () =>
    expect(to('/se/sv/c/shoes', true)).toBe('page se sv /c/shoes'));
  it('replaces an unknown market with the fallback market', () =>
    expect(to('/xx/en/c/shoes', true)).toBe('/se/en/c/shoes'));
  it('swaps /{locale}/{market} to /{market}/{locale}', () =>
    expect(to('/en/no/p/a', true)).toBe('/no/en/p/a'));
  it('prefixes a missing market with the current one (cookie, else default)', () => {
    expect(to('/sv/c/shoes', true)).toBe('/se/sv/c/shoes');
    expect(to('/sv/c/shoes', true, { market: 'no' })).toBe('/no/sv/c/shoes');
  });
  it('moves a locale the market does not allow to its default language', () =>
    expect(to('/fi/sv/c/shoes', true)).toBe('/fi/en/c/shoes'));
  it('adds a missing locale: the cookie one when allowed, else sv', () => {
    expect(to('/se', true)).toBe('/se/sv');
    expect(to('/se/c/shoes', true, { locale: 'en' })).toBe('/se/en/c/shoes');
  });
  it('sends / to the current market and locale', () => {
    expect(to('/', true)).toBe('/se/sv');
    expect(to('/', true, { market: 'no', locale: 'en' })).toBe('/no/en');
  });
});

describe('market and locale resolution without markets in the path', () => {
  it('serves /{locale}/… in the cookie market or the default one', () => {
    expect(to('/en/c/shoes', false)).toBe('page se en /c/shoes');
    expect(to('/en/c/shoes', false, { market: 'no' })).toBe('page no en /c/shoes');
  });
  it('sends / to the locale cookie, else sv (the default)', () => {
    expect(to('/', false)).toBe('/sv');
    expect(to('/', false, { locale: 'en' })).toBe('/en');
    expect(to('/', false, { locale: 'de' })).toBe('/sv');
  });
  it('prefixes a path without locale', () => expect(to('/c/shoes', false)).toBe('/sv/c/shoes'));
  it('drops a market segment when markets are not in the path', () =>
    expect(to('/se/en/c/shoes', false)).toBe('/en/c/shoes'));
  it('drops a market without a locale when markets are not in the path', () => {
    expect(to('/fi', false)).toBe('/sv');
    expect(to('/fi', false, { locale: 'en' })).toBe('/en');
    expect(to('/fi/c/shoes', false)).toBe('/sv/c/shoes');
  });
  it('moves a locale the cookie market does not allow to its default language', () =>
    expect(to('/sv/c/shoes', false, { market: 'fi' })).toBe('/en/c/shoes'));
});

describe('the guess made before the channel is known (the page reads start beside it)', () => {
  const guess = (path: string, inPath: boolean, cookies = {}) => {
    const g = guessLocation(path.split('/').filter(Boolean), inPath, cookies, '1|se');
    return g && `${g.market} ${g.locale} /${g.rest.join('/')}`;
  };
  it('takes the locale from the path and the market from the cookie, else the channel id', () => {
    expect(guess('/sv', false)).toBe('se sv /');
    expect(guess('/en/c/shoes', false, { market: 'no' })).toBe('no en /c/shoes');
  });
  it('takes both from the path when markets are in it', () =>
    expect(guess('/fi/en/p/a', true)).toBe('fi en /p/a'));
  it('makes no guess where a redirect is coming', () => {
    expect(guess('/', false)).toBeNull();
    expect(guess('/c/shoes', false)).toBeNull();
    expect(guess('/sv/c', true)).toBeNull();
  });
  it('agrees with the resolution for the visitors it guesses for', () => {
    for (const [path, inPath, cookies] of [
      ['/sv/c/shoes', false, {}],
      ['/en', false, { market: 'no' }],
      ['/no/en/p/a', true, {}],
    ] as const) {
      const r = resolve(path, inPath, cookies);
      expect(r.kind).toBe('page');
      if (r.kind === 'page')
        expect(guess(path, inPath, cookies)).toBe(
          `${r.market.alias} ${r.locale} /${r.rest.join('/')}`,
        );
    }
  });
});
