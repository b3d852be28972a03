import { HTTPException } from 'hono/http-exception';
import { LOCALES, type Locale } from '../../shared/locales';
import { href, type RouteMatch } from '../../shared/routes';
import type { Shop } from '../context';
import type { ScreenResult } from '../streaming/page';

/** One screen: its route match in, a page (or a redirect) out. Not found is a thrown 404. */
export type Screen = (shop: Shop, match: RouteMatch) => Promise<ScreenResult>;

export const notFound = (): never => {
  throw new HTTPException(404, { message: 'Not found' });
};

/** Loads what surrounds the in-place part of a page (menus, areas, reviews…): nothing when only that part is asked for. */
export const aroundPart = <T>(shop: Shop, load: () => Promise<T>): Promise<T | null> =>
  shop.partOnly ? Promise.resolve(null) : load();

/** The same route in every language the market allows (hreflang, language switch). */
export function alternatesFor(
  shop: Shop,
  match: RouteMatch,
  search = '',
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES)
    if (shop.market.locales.includes(locale))
      out[locale] = href({ ...shop.link, locale }, match.name, match.params) + search;
  return out;
}

/** Alternates for a page whose path comes from the commerce API (same path under each locale prefix). */
export function alternatesForPath(
  shop: Shop,
  apiPath: string,
  search = '',
): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES)
    if (shop.market.locales.includes(locale))
      out[locale] =
        `${shop.link.market ? `/${shop.link.market}` : ''}/${locale}${apiPath}${search}`;
  return out;
}

/** decodeURI or encodeURI, or null where they throw (`%zz`, `%E0%A4%A`, a lone surrogate). */
const attempt = (code: (uri: string) => string, uri: string): string | null => {
  try {
    return code(uri);
  } catch {
    return null;
  }
};

/**
 * 301 to the canonical path when the request's differs (query kept), as search engines prefer. A path
 * with a malformed escape differs from every canonical one, so it is redirected too, never a 500. A
 * canonical path that cannot be read as a URI is not redirected to (the page's canonical link names it).
 */
export function canonicalRedirect(shop: Shop, canonicalPath: string): ScreenResult | null {
  const canonical = attempt(decodeURI, canonicalPath);
  const target = canonical === null ? null : attempt(encodeURI, canonical);
  if (canonical === null || target === null) return null;
  const current = attempt(decodeURI, shop.url.pathname)?.replace(/\/+$/, '');
  return current === canonical ? null : { redirect: target + shop.url.search, status: 301 };
}
