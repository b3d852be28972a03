import { Island } from '../../client/islands/island';
import { MiniCart } from '../../client/islands/mini-cart';
import type { PageState } from '../../client/page-state';
import { createCartStore } from '../../client/stores/cart-store';
import { serializeForScript } from '../../shared/json';
import type { Shop } from '../context';
import { renderOnItsOwn } from '../streaming/cached-html';
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
  return {
    miniCart: renderOnItsOwn(appEnvOf(shop), store, MINI_CART),
    state: serializeForScript(pageState(shop, cart)),
  };
}
