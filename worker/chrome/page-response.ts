import type { Context } from 'hono';
import { createElement } from 'react';
import { createCartStore } from '../../client/stores/cart-store';
import { browserCart, type Cart, type Menu } from '../../shared/types';
import type { CartNotice, Shop, WorkerEnv } from '../context';
import type { Page } from '../streaming/page';
import { streamDocument } from '../streaming/stream';
import { Document } from './document';
import { pageState } from './page-state';

/** A screen's page in the shop's document (layout, menus, serialised state), streamed. */
export function streamPage(
  c: Context<WorkerEnv>,
  page: Page,
  data: { mainMenu: Menu; cart: Cart | null | 'pending'; footerMenu?: Promise<Menu | null> },
  /** Called with the document when it was rendered whole (worker/screens/page-cache.ts keeps it). */
  onWhole?: (html: string) => void,
): Promise<Response> {
  const shop = c.get('shop');
  const cartNotice = cartNoticeFor(shop, page, data.cart);
  if (cartNotice) shop.forgetCartNotice(cartNotice);
  // The panel shows what a refused form had (account-control.tsx), on whichever page it opens (a
  // screen, the 404, a form's page again): once, and stored by no cache.
  if (shop.authDraft) shop.forgetAuthDraft();
  const noStore = page.noStore || !!shop.authDraft;
  // The cart id stays on the server: neither the serialised state nor the render sees it.
  const cart = data.cart === null || data.cart === 'pending' ? data.cart : browserCart(data.cart);
  const state = pageState(shop, cart);
  // A store for this render only; the browser builds its own from the serialised state.
  const cartStore = createCartStore(cart, { locale: shop.locale, market: shop.market.alias });
  const document = createElement(Document, {
    shop,
    page: cartNotice ? { ...page, cartNotice } : page,
    mainMenu: data.mainMenu,
    footerMenu: data.footerMenu,
    cartStore,
    state,
  });
  const response = streamDocument(c, document, page.status ?? 200, onWhole);
  if (!noStore && !page.noReferrer) return response;
  return response.then((r) => {
    if (noStore) r.headers.set('cache-control', 'private, no-store');
    if (page.noReferrer) r.headers.set('referrer-policy', 'no-referrer');
    return r;
  });
}

/**
 * What the page says of the cart, once: the cookie's notice (a login's merge, an unreadable cart
 * cookie), else 'lost' when the cookie's cart id is one the API does not know (it answers no cart,
 * the id ''), unless this page shows that cart's order. The cookie then goes (pages.ts).
 */
function cartNoticeFor(shop: Shop, page: Page, cart: Cart | null | 'pending'): CartNotice | null {
  if (shop.cartNotice) return shop.cartNotice;
  const gone = !!shop.cartId && cart !== null && cart !== 'pending' && cart.id === '';
  return gone && !shop.isPrefetch && page.orderedCartId !== shop.cartId ? 'lost' : null;
}
