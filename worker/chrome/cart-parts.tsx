import { AppContext } from '../../client/app-context';
import { Island } from '../../client/islands/island';
import { MiniCart } from '../../client/islands/mini-cart';
import type { PageAuth, PageState } from '../../client/page-state';
import { CartStoreContext, createCartStore } from '../../client/stores/cart-store';
import { serializeForScript } from '../../shared/json';
import type { BrowserCart } from '../../shared/types';
import type { Shop } from '../context';
import { renderToString } from '../streaming/react-render';
import { appEnvOf } from '../streaming/view-env';

/** The header's cart button (every layout with a header has it once). */
export const MINI_CART = <Island name="mini-cart" component={MiniCart} props={{}} />;

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

/**
 * Where a catalogue page shows the visitor's cart, as the page renders it: the header's cart button
 * (its count) and the serialised state. Nothing else on such a page depends on the cart, so a page
 * kept for visitors without one serves a visitor with one too, with these two filled in
 * (worker/screens/page-cache.ts).
 */
export interface CartParts {
  miniCart: string;
  state: string;
}

export function cartParts(shop: Shop, cart: BrowserCart | null): CartParts {
  const store = createCartStore(cart, { locale: shop.locale, market: shop.market.alias });
  const miniCart = renderToString(
    <AppContext.Provider value={appEnvOf(shop)}>
      <CartStoreContext.Provider value={store}>{MINI_CART}</CartStoreContext.Provider>
    </AppContext.Provider>,
  );
  return { miniCart, state: serializeForScript(pageState(shop, cart)) };
}
