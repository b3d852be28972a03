import { pageTitle } from '../../../shared/page-title';
import { href, type RouteMatch } from '../../../shared/routes';
import type { Shop } from '../../context';
import type { ScreenResult } from '../../streaming/page';
import { alternatesFor } from '../screen';

/**
 * The confirmation with no order to show: the ralph-order cookie is missing (another browser, after
 * its hour, a kept link to the bare path) or names no order. A 404 that says where the order is
 * instead: the confirmation mail, and for a logged-in customer the account's orders.
 */
export function noOrderPage(
  shop: Shop,
  match: RouteMatch,
  { cookieNamesNone }: { cookieNamesNone: boolean },
): ScreenResult {
  const { t, link } = shop;
  return {
    status: 404,
    title: pageTitle(t, t('confirmation.noOrder')),
    description: t('confirmation.noOrder'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'confirmation'),
    alternates: alternatesFor(shop, match),
    noStore: true,
    // A cookie naming no order would only bring this page back for the rest of its hour.
    forgetConfirmedOrder: cookieNamesNone,
    body: (
      <section className="message-page">
        <h1>{t('confirmation.noOrder')}</h1>
        <p>{t('confirmation.noOrderText')}</p>
        {shop.customer ? (
          <p>
            <a href={href(link, 'orders')}>{t('confirmation.yourOrders')}</a>
          </p>
        ) : null}
        <a className="button primary" href={href(link, 'home')}>
          {t('confirmation.continueShopping')}
        </a>
      </section>
    ),
  };
}
