import type { Context } from 'hono';
import { TOKEN_PATTERN } from '../../../shared/cookies';
import { href, matchRoute } from '../../../shared/routes';
import type { Shop, WorkerEnv } from '../../context';
import { pendingLoginTokenOf, rememberPendingLoginToken } from '../../edge/cookies';
import type { Page } from '../../streaming/page';
import type { Screen } from '../screen';
import { toLogin } from './account-page';
import { customerOfToken, impersonateWith, sessionOf } from './session';
import { respond } from './settings';
import { loadMainMenu } from '../../chrome/main-menu';
import { pageTitle } from '../../../shared/page-title';

const CONFIRM = 'login';

/** /{lang}/account: the orders for a logged-in customer (302), the login for anyone else. */
export const accountScreen: Screen = async (shop) =>
  sessionOf(shop) ? { redirect: href(shop.link, 'orders'), status: 302 } : toLogin(shop);

/**
 * GET /{lang}/account?loginToken=<jwt> (an operator's `npm run impersonate`): the token leaves the URL
 * at once (303), kept five minutes in an HttpOnly cookie until the visitor confirms. Logging in from a
 * bare link would let anyone log a victim into the sender's account (login CSRF): the confirmation
 * posts through the same-origin check, and names the account the API says the token is for, so a
 * customer's own token sent as a link shows whose account it opens. A token that is no token, or one
 * the API refuses: the login. `?confirm=login`: that confirmation. Anything else: null (the page).
 */
export async function accountEntry(c: Context<WorkerEnv>): Promise<Response | null> {
  const shop = c.get('shop');
  const token = shop.url.searchParams.get('loginToken');
  const confirming = shop.url.searchParams.get('confirm') === CONFIRM;
  if (
    (token === null && !confirming) ||
    matchRoute(c.get('routeSegments'), shop.locale)?.name !== 'account'
  )
    return null;
  c.header('cache-control', 'private, no-store');
  c.header('referrer-policy', 'no-referrer');
  if (token === null) return confirmation(c);
  if (token.length < 20 || token.length > 4096 || !TOKEN_PATTERN.test(token))
    return c.redirect(toLogin(shop).redirect, 303);
  rememberPendingLoginToken(c, token);
  return c.redirect(`${href(shop.link, 'account')}?confirm=${CONFIRM}`, 303);
}

/** POST /{lang}/account (same origin only): the confirmed operator login, then the orders. */
export async function confirmAccountLogin(c: Context<WorkerEnv>): Promise<Response> {
  const shop = c.get('shop');
  c.header('cache-control', 'private, no-store');
  const token = pendingLoginTokenOf(c);
  rememberPendingLoginToken(c, '');
  const customer = token && (await customerOfToken(shop, token));
  if (!token || !customer || !impersonateWith(c, token, customer))
    return c.redirect(toLogin(shop).redirect, 303);
  return c.redirect(href(shop.link, 'orders'), 303);
}

/** The confirmation of the pending login, naming its account; without one the API accepts, the login. */
async function confirmation(c: Context<WorkerEnv>): Promise<Response> {
  const shop = c.get('shop');
  const token = pendingLoginTokenOf(c);
  const customer = token && (await customerOfToken(shop, token));
  if (!customer) {
    rememberPendingLoginToken(c, '');
    return c.redirect(toLogin(shop).redirect, 303);
  }
  return respond(c, confirmationPage(shop, customer.email), await loadMainMenu(shop));
}

function confirmationPage(shop: Shop, email: string): Page {
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
        <p>
          <strong>{t('account.impersonateAccount', { email })}</strong>
        </p>
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
