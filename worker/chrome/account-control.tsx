import { Island } from '../../client/islands/island';
import { AccountPanel } from '../../client/islands/account-panel';
import { isGoodNotice, isNotice, panelFromQuery } from '../../client/auth/panel-state';
import { href } from '../../shared/routes';
import type { MessageKey } from '../../shared/i18n/messages';
import type { CartNotice, Shop } from '../context';
import { wayBack } from './way-back';

/**
 * The header's account control. Anonymous: 'Log in', a link to this page with `?action=login` (the
 * panel opens in place once the scripts run, client/auth/enable.ts). Logged in: 'My account' (the
 * orders page), who is logged in, and 'Log out', a form that works without JavaScript.
 */
export function AccountControl({ shop }: { shop: Shop }) {
  const { t, link } = shop;
  const page = wayBack(shop.url);
  const customer = shop.customer;
  if (!customer)
    return (
      <a className="account-link" href={`${page}${page.includes('?') ? '&' : '?'}action=login`}>
        {t('auth.login')}
      </a>
    );
  return (
    <div className="account-tools">
      <a className="account-link" href={href(link, 'orders')}>
        {t('account.title')}
      </a>
      {customer.username ? (
        <span className="account-user">
          {t('auth.loggedInAs', { username: customer.username })}
        </span>
      ) : null}
      <form method="post" action="/auth/logout" data-logout="">
        <input type="hidden" name="return" value={href(link, 'home') || '/'} />
        <input type="hidden" name="locale" value={shop.locale} />
        <input type="hidden" name="market" value={shop.market.alias} />
        <button type="submit" className="link-button">
          {t('auth.logout')}
        </button>
      </form>
    </div>
  );
}

/**
 * What the account panel opened by the query covers (the header, main, the footer, the cookie banner):
 * inert from the first byte, so that without JavaScript, or before the panel hydrates, neither Tab nor a
 * screen reader reaches what is behind it. The hydrated panel hands this over to its own modal rules
 * (client/feedback/use-modal.ts), which undo only what they set: `data-panel-inert` marks these.
 */
export const coveredByPanel = (shop: Shop) =>
  panelFromQuery(shop.url.searchParams, !!shop.customer)
    ? { inert: true, 'data-panel-inert': '' }
    : {};

/** The account panel, rendered open when the address asks for it (`?action=login|create|reset|change`). */
export function AccountPanelFromQuery({ shop }: { shop: Shop }) {
  const panel = panelFromQuery(shop.url.searchParams, !!shop.customer);
  if (!panel) return null;
  const page = wayBack(shop.url);
  return (
    <Island
      name="account-panel"
      component={AccountPanel}
      props={{
        frame: panel.frame,
        returnPath: panel.returnTo ?? page,
        pagePath: page,
        market: shop.market.alias,
        ...(panel.notice ? { notice: panel.notice } : {}),
        // Only for this frame (worker/edge/auth-draft.ts): the page is then rendered for this visitor.
        ...(shop.authDraft ? { draft: shop.authDraft } : {}),
      }}
    />
  );
}

/**
 * A notice without a panel (`?notice=auth.loggedIn` after a login form posted without JavaScript,
 * `auth.loggedOut`, `account.deleted`, `account.companyTypeFixed`, a reset's `auth.passwordChanged`
 * for a visitor logged in as another account, who is shown no login panel), and what the page says of the
 * cart once (`cart`: the guest cart merged at the login, a cart that was not found): one line under
 * the header, read out once; with scripts it becomes a notification (client/feedback/server-notice.ts).
 */
export function AccountNotice({ shop, cart }: { shop: Shop; cart?: CartNotice | undefined }) {
  return <NoticeLine shop={shop} said={[accountNoticeOf(shop), cart ? CART_NOTICE[cart] : null]} />;
}

/** The cart's notice alone (the checkout's top bar, which shows no account notices). */
export const CartNoticeLine = ({ shop, cart }: { shop: Shop; cart?: CartNotice | undefined }) =>
  cart ? <NoticeLine shop={shop} said={[CART_NOTICE[cart]]} /> : null;

type Said = { key: MessageKey; ok: boolean } | null;

/** One line for what is said: an error among them makes it an alert, else it is a status. */
function NoticeLine({ shop, said }: { shop: Shop; said: Said[] }) {
  const lines = said.filter((n) => !!n);
  if (!lines.length) return null;
  const ok = lines.every((n) => n.ok);
  return (
    <p className={`account-notice message ${ok ? 'ok' : 'error'}`} role={ok ? 'status' : 'alert'}>
      {lines.map((n) => shop.t(n.key)).reduce(sentences)}
    </p>
  );
}

/** Two notices in one line: the first ends as a sentence (the account's texts have no full stop). */
const sentences = (a: string, b: string) => `${a}${/[.!?]$/.test(a) ? '' : '.'} ${b}`;

/** All information: a cart that is gone may have been ordered, which is no fault (decision 225). */
const CART_NOTICE: Record<CartNotice, NonNullable<Said>> = {
  merged: { key: 'cart.notice.merged', ok: true },
  mergedCapped: { key: 'cart.notice.mergedCapped', ok: true },
  lost: { key: 'cart.notice.lost', ok: true },
};

function accountNoticeOf(shop: Shop): Said {
  const notice = shop.url.searchParams.get('notice');
  // The panel says it; a panel a logged-in visitor is not shown (a reset's `?action=login`) does not.
  if (panelFromQuery(shop.url.searchParams, !!shop.customer)) return null;
  // The settings page's delete ends the session and comes here (worker/bff/account-settings.ts).
  if (notice === 'account.deleted') return { key: notice, ok: true };
  // A company account's user pressed the header's switch to private (worker/bff/customer-type.ts).
  if (notice === 'account.companyTypeFixed') return { key: notice, ok: false };
  return isNotice(notice) ? { key: notice, ok: isGoodNotice(notice) } : null;
}
