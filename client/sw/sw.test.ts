import { describe, expect, it } from 'vitest';
import { localeOfPath } from './paths';
import { manifestOf, offlinePage, staticFiles } from './static-files';
import { strategyFor } from './strategy';

describe('the service worker rules', () => {
  it('caches only the build static files: chunks first, entry, manifests and icons revalidated', () => {
    expect(strategyFor('/assets/chunks/hydrate-ABVGFQAC.js')).toBe('cache-first');
    for (const path of [
      '/assets/entry.js',
      '/assets/app.css',
      '/manifest.sv.webmanifest',
      '/manifest.en.webmanifest',
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/favicon.svg',
    ])
      expect(strategyFor(path), path).toBe('stale-while-revalidate');
    for (const path of [
      '/sv',
      '/sv/kassan',
      '/sv/kassan/bekraftelse',
      '/en/my-account/orders',
      '/se/sv/mina-sidor/ordrar',
      '/graphql',
      '/auth/refresh',
      '/search/suggest',
      '/checkout/quote',
      '/_commerce/product/300/x.svg',
      '/assets/chunks/../../sv/kassan',
      '/assets/chunks/x.js/y',
      '/sw.js',
    ])
      expect(strategyFor(path), path).toBe('network');
  });
  it('takes the offline page language from the path: /sv, /en, /{market}/{locale}, else sv', () => {
    expect(localeOfPath('/en/c/clothing')).toBe('en');
    expect(localeOfPath('/sv/kassan')).toBe('sv');
    expect(localeOfPath('/fi/en/p/x')).toBe('en');
    expect(localeOfPath('/se/sv')).toBe('sv');
    expect(localeOfPath('/')).toBe('sv');
    expect(localeOfPath('/c/en')).toBe('sv');
    expect(localeOfPath('/de/p/x')).toBe('sv');
  });
  it('writes an offline page and a manifest per language, with that language texts', () => {
    expect(Object.keys(staticFiles()).sort()).toEqual([
      'manifest.en.webmanifest',
      'manifest.sv.webmanifest',
      'offline/en.html',
      'offline/sv.html',
    ]);
    expect(offlinePage('sv')).toContain('<html lang="sv">');
    expect(offlinePage('sv')).toContain('<h1>Du är offline</h1>');
    expect(offlinePage('en')).toContain('<h1>You are offline</h1>');
    expect(manifestOf('en')).toMatchObject({ lang: 'en', start_url: '/en', id: '/', scope: '/' });
    expect(manifestOf('sv').description).toMatch(/nordiska märken/);
  });
});
