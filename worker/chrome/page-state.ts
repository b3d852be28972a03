import type { PageAuth, PageState } from '../../client/page-state';
import type { Shop } from '../context';

/** The login state the page's scripts need: never the token, never the username. */
function pageAuth(shop: Shop): PageAuth {
  const customer = shop.customer;
  if (!customer) return { loggedIn: false };
  return customer.refreshInMs === null
    ? { loggedIn: true }
    : { loggedIn: true, refreshInMs: customer.refreshInMs };
}

/** The state a page serialises for its islands (#ralph-state). */
export const pageState = (shop: Shop, cart: PageState['cart']): PageState => ({
  locale: shop.locale,
  market: shop.link.market,
  browsingMarket: shop.market.alias,
  customerType: shop.customerType,
  cart,
  auth: pageAuth(shop),
});
