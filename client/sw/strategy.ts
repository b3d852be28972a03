import { LOCALES } from '../../shared/locales';
import { ICONS, manifestPath } from './paths';

export type Strategy = 'cache-first' | 'stale-while-revalidate' | 'network';

const REVALIDATED = new Set<string>([
  '/assets/entry.js',
  '/assets/app.css',
  '/favicon.svg',
  ...Object.values(ICONS),
  ...LOCALES.map(manifestPath),
]);

/**
 * How the service worker answers a same-origin GET that is not a navigation. An allow-list of the build's
 * static files: content-hashed chunks never change (cache first), the fixed-name entry, stylesheet,
 * manifests and icons are served from the cache and refreshed behind it. Everything else (documents,
 * list fragments, /graphql, /auth/*, /search/suggest, images) is left to the network, so nothing
 * personal can ever land in a cache.
 */
export function strategyFor(pathname: string): Strategy {
  if (/^\/assets\/chunks\/[\w-]+\.js$/.test(pathname)) return 'cache-first';
  if (REVALIDATED.has(pathname)) return 'stale-while-revalidate';
  return 'network';
}
