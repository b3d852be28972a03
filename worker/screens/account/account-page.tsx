import type { ReactNode } from 'react';
import { isFrame, isNotice } from '../../../client/auth/panel-state';
import { loginPath } from '../../../shared/account-paths';
import { href, type RouteName } from '../../../shared/routes';
import type { Shop } from '../../context';
import type { Page, Redirect } from '../../streaming/page';
import { alternatesFor } from '../screen';
import { pageTitle } from '../../../shared/page-title';

export type AccountTab = 'orders' | 'settings' | 'balance';
const TABS: AccountTab[] = ['orders', 'settings', 'balance'];

/**
 * Routing rule 1 with a way back (shared/account-paths.ts): 302 to the login, back to this page after.
 * A panel form posted without JavaScript from that login comes back here with what it has to say
 * (`?action=login&notice=auth.credentials`, `?notice=auth.resetSent`: worker/bff/auth-action.ts): the
 * frame and the notice go on to the login, or the visitor would never read them.
 */
export function toLogin(shop: Shop, returnPath = shop.url.pathname): Redirect {
  const query = shop.url.searchParams;
  const notice = query.get('notice');
  const action = query.get('action');
  const frame = isFrame(action) && action !== 'change' ? action : 'login';
  const said = isNotice(notice) ? { frame, notice } : undefined;
  return { redirect: loginPath(shop.link, returnPath, said), status: 302 };
}

/** The header every account page shares: title, who is logged in, and the tabs. */
export function AccountHeader({
  shop,
  tab,
  username,
}: {
  shop: Shop;
  tab: AccountTab;
  username: string;
}) {
  const { t, link } = shop;
  return (
    <header className="account-header">
      <h1>{t('account.title')}</h1>
      {username ? (
        <p className="account-who" data-testid="logged-in-as">
          {t('account.loggedInAs', { email: username })}
        </p>
      ) : null}
      <nav aria-label={t('account.sections')} className="account-tabs">
        <ul>
          {TABS.map((name) => (
            <li key={name}>
              <a href={href(link, name)} aria-current={name === tab ? 'page' : undefined}>
                {t(`account.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/**
 * An account page: personal, so never stored by any cache (private, no-store) and never indexed; the
 * normal layout with the shop's header, the account header above the tab's content.
 */
export function accountPage(
  shop: Shop,
  tab: AccountTab,
  username: string,
  body: ReactNode,
  status?: number,
): Page {
  const { t, link } = shop;
  const route: RouteName = tab;
  return {
    status,
    title: pageTitle(t, t(`account.${tab}`), t('account.title')),
    description: t('account.title'),
    robots: 'noindex, nofollow',
    canonical: href(link, route),
    alternates: alternatesFor(shop, { name: route, params: {} }),
    noStore: true,
    body: (
      <section className="account">
        <AccountHeader shop={shop} tab={tab} username={username} />
        <div className="account-body">{body}</div>
      </section>
    ),
  };
}
