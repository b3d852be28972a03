import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  COOKIE,
  LATEST_PRODUCTS_MAX_AGE,
  ONE_YEAR_SECONDS,
  viewedProduct,
} from '../../shared/cookies';
import { matchRoute, type RouteName } from '../../shared/routes';
import type { Cart } from '../../shared/types';
import type { AppEnv } from '../context';
import { orNull } from '../render/deferred';
import { isRedirect } from '../render/page';
import { fragmentResponse, FRAGMENT_HEADER } from '../render/fragment';
import { FOOTER_MENU_LOCATION, loadMainMenu } from '../render/main-menu';
import { streamPage } from '../render/stream';
import { brandsScreen } from './brands';
import { contentScreen } from './content/content';
import { previewWidgetsScreen } from './content/preview';
import { favoritesScreen } from './favorites';
import { homeScreen } from './home';
import { brandScreen, campaignScreen, categoryScreen, genericListScreen, newsScreen } from './list';
import { productScreen } from './product';
import { notFound, type Screen } from './screen';
import { searchFormScreen, searchScreen } from './search';

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
export async function pages(c: Context<AppEnv>): Promise<Response> {
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
  if (cartData && cartData.id !== shop.cartId)
    setCookie(c, COOKIE.cart, cartData.id, cartCookie(shop.url));
  return streamPage(c, result, { mainMenu, cart: cartData, footerMenu });
}

/** Puts a viewed product first in the recently-viewed cookie (a variant switched in place counts too). */
function rememberViewed(c: Context<AppEnv>, productId: number | undefined) {
  if (!productId) return;
  const shop = c.get('shop');
  setCookie(c, COOKIE.latestProducts, viewedProduct(shop.latestViewed, productId).join(','), {
    path: '/',
    maxAge: LATEST_PRODUCTS_MAX_AGE,
    httpOnly: true,
    sameSite: 'Lax',
    secure: shop.url.protocol === 'https:',
  });
}

export const cartCookie = (url: URL) => ({
  path: '/',
  maxAge: ONE_YEAR_SECONDS,
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: url.protocol === 'https:',
});
