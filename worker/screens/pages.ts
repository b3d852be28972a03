import type { Context } from 'hono';
import { viewedProduct } from '../../shared/cookies';
import { rememberCartId, rememberLatestViewed } from '../edge/cookies';
import { matchRoute, type RouteName } from '../../shared/routes';
import type { Cart } from '../../shared/types';
import type { Shop, WorkerEnv } from '../context';
import { log } from '../log';
import { isRedirect } from '../streaming/page';
import { fragmentResponse, FRAGMENT_HEADER } from '../streaming/fragment';
import { FOOTER_MENU_LOCATION, loadMainMenu } from '../chrome/main-menu';
import { streamPage } from '../chrome/page-response';
import { brandsScreen } from './list/brands';
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
import { productScreen } from './product/product';
import { notFound, type Screen } from './screen';
import { searchFormScreen, searchScreen } from './search/search';

/** Screens built so far; every other route of the table answers 404 until its issue lands. */
const SCREENS: Partial<Record<RouteName, Screen>> = {
  home: homeScreen,
  product: productScreen,
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
};

/** Renders the page for the path. Page data, the main menu and the cart load in parallel. */
export async function pages(c: Context<WorkerEnv>): Promise<Response> {
  const shop = c.get('shop');
  const match = matchRoute(c.get('routeSegments'), shop.locale);
  const screen = match ? SCREENS[match.name] : undefined;
  if (!match || !screen) return notFound();
  if (c.req.header(FRAGMENT_HEADER)) {
    const result = await screen(shop, match);
    if (isRedirect(result)) return c.redirect(result.redirect, result.status);
    rememberViewed(c, result.viewedProductId);
    return result.fragment
      ? fragmentResponse(c, result.fragment, result.title)
      : c.text('This page has no part to update', 400);
  }
  const cart = cartWithinBudget(shop);
  // The footer's menu streams in after the first byte (below the fold; never a reason to wait).
  const footerMenu = shop.defer(shop.catalogue.menu(FOOTER_MENU_LOCATION), 'footer menu');
  const [result, mainMenu, cartData] = await Promise.all([
    screen(shop, match),
    loadMainMenu(shop),
    cart,
  ]);
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  rememberViewed(c, result.viewedProductId);
  if (result.orderedCartId && result.orderedCartId === shop.cartId) rememberCartId(c, '');
  // An unknown or completed cart id comes back as a new cart: keep the cookie in step with it.
  if (cartData && cartData !== 'pending' && cartData.id !== shop.cartId)
    rememberCartId(c, cartData.id);
  return streamPage(c, result, { mainMenu, cart: cartData, footerMenu });
}

/** How long the shell may wait for the visitor's cart, counted from when it is asked for. */
const CART_BUDGET_MS = 150;

/**
 * The visitor's cart, loaded beside the page's data; it never holds the shell back. A cart that is
 * not there within CART_BUDGET_MS, or that fails, is 'pending': the page renders without it and the
 * mini cart asks /graphql for it after hydration (client/stores/cart-store.ts, cartRequested).
 */
function cartWithinBudget(shop: Shop): Promise<Cart | null | 'pending'> {
  if (!shop.cartId) return Promise.resolve(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), CART_BUDGET_MS);
  });
  const cart = shop.cart.get(shop.cartId).catch((error: unknown) => {
    log('warn', 'cart load failed', { requestId: shop.requestId, error });
    return 'pending' as const;
  });
  return Promise.race([cart, late]).finally(() => clearTimeout(timer));
}

/** Puts a viewed product first in the recently-viewed cookie (a variant switched in place counts too). */
function rememberViewed(c: Context<WorkerEnv>, productId: number | undefined) {
  if (productId) rememberLatestViewed(c, viewedProduct(c.get('shop').latestViewed, productId));
}
