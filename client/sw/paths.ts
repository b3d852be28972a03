import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';

/** Every cache the service worker makes starts with this; activate deletes the ones of older builds. */
export const CACHE_PREFIX = 'ralph-';
/** The static offline page of a language (dist/client/offline/{locale}.html, served without `.html`). */
export const offlinePath = (locale: Locale) => `/offline/${locale}`;
/** One web app manifest per language (decided in the README), linked by the page head. */
export const manifestPath = (locale: Locale) => `/manifest.${locale}.webmanifest`;
export const ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

/**
 * The language of a page's path, for the offline page: /sv/…, /en/…, or /{market}/{locale}/… with
 * markets in the path; anything else (/, /sw.js) is the default language.
 */
export function localeOfPath(pathname: string): Locale {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (isLocale(first)) return first;
  if (first && /^[a-z]{2}$/.test(first) && isLocale(second)) return second;
  return DEFAULT_LOCALE;
}
