import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from '../../shared/locales';
import type { WorkerEnv } from '../context';
import { locationCookiesOf } from './cookies';

/**
 * The language of a request refused before its body is read (the body names its locale): the page it
 * was sent from (the Referer, this site's only), else the language the visitor last chose
 * (ralph-locale), else Swedish. The shopper's page, not Accept-Language, is what they are reading.
 */
export function requestLocale(c: Context<WorkerEnv>): Locale {
  const referer = sameSiteReferer(c);
  const locale = referer && localeOfPath(referer.pathname);
  if (locale) return locale;
  const chosen = locationCookiesOf(c).locale;
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The page a request was sent from, when it is on this site (the Referer); null otherwise. */
export function sameSiteReferer(c: Context<WorkerEnv>): URL | null {
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    return referer.origin === new URL(c.req.url).origin ? referer : null;
  } catch {
    return null; // No Referer, or not a URL.
  }
}
