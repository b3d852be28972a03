import type { AuthFrame, AuthNotice } from './auth';
import { href, prefixOf, type LinkContext } from './routes';
import { sitePath } from './site-path';

/**
 * Routing rule 1 with a way back: the index with the login panel open (`?action=login`) and `return`
 * naming the page asked for (a site path, else the orders), which the panel goes back to. `said`: the
 * panel's frame and notice a refused form sent along (another frame than the login, a message key).
 */
export function loginPath(
  link: LinkContext,
  returnPath: string,
  said?: { frame: AuthFrame; notice: AuthNotice },
): string {
  const back =
    returnPath.length <= 500 && sitePath(returnPath) === returnPath
      ? returnPath
      : href(link, 'orders');
  const notice = said ? `&notice=${said.notice}` : '';
  return `${href(link, 'home')}?action=${said?.frame ?? 'login'}&return=${encodeURIComponent(back)}${notice}`;
}

/**
 * The application for a company account, beside the account pages but open to anyone (README 53):
 * /sv/mina-sidor/foretagskonto, /en/my-account/company-account (with the market first when markets
 * are in the path). Not in the route table: app.ts routes it (GET shows, POST applies).
 */
export const COMPANY_SEGMENTS = {
  sv: ['mina-sidor', 'foretagskonto'],
  en: ['my-account', 'company-account'],
} as const;

export const companyPath = (link: LinkContext) =>
  `${prefixOf(link)}/${COMPANY_SEGMENTS[link.locale].join('/')}`;

/** Whether the path's segments after the locale (and market) are the application's, in this locale. */
export const isCompanyPath = (segments: string[], locale: LinkContext['locale']) =>
  segments.join('/') === COMPANY_SEGMENTS[locale].join('/');
