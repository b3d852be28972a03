import { AppContext } from '../../client/app-context';
import { Island } from '../../client/islands/island';
import { MiniCart } from '../../client/islands/mini-cart';
import type { PageState } from '../../client/page-state';
import { CartStoreContext, createCartStore } from '../../client/stores/cart-store';
import { serializeForScript } from '../../shared/json';
import type { Shop } from '../context';
import { renderToString } from '../streaming/react-render';
import { appEnvOf } from '../streaming/view-env';
import { pageState } from './page-state';

/** The header's cart button (every layout with a header has it once). */
export const MINI_CART = <Island name="mini-cart" component={MiniCart} props={{}} />;

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

/** `cart`: the visitor's, none, or 'pending' (not there in time: the browser asks for it). */
export function cartParts(shop: Shop, cart: PageState['cart']): CartParts {
  const store = createCartStore(cart, { locale: shop.locale, market: shop.market.alias });
  const miniCart = renderToString(
    <AppContext.Provider value={appEnvOf(shop)}>
      <CartStoreContext.Provider value={store}>{MINI_CART}</CartStoreContext.Provider>
    </AppContext.Provider>,
  );
  return { miniCart, state: serializeForScript(pageState(shop, cart)) };
}
