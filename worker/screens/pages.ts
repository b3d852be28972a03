import type { Context } from 'hono';
import { viewedProduct } from '../../shared/cookies';
import { forgetConfirmedOrder, rememberCartId, rememberLatestViewed } from '../edge/cookies';
import { customerCartChanged } from '../live/shared-cart';
import { matchRoute, type RouteName } from '../../shared/routes';
import type { Shop, WorkerEnv } from '../context';
import { isRedirect } from '../streaming/page';
import { fragmentResponse, FRAGMENT_HEADER } from '../streaming/fragment';
import { FOOTER_MENU_LOCATION, loadMainMenu } from '../chrome/main-menu';
import { streamPage } from '../chrome/page-response';
import { sendKeptDocument } from '../streaming/stream';
import { askedBefore, keepPage, keptPage, pageCacheKey, watchReads } from './page-cache';
import { cartWithinBudget } from '../chrome/visitor-cart';
import { cartParts } from '../chrome/cart-parts';
import { browserCart } from '../../shared/types';
import { brandsScreen } from './list/brands';
import { accountScreen } from './account/account';
import { balanceScreen } from './account/balance';
import { ordersScreen } from './account/orders';
import { settingsScreen } from './account/settings';
import { checkoutScreen } from './checkout/checkout';
import { confirmationScreen } from './checkout/confirmation';
import { paymentFailureScreen } from './checkout/payment-failure';
import { contentScreen } from './content/content';
import { previewWidgetsScreen } from './content/preview';
import { favoritesScreen } from './favorites/favorites';
import { homeScreen } from './home/home';
import {
  brandScreen,
  campaignScreen,
  categoryScreen,
  genericListScreen,
  newsScreen,
} from './list/list';
import { productByAliasScreen, productScreen } from './product/product';
import { resetPasswordScreen } from './account/reset-password';
import { notFound, type Screen } from './screen';
import { searchFormScreen, searchScreen } from './search/search';

/** Screens built so far; every other route of the table answers 404 until its issue lands. */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  home: homeScreen,
  product: productScreen,
  productById: productByAliasScreen,
  category: categoryScreen,
  brand: brandScreen,
  discountCampaign: campaignScreen,
  brands: brandsScreen,
  search: searchScreen,
  searchForm: searchFormScreen,
  news: newsScreen,
  favorites: favoritesScreen,
  list: genericListScreen,
  listByUrl: genericListScreen,
  content: contentScreen,
  contentPreview: contentScreen,
  previewWidgets: previewWidgetsScreen,
  checkout: checkoutScreen,
  confirmation: confirmationScreen,
  klarnaFail: paymentFailureScreen,
  resetPassword: resetPasswordScreen,
  account: accountScreen,
  orders: ordersScreen,
  balance: balanceScreen,
  settings: settingsScreen,
};

/**
 * The screens whose pages may be kept whole for visitors they know nothing personal about
 * (page-cache.ts): the catalogue and the content, not a visitor's favorites, checkout or account.
 */
const KEPT_SCREENS = new Set<RouteName>([
  'home',
  'product',
  'category',
  'brand',
  'discountCampaign',
  'brands',
  'search',
  'news',
  'list',
  'listByUrl',
  'content',
]);

/**
 * A debugging request header (with DEBUG_HEADERS only): the page is rendered, not taken from the kept
 * pages, and not kept (the benchmark's render arm, tests of the render itself).
 */
export const RENDER_HEADER = 'x-render-anew';

const keyOfPage = (c: Context<WorkerEnv>, name: RouteName) =>
  KEPT_SCREENS.has(name) && !(c.get('config').DEBUG_HEADERS && c.req.header(RENDER_HEADER))
    ? pageCacheKey(c.get('shop'))
    : null;

/** Renders the page for the path. Page data, the main menu and the cart load in parallel. */
export async function pages(c: Context<WorkerEnv>): Promise<Response> {
  const shop = c.get('shop');
  const match = matchRoute(c.get('routeSegments'), shop.locale);
  const screen = match ? SCREENS[match.name] : undefined;
  if (!match || !screen) return notFound();
  if (c.req.header(FRAGMENT_HEADER)) {
    const result = await screen(shop, match);
    if (isRedirect(result)) return c.redirect(result.redirect, result.status);
    rememberViewed(c, result.viewedProductId, shop.latestViewed);
    if (result.forgetConfirmedOrder) forgetConfirmedOrder(c);
    return result.fragment
      ? fragmentResponse(c, result.fragment, result.title)
      : c.text('This page has no part to update', 400);
  }
  // The checkout's quote holds the cart, priced in the same market unless the shopper chose another
  // checkout market: the page takes it from there instead of asking for it beside the quote.
  const cartFromScreen =
    match.name === 'checkout' && shop.checkoutMarket.alias === shop.market.alias;
  const cart = cartFromScreen ? null : cartWithinBudget(shop);
  const key = keyOfPage(c, match.name);
  const hit = key === null ? null : keptPage(key, shop);
  // A visitor with a cart or favorites gets the kept page with theirs in it, where it has holes for
  // them: their cart (or, as a rendered page would have it, 'pending' when it is not there in time:
  // the browser asks for it) and their hearts pressed.
  const fits =
    hit && (!shop.cartId || hit.shows.cart) && (!shop.favorites.length || hit.shows.favorites);
  const visitorCart = fits && shop.cartId ? await cart : null;
  // A cart the API does not know is said on the page, rendered anew (page-response.ts).
  if (hit && fits && !(visitorCart && visitorCart !== 'pending' && visitorCart.id === '')) {
    rememberViewed(c, hit.viewedProductId, shop.latestViewed);
    if (visitorCart && visitorCart !== 'pending' && visitorCart.id !== shop.cartId)
      rememberCartId(c, visitorCart.id);
    return sendKeptDocument(
      c,
      hit.body({
        cart: visitorCart
          ? cartParts(shop, visitorCart === 'pending' ? 'pending' : browserCart(visitorCart))
          : null,
        favorites: shop.favorites,
      }),
    );
  }
  // Read before the watch: updating the cookie is not showing the list.
  const latestViewed = shop.latestViewed;
  const watched = key === null || !askedBefore(key) ? null : watchReads(shop);
  // The footer's menu streams in after the first byte (below the fold; never a reason to wait).
  const footerMenu = shop.defer(shop.catalogue.menu(FOOTER_MENU_LOCATION), 'footer menu');
  const [result, mainMenu, loadedCart] = await Promise.all([
    screen(shop, match),
    loadMainMenu(shop),
    cart,
  ]);
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  // No quote (no cart, an ordered or an empty one): the cart as every other page reads it.
  const cartData = cart ? loadedCart : (result.cart ?? (await cartWithinBudget(shop)));
  rememberViewed(c, result.viewedProductId, latestViewed);
  if (result.forgetConfirmedOrder) forgetConfirmedOrder(c);
  if (result.orderedCartId && result.orderedCartId === shop.cartId) {
    rememberCartId(c, '');
    // Every payment kind passes here once (a reload finds the cookie gone): a customer's other
    // devices show the cart that was ordered until told.
    if (shop.customer) customerCartChanged(c);
  }
  // An unknown or completed cart id comes back as a new cart: keep the cookie in step with it.
  if (cartData && cartData !== 'pending' && cartData.id !== shop.cartId)
    rememberCartId(c, cartData.id);
  const keep =
    key === null ||
    watched === null ||
    shop.cartId ||
    result.status ||
    result.noStore ||
    result.noReferrer ||
    result.cart ||
    result.orderedCartId ||
    result.forgetConfirmedOrder
      ? undefined
      : (html: string) =>
          keepPage(key, shop, {
            html,
            onceKey: result.onceKey,
            reads: c.get('upstream').reads,
            watched: watched(),
            viewedProductId: result.viewedProductId,
            cartFree: cartParts(shop, null),
          });
  return streamPage(c, result, { mainMenu, cart: cartData, footerMenu }, keep);
}

/**
 * Puts a viewed product first in the recently-viewed cookie (a variant switched in place counts too).
 * A prefetched page is not a view yet: it counts when it is shown (ViewedOnShow, POST /viewed).
 */
function rememberViewed(
  c: Context<WorkerEnv>,
  productId: number | undefined,
  latestViewed: number[],
) {
  if (productId && !c.get('shop').isPrefetch)
    rememberLatestViewed(c, viewedProduct(latestViewed, productId));
}
