import type { Locale } from '../../shared/locales';
import { matchRoute, type RouteName } from '../../shared/routes';

/** page_data's page_type per route (the original's route meta names). */
const PAGE_TYPES: Partial<Record<RouteName, string>> = {
  home: 'Start Page',
  product: 'Product Page',
  productById: 'Product Page',
  category: 'List Page',
  brand: 'List Page',
  discountCampaign: 'List Page',
  news: 'List Page',
  list: 'List Page',
  listByUrl: 'List Page',
  brands: 'Brands Page',
  search: 'Search Page',
  searchForm: 'Search Page',
  favorites: 'Favorites Page',
  checkout: 'Checkout Page',
  confirmation: 'Confirmation Page',
  klarnaFail: 'Checkout Page',
  account: 'Account Page',
  resetPassword: 'Account Page',
  orders: 'Account Page',
  balance: 'Account Page',
  settings: 'Account Page',
  content: 'Content Page',
  contentPreview: 'Content Page',
  previewWidgets: 'Content Page',
};

/**
 * The page type of a page (the path after its /{locale} or /{market}/{locale} prefix), rendered by the
 * Worker on <html data-page-type> so the browser needs no route table for it. An error page is 'Error Page'.
 */
export function pageTypeOf(rest: string, locale: Locale, status = 200): string {
  if (status >= 400) return status === 404 ? 'Not Found Page' : 'Error Page';
  const route = matchRoute(rest.split(/[?#]/)[0]!.split('/').filter(Boolean), locale);
  return (route && PAGE_TYPES[route.name]) ?? 'Other Page';
}
