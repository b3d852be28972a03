import type { Context } from 'hono';
import { viewedProduct } from '../../shared/cookies';
import { rememberCartId, rememberLatestViewed } from '../edge/cookies';
import { matchRoute, type RouteName } from '../../shared/routes';
import type { Cart } from '../../shared/types';
import type { WorkerEnv } from '../context';
import { orNull } from '../streaming/deferred';
import { isRedirect } from '../streaming/page';
import { fragmentResponse, FRAGMENT_HEADER } from '../streaming/fragment';
import { FOOTER_MENU_LOCATION, loadMainMenu } from '../chrome/main-menu';
import { streamPage } from '../chrome/page-response';
import { brandsScreen } from './list/brands';
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
  const cart: Promise<Cart | null> = shop.cartId
    ? orNull(shop.cart.get(shop.cartId), 'cart load', shop.requestId)
    : Promise.resolve(null);
  // The footer's menu streams in after the first byte (below the fold; never a reason to wait).
  const footerMenu = shop.defer(shop.catalogue.menu(FOOTER_MENU_LOCATION), 'footer menu');
  const [result, mainMenu, cartData] = await Promise.all([
    screen(shop, match),
    loadMainMenu(shop),
    cart,
  ]);
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  rememberViewed(c, result.viewedProductId);
  // An unknown or completed cart id comes back as a new cart: keep the cookie in step with it.
  if (cartData && cartData.id !== shop.cartId) rememberCartId(c, cartData.id);
  return streamPage(c, result, { mainMenu, cart: cartData, footerMenu });
}

/** Puts a viewed product first in the recently-viewed cookie (a variant switched in place counts too). */
function rememberViewed(c: Context<WorkerEnv>, productId: number | undefined) {
  if (productId) rememberLatestViewed(c, viewedProduct(c.get('shop').latestViewed, productId));
}
