import { paramOfFacet } from '../../../shared/list-selection';
import { isLocale, localeOfLanguageId, type Locale } from '../../../shared/locales';
import type {
  Brand,
  Category,
  Channel,
  FacetGroup,
  ListPage,
  Suggestions,
} from '../../../shared/types';
import {
  BrandsSchema,
  CategoriesSchema,
  ChannelSchema,
  FiltersSchema,
  SuggestionSchema,
  ListInfoSchema,
  ProductListSchema,
} from '../upstream-schemas';
import { parseUpstream, ImageOptions, imageUrl, toPrice } from './upstream-parse';

export function toListPage(raw: unknown): ListPage | null {
  if (raw == null) return null;
  const p = parseUpstream(ListInfoSchema, raw, 'list page');
  if (p.id === 0) return null;
  return {
    id: p.id,
    name: p.name,
    path: p.canonicalUrl,
    description: p.primaryDescription,
    hideTitle: p.hideTitle,
    meta: {
      title: p.meta?.title || p.name,
      description: p.meta?.description || p.primaryDescription,
    },
    subCategories: (p.subCategories ?? []).map((c) => ({
      id: c.categoryId,
      parentId: c.parentCategoryId,
      name: c.name,
      alias: c.alias,
      path: c.canonicalUrl,
    })),
  };
}

export function toChannel(raw: unknown, channelId: string): Channel {
  const c = parseUpstream(ChannelSchema, raw, 'channel');
  const markets = c.markets
    .filter((m) => !m.onlyDisplayInCheckout)
    .map((m) => {
      const locales = (m.allowedLanguages ?? [])
        .map((l) => (isLocale(l.code) ? l.code : localeOfLanguageId(l.id)))
        .filter((l): l is Locale => l !== null);
      return {
        id: m.id,
        alias: m.alias,
        defaultLocale: localeOfLanguageId(m.defaultLanguageId) ?? locales[0] ?? 'sv',
        locales,
        country: { code: m.country?.code ?? '', name: m.country?.name ?? '' },
        currency: m.currency?.code ?? '',
      };
    });
  const defaultMarket =
    markets.find((m) => m.id === c.defaultMarketId)?.alias ?? markets[0]?.alias ?? 'se';
  return { id: channelId, defaultMarket, markets };
}

export function toCategories(raw: unknown): Category[] {
  return parseUpstream(CategoriesSchema, raw ?? [], 'categories').map((c) => ({
    id: c.categoryId,
    parentId: c.parentCategoryId,
    name: c.name,
    alias: c.alias,
    path: c.canonicalUrl,
  }));
}

export function toBrands(raw: unknown): Brand[] {
  return parseUpstream(BrandsSchema, raw ?? [], 'brands').map((b) => ({
    id: b.brandId,
    name: b.name,
    alias: b.alias,
    path: b.canonicalUrl || `/b/${b.alias}`,
  }));
}

/** Facet groups as the list screen shows them; hidden and empty values are left out. */
export function toFacets(raw: unknown): FacetGroup[] {
  const filters = parseUpstream(FiltersSchema, raw, 'filters');
  return (filters?.facets ?? []).flatMap((f) => {
    if (!f) return [];
    const values = (f.values ?? []).flatMap((v) =>
      v && v.facetId && !v.hidden && v.count > 0
        ? [{ id: v.facetId, parentId: v.parentId || null, label: v.label, count: v.count }]
        : [],
    );
    return values.length
      ? [
          {
            param: paramOfFacet(f.type, f.filterId),
            type: f.type,
            label: f.label || f.group,
            values,
          },
        ]
      : [];
  });
}

/** Type-ahead suggestions; brands and categories are those of the matching products, most matches first. */
export function toSuggestions(term: string, raw: unknown, o: ImageOptions): Suggestions {
  const list = parseUpstream(ProductListSchema, raw, 'suggestions');
  const count = list?.count ?? 0;
  const products = (list?.products ?? []).map((r) =>
    parseUpstream(SuggestionSchema, r, 'suggestion'),
  );
  const ranked = (
    pick: (
      p: (typeof products)[number],
    ) => { name: string; canonicalUrl: string } | null | undefined,
  ) => {
    const counts = new Map<string, { name: string; path: string; n: number }>();
    for (const p of products) {
      const x = pick(p);
      if (x?.name && x.canonicalUrl)
        counts.set(x.canonicalUrl, {
          name: x.name,
          path: x.canonicalUrl,
          n: (counts.get(x.canonicalUrl)?.n ?? 0) + 1,
        });
    }
    return [...counts.values()]
      .sort((a, b) => b.n - a.n)
      .slice(0, 5)
      .map(({ name, path }) => ({ name, path }));
  };
  return {
    term,
    count,
    products: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      brand: p.brand?.name ?? '',
      path: p.canonicalUrl || `/p/${p.alias}`,
      image: p.productImages?.[0] ? imageUrl(o, p.productImages[0].fileName, '120x120') : null,
      price: toPrice(p.unitPrice),
    })),
    categories: ranked((p) => p.primaryCategory),
    brands: ranked((p) => p.brand),
  };
}
