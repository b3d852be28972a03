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
import type { CommerceClient } from './client';
import {
  toBrands,
  toCategories,
  toChannel,
  toContentPage,
  toFacets,
  toListPage,
  toMenu,
  toReviewPage,
  toSuggestions,
  toProductCard,
  toProductDetail,
  type ImageOptions,
} from './reshape';

export interface Catalogue {
  channel(): Promise<Channel>;
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
  reviews(alias: string, skip: number, take: number): Promise<ReviewPage>;
  /** A CMS widget area by alias (content pages) or by family and area name (start page). */
  widgetArea(area: WidgetAreaSelector, customerType: string): Promise<ContentPage | null>;
  /** The draft an admin's preview token was issued for; never cached. */
  previewArea(token: string, customerType: string): Promise<ContentPage | null>;
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
// zod-checked once, not on every request. Reshaped values are never mutated.
const reshaped = new WeakMap<object, unknown>();
function once<T>(raw: unknown, make: () => T): T {
  if (raw === null || typeof raw !== 'object') return make();
  if (!reshaped.has(raw)) reshaped.set(raw, make());
  return reshaped.get(raw) as T;
}

/** Catalogue reads through the commerce client, reshaped into domain types. */
export function catalogue(
  client: CommerceClient,
  images: ImageOptions,
  channelId: string,
): Catalogue {
  const api: Catalogue = {
    async channel() {
      const data = await client.query<{ channel: unknown }>('channel', { channelId });
      return once(data, () => toChannel(data.channel, channelId));
    },
    async categories() {
      const data = await client.query<{ categories: unknown }>('categories');
      return once(data, () => toCategories(data.categories));
    },
    async brands() {
      const data = await client.query<{ brands: unknown }>('brands');
      return once(data, () => toBrands(data.brands));
    },
    async product(alias) {
      const data = await client.query<{ product: unknown }>('product', { alias });
      return data.product ? once(data, () => toProductDetail(data.product, images)) : null;
    },
    async listPage(url) {
      const data = await client.query<{ listPageInfo: unknown }>('listPageInfo', { url });
      return once(data, () => toListPage(data.listPageInfo));
    },
    async products(args) {
      const data = await client.query<{
        products: { count: number; products: unknown[] | null } | null;
      }>('products', { ...args });
      return once(data, () => ({
        count: Number(data.products?.count ?? 0),
        products: (data.products?.products ?? []).map((p) => toProductCard(p, images)),
      }));
    },
    async productsInOrder(ids) {
      if (!ids.length) return [];
      const list = await api.products({
        take: ids.length,
        filter: { productIds: ids, sort: 'FACET_ORDER' },
      });
      const byId = new Map(list.products.map((p) => [p.productId, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async suggestions(term, take) {
      const data = await client.query<{
        products: { count: number; products: unknown[] | null } | null;
      }>('searchSuggestions', { take, filter: { searchText: term, sort: 'RELEVANCE' } });
      return once(data, () =>
        toSuggestions(
          term,
          Number(data.products?.count ?? 0),
          data.products?.products ?? [],
          images,
        ),
      );
    },
    async widgetArea(area, customerType) {
      const data = await client.query<{ widgetArea: unknown }>('widgetArea', {
        ...area,
        customerType,
      });
      return once(data, () => toContentPage(data.widgetArea));
    },
    async previewArea(token, customerType) {
      const data = await client.query<{ widgetArea: unknown }>(
        'widgetArea',
        { preview: true, customerType },
        { bearer: token },
      );
      return toContentPage(data.widgetArea);
    },
    async menu(location) {
      const data = await client.query<{ getMenuAtLocation: unknown }>('getMenuAtLocation', {
        menuLocationId: location,
      });
      return once(data, () => toMenu(data.getMenuAtLocation));
    },
    async reviews(alias, skip, take) {
      const data = await client.query<{ reviews: unknown }>('queryReviews', { alias, skip, take });
      return once(data, () => toReviewPage(data.reviews));
    },
    async productList(args) {
      const data = await client.query<{
        products: { count: number; products: unknown[] | null; filters: unknown } | null;
      }>('productList', { ...args });
      return once(data, () => ({
        count: Number(data.products?.count ?? 0),
        products: (data.products?.products ?? []).map((p) => toProductCard(p, images)),
        facets: toFacets(data.products?.filters),
      }));
    },
  };
  return api;
}
