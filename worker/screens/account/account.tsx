import type { Context } from 'hono';
import { TOKEN_PATTERN } from '../../../shared/cookies';
import { href, matchRoute } from '../../../shared/routes';
import type { Shop, WorkerEnv } from '../../context';
import { pendingLoginTokenOf, rememberPendingLoginToken } from '../../edge/cookies';
import type { Page } from '../../streaming/page';
import type { Screen } from '../screen';
import { toLogin } from './account-page';
import { impersonateWith, sessionOf } from './session';
import { pageTitle } from '../../../shared/page-title';

const CONFIRM = 'login';

/**
 * /{lang}/account: the orders for a logged-in customer (302), the login for anyone else; with
 * `?confirm=login`, the confirmation of an operator's login link.
 */
export const accountScreen: Screen = async (shop) => {
  if (shop.url.searchParams.get('confirm') === CONFIRM) return confirmation(shop);
  return sessionOf(shop) ? { redirect: href(shop.link, 'orders'), status: 302 } : toLogin(shop);
};

/**
 * GET /{lang}/account?loginToken=<jwt> (an operator's `npm run impersonate`): the token leaves the URL
 * at once (303), kept five minutes in an HttpOnly cookie until the visitor confirms. Logging in from a
 * bare link would let anyone log a victim into the sender's account (login CSRF): the confirmation
 * posts through the same-origin check. A token that is no token: the login. Without one: null.
 */
export function accountEntry(c: Context<WorkerEnv>): Response | null {
  const shop = c.get('shop');
  const token = shop.url.searchParams.get('loginToken');
  if (token === null || matchRoute(c.get('routeSegments'), shop.locale)?.name !== 'account')
    return null;
  c.header('cache-control', 'private, no-store');
  c.header('referrer-policy', 'no-referrer');
  if (token.length < 20 || token.length > 4096 || !TOKEN_PATTERN.test(token))
    return c.redirect(toLogin(shop).redirect, 303);
  rememberPendingLoginToken(c, token);
  return c.redirect(`${href(shop.link, 'account')}?confirm=${CONFIRM}`, 303);
}

/** POST /{lang}/account (same origin only): the confirmed operator login, then the orders. */
export function confirmAccountLogin(c: Context<WorkerEnv>): Response {
  const shop = c.get('shop');
  c.header('cache-control', 'private, no-store');
  const token = pendingLoginTokenOf(c);
  rememberPendingLoginToken(c, '');
  if (!token || !impersonateWith(c, token)) return c.redirect(toLogin(shop).redirect, 303);
  return c.redirect(href(shop.link, 'orders'), 303);
}

function confirmation(shop: Shop): Page {
  const { t, link } = shop;
  return {
    title: pageTitle(t, t('account.impersonateTitle')),
    description: t('account.impersonateText'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'account'),
    alternates: {},
    noStore: true,
    body: (
      <section className="account account-confirm">
        <h1>{t('account.impersonateTitle')}</h1>
        <p>{t('account.impersonateText')}</p>
        <form method="post" action={href(link, 'account')}>
          <button type="submit" className="button">
            {t('account.impersonateContinue')}
          </button>{' '}
          <a href={href(link, 'home')}>{t('account.impersonateCancel')}</a>
        </form>
      </section>
    ),
  };
}
