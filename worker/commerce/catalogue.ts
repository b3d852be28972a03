import type {
  Brand,
  Category,
  Channel,
  ContentPage,
  FilteredProductList,
  Menu,
  ListPage,
  ProductSummary,
  ProductDetail,
  ProductList,
  ReviewPage,
  Suggestions,
} from '../../shared/types';
import { log } from '../log';
import type { CommerceClient } from './client';
import type { CommerceResult } from './errors';
import { toContentPage, toMenu, toReviewPage } from './reshape/content';
import {
  toBrands,
  toCategories,
  toChannel,
  toFacets,
  toListPage,
  toSuggestions,
} from './reshape/navigation';
import { toProductDetail, toProductList } from './reshape/product';
import { type ImageOptions } from './reshape/upstream-parse';

/**
 * Which parts a page cannot do without is decided here. Channel, product, list page, lists, brands,
 * CMS areas and suggestions are required: a failure throws its CommerceError (an HTTPException, so the
 * page answers the error page with 502 or 504). Menus, the category tree (breadcrumbs, menu fallback)
 * and reviews are optional: a failure is logged once and becomes null or [].
 */
export interface Catalogue {
  channel(): Promise<Channel>;
  /** Optional: [] when the API fails. */
  categories(): Promise<Category[]>;
  brands(): Promise<Brand[]>;
  product(alias: string): Promise<ProductDetail | null>;
  listPage(url: string): Promise<ListPage | null>;
  products(args: ProductsArgs): Promise<ProductList>;
  /** The products of these ids that the API still has, in the ids' order (favorites, recently viewed). */
  productsInOrder(ids: number[]): Promise<ProductSummary[]>;
  /** Products, count and facets in one request (list pages). */
  productList(args: ProductsArgs): Promise<FilteredProductList>;
  /** Type-ahead: at most `take` products by relevance, with their brands and categories. */
  suggestions(term: string, take: number): Promise<Suggestions>;
  /** Optional: null when the API fails. */
  reviews(alias: string, skip: number, take: number): Promise<ReviewPage | null>;
  /** A CMS widget area by alias (content pages) or by family and area name (start page). */
  widgetArea(area: WidgetAreaSelector, customerType: string): Promise<ContentPage | null>;
  /** The draft an admin's preview token was issued for; never cached. */
  previewArea(token: string, customerType: string): Promise<ContentPage | null>;
  /** Optional: null when the location has no menu or the API fails. */
  menu(location: string): Promise<Menu | null>;
}

export type WidgetAreaSelector =
  | { alias: string }
  | { family: string; areaName: string; filters?: { key: string; value: string }[] };

export interface ProductsArgs {
  skip?: number;
  take?: number;
  categoryAlias?: string;
  brandAlias?: string;
  discountCampaignAlias?: string;
  url?: string;
  filter?: {
    searchText?: string;
    facets?: string[];
    sort?: string;
    filterMode?: 'BY_GROUP' | 'CURRENT';
    productIds?: number[];
  };
}

// Cached upstream objects are shared within the isolate (memory cache), so each is reshaped and
// zod-checked once, not on every request. Reshaped values are never mutated. One reshape per
// operation: the client's `parse` for that operation always comes from this file.
const reshaped = new WeakMap<object, unknown>();
function once<T>(raw: unknown, make: (data: Record<string, unknown>) => T): T {
  if (raw === null || typeof raw !== 'object') return make({});
  if (!reshaped.has(raw)) reshaped.set(raw, make(raw as Record<string, unknown>));
  return reshaped.get(raw) as T;
}
const reshape =
  <T>(make: (data: Record<string, unknown>) => T) =>
  (raw: unknown) =>
    once(raw, make);

/** Catalogue reads through the commerce client, reshaped into domain types. */
export function catalogue(
  client: CommerceClient,
  images: ImageOptions,
  channelId: string,
  requestId?: string,
): Catalogue {
  const logged = new WeakSet<object>();
  const required = async <T>(result: Promise<CommerceResult<T>>): Promise<T> => {
    const { data, error } = await result;
    if (error) throw error;
    return data as T;
  };
  const optional = async <T, F>(
    result: Promise<CommerceResult<T>>,
    what: string,
    fallback: F,
  ): Promise<T | F> => {
    const { data, error } = await result;
    if (!error) return data as T;
    // Reads of one key within a request share one result: its failure is logged once.
    if (!logged.has(error)) {
      logged.add(error);
      log('warn', `optional part failed: ${what}`, { requestId, code: error.code, error });
    }
    return fallback;
  };
  const api: Catalogue = {
    channel: () =>
      required(
        client.query('channel', {
          variables: { channelId },
          parse: reshape((data) => toChannel(data.channel, channelId)),
        }),
      ),
    categories: () =>
      optional(
        client.query('categories', { parse: reshape((data) => toCategories(data.categories)) }),
        'categories',
        [],
      ),
    brands: () =>
      required(client.query('brands', { parse: reshape((data) => toBrands(data.brands)) })),
    product: (alias) =>
      required(
        client.query('product', {
          variables: { alias },
          parse: reshape((data) =>
            data.product
              ? toProductDetail(data.product, images, (part, error) =>
                  log('warn', `optional part failed: ${part}`, { requestId, alias, error }),
                )
              : null,
          ),
        }),
      ),
    listPage: (url) =>
      required(
        client.query('listPageInfo', {
          variables: { url },
          parse: reshape((data) => toListPage(data.listPageInfo)),
        }),
      ),
    products: (args) =>
      required(
        client.query('products', {
          variables: { ...args },
          parse: reshape((data) => {
            const { count, products } = toProductList(data.products, images);
            return { count, products };
          }),
        }),
      ),
    productList: (args) =>
      required(
        client.query('productList', {
          variables: { ...args },
          parse: reshape((data) => {
            const { count, products, filters } = toProductList(data.products, images);
            return { count, products, facets: toFacets(filters) };
          }),
        }),
      ),
    async productsInOrder(ids) {
      if (!ids.length) return [];
      const list = await api.products({
        take: ids.length,
        filter: { productIds: ids, sort: 'FACET_ORDER' },
      });
      const byId = new Map(list.products.map((p) => [p.productId, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    suggestions: (term, take) =>
      required(
        client.query('searchSuggestions', {
          variables: { take, filter: { searchText: term, sort: 'RELEVANCE' } },
          parse: reshape((data) => toSuggestions(term, data.products, images)),
        }),
      ),
    widgetArea: (area, customerType) =>
      required(
        client.query('widgetArea', {
          variables: { ...area, customerType },
          parse: reshape((data) => toContentPage(data.widgetArea)),
        }),
      ),
    previewArea: (token, customerType) =>
      required(
        client.query('widgetArea', {
          variables: { preview: true, customerType },
          bearer: token,
          parse: (data) => toContentPage((data as Record<string, unknown>).widgetArea),
        }),
      ),
    menu: (location) =>
      optional(
        client.query('getMenuAtLocation', {
          variables: { menuLocationId: location },
          parse: reshape((data) => toMenu(data.getMenuAtLocation)),
        }),
        `menu ${location}`,
        null,
      ),
    reviews: (alias, skip, take) =>
      optional(
        client.query('queryReviews', {
          variables: { alias, skip, take },
          parse: reshape((data) => toReviewPage(data.reviews)),
        }),
        'reviews',
        null,
      ),
  };
  return api;
}
