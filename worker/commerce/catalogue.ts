import type { Category, Channel, ListPage, ProductDetail, ProductList } from '../../shared/types';
import type { CommerceClient } from './client';
import { toCategories, toChannel, toListPage, toProductCard, toProductDetail, type ImageOptions } from './reshape';

export interface Catalogue {
  channel(): Promise<Channel>;
  categories(): Promise<Category[]>;
  product(alias: string): Promise<ProductDetail | null>;
  listPage(url: string): Promise<ListPage | null>;
  products(args: ProductsArgs): Promise<ProductList>;
}

export interface ProductsArgs {
  skip?: number; take?: number; categoryAlias?: string; brandAlias?: string; discountCampaignAlias?: string; url?: string;
  filter?: { searchText?: string; facets?: string[]; sort?: string; filterMode?: 'BY_GROUP' | 'CURRENT'; productIds?: number[] };
}

/** Catalogue reads through the commerce client, reshaped into domain types. */
export function catalogue(client: CommerceClient, images: ImageOptions, channelId: string): Catalogue {
  return {
    async channel() {
      const data = await client.query<{ channel: unknown }>('channel', { channelId });
      return toChannel(data.channel, channelId);
    },
    async categories() {
      return toCategories((await client.query<{ categories: unknown }>('categories')).categories);
    },
    async product(alias) {
      const data = await client.query<{ product: unknown }>('product', { alias });
      return data.product ? toProductDetail(data.product, images) : null;
    },
    async listPage(url) {
      const data = await client.query<{ listPageInfo: unknown }>('listPageInfo', { url });
      return toListPage(data.listPageInfo);
    },
    async products(args) {
      const data = await client.query<{ products: { count: number; products: unknown[] | null } | null }>('products', { ...args });
      return { count: Number(data.products?.count ?? 0), products: (data.products?.products ?? []).map((p) => toProductCard(p, images)) };
    },
  };
}
