import type { AppEnv } from '../../client/app-context';
import type { Shop } from '../context';

/** What components know about the request on the server (pages, page parts and cached subtrees alike). */
export const appEnvOf = (shop: Shop): AppEnv => ({
  t: shop.t,
  locale: shop.locale,
  link: shop.link,
  vatIncluded: shop.vatIncluded,
  favorites: shop.favorites,
  noScript: shop.noScript,
});
