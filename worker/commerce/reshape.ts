import type { z } from 'zod';
import { paramOfFacet } from '../../shared/list-selection';
import { isLocale, localeOfLanguageId, type Locale } from '../../shared/locales';
import type {
  Brand,
  Cart,
  Category,
  Channel,
  ContentPage,
  FacetGroup,
  Menu,
  MenuItem,
  ListPage,
  Price,
  PriceLogEntry,
  ReviewPage,
  Suggestions,
  ProductSummary,
  ProductDetail,
  ProductList,
  Stock,
  Variant,
} from '../../shared/types';
import { CommerceError } from './errors';
import {
  BrandsSchema,
  CartSchema,
  CategoriesSchema,
  ChannelSchema,
  FiltersSchema,
  MenuSchema,
  ReviewsSchema,
  SuggestionSchema,
  WidgetAreaSchema,
  ListInfoSchema,
  ListProductSchema,
  PriceLogSchema,
  PriceSchema,
  ProductListSchema,
  ProductSchema,
  StockSchema,
  VariantNode,
} from './upstream-schemas';

/** Validates an upstream value; a shape we cannot read is an upstream failure, not a crash in a component. */
export function parseUpstream<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw CommerceError.shape(what, `${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

export interface ImageOptions {
  imageBase: string;
}
export const imageUrl = (o: ImageOptions, fileName: string, size = '600x600') =>
  `${o.imageBase}/product/${size}/${encodeURIComponent(fileName)}`;

export function toPrice(p: z.infer<typeof PriceSchema>): Price {
  return {
    sellingIncVat: p.sellingPriceIncVat,
    sellingExVat: p.sellingPriceExVat,
    regularIncVat: p.regularPriceIncVat,
    regularExVat: p.regularPriceExVat,
    sellingIncVatText: p.sellingPriceIncVatFormatted,
    sellingExVatText: p.sellingPriceExVatFormatted,
    regularIncVatText: p.regularPriceIncVatFormatted,
    regularExVatText: p.regularPriceExVatFormatted,
    isDiscounted: p.isDiscounted,
    discountPercentage: p.discountPercentage,
  };
}

const toStock = (s: z.infer<typeof StockSchema>): Stock => ({
  inStock: s.inStock,
  oversellable: s.oversellable,
  static: s.static,
  totalStock: s.totalStock,
  incoming: s.incoming,
});

export function toProductCard(raw: unknown, o: ImageOptions): ProductSummary {
  const p = parseUpstream(ListProductSchema, raw, 'product');
  const first = p.productImages?.[0]?.fileName;
  return {
    productId: p.productId,
    alias: p.alias,
    path: p.canonicalUrl || `/p/${p.alias}`,
    name: p.name,
    brand: p.brand?.name ?? '',
    image: first ? imageUrl(o, first, '400x400') : null,
    price: toPrice(p.unitPrice),
    campaigns: (p.discountCampaigns ?? []).filter((c) => !c.hideTitle),
    totalStock: toStock(p.totalStock),
    skus: (p.skus ?? []).map((s) => ({ skuId: s.skuId, name: s.name, stock: toStock(s.stock) })),
  };
}

/** A page of products; `filters` is left to toFacets (list pages only ask for it). */
export function toProductList(raw: unknown, o: ImageOptions): ProductList & { filters: unknown } {
  const list = parseUpstream(ProductListSchema, raw, 'product list');
  return {
    count: list?.count ?? 0,
    products: (list?.products ?? []).map((p) => toProductCard(p, o)),
    filters: list?.filters,
  };
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The product is required, its price log is not: a log this code cannot read is reported through
 * `dropped` and the product shows no price history.
 */
export function toProductDetail(
  raw: unknown,
  o: ImageOptions,
  dropped: (part: string, error: unknown) => void = () => {},
): ProductDetail {
  const p = parseUpstream(ProductSchema, raw, 'product');
  const card = toProductCard(raw, o);
  return {
    ...card,
    articleNumber: p.articleNumber,
    brandAlias: p.brand?.alias ?? '',
    category: {
      name: p.primaryCategory?.name ?? '',
      alias: p.primaryCategory?.alias ?? '',
      path: p.primaryCategory?.canonicalUrl ?? '',
    },
    images: (p.productImages ?? []).map((i) => imageUrl(o, i.fileName)),
    shortText: stripTags(p.texts?.text1 ?? ''),
    longText: stripTags(p.texts?.text2 ?? ''),
    specifications: (p.parameterGroups ?? [])
      .flatMap((g) => g.parameters ?? [])
      .filter((x) => x.show && x.value)
      .map((x) => ({ name: x.name, value: x.value })),
    rating: { score: p.rating?.score ?? 0, count: p.rating?.voteCount ?? 0 },
    meta: {
      title: p.meta?.title || p.name,
      description: p.meta?.description || stripTags(p.texts?.text1 ?? ''),
    },
    priceHistory: readPriceLog(p.priceLog, dropped),
    ...toVariants(p.productId, p.variantGroup?.variants ?? [], o),
  };
}

type Node = z.infer<typeof VariantNode>;
type VariantNodeWithChildren = Node & { variants?: (Node | null)[] | null };

/**
 * The variant tree as pickers: colours (level 1) and, when the colour's children are products rather
 * than SKUs, their second dimension (e.g. length). A colour's link keeps the current second value
 * when that colour has it, so switching colour does not also switch length.
 */
function toVariants(
  productId: number,
  nodes: (VariantNodeWithChildren | null)[],
  o: ImageOptions,
): Pick<ProductDetail, 'variants' | 'subVariants'> {
  const level1 = nodes.flatMap((n) => (n && n.level === 1 ? [n] : []));
  const productsUnder = (n: VariantNodeWithChildren) =>
    (n.variants ?? []).flatMap((c) => (c && c.skuId == null ? [c] : []));
  const currentColour = level1.find(
    (n) => n.productId === productId || productsUnder(n).some((c) => c.productId === productId),
  );
  const currentSecond = currentColour
    ? productsUnder(currentColour).find((c) => c.productId === productId)
    : undefined;
  const option = (n: Node, target: Node, current: boolean): Variant => ({
    productId: target.productId,
    label: n.label,
    value: n.value,
    path: target.canonicalUrl || `/p/${target.alias}`,
    image: n.primaryImage ? imageUrl(o, n.primaryImage, '120x120') : null,
    current,
    available: (n.stock?.totalStock ?? 0) > 0,
  });
  const variants = level1.map((n) => {
    const under = productsUnder(n);
    return option(
      n,
      under.find((c) => c.value === currentSecond?.value) ?? under[0] ?? n,
      n === currentColour,
    );
  });
  const seconds = currentColour ? productsUnder(currentColour) : [];
  return {
    variants,
    subVariants:
      seconds.length > 1
        ? {
            dimension: seconds[0]!.dimension,
            options: seconds.map((c) => option(c, c, c.productId === productId)),
          }
        : null,
  };
}

function readPriceLog(
  raw: unknown,
  dropped: (part: string, error: unknown) => void,
): PriceLogEntry[] {
  const log = PriceLogSchema.safeParse(raw);
  if (log.success) return toPriceHistory(log.data ?? []);
  dropped('price log', CommerceError.shape('price log', log.error.issues[0]?.message ?? ''));
  return [];
}

/** Oldest first; a day that repeats the previous price is not a change and is left out (the lowest mark moves to the kept day). */
export function toPriceHistory(
  log: (z.infer<typeof PriceLogSchema> & object)[number][],
): PriceLogEntry[] {
  const entries = log.flatMap((e) => (e ? [e] : [])).sort((a, b) => a.date.localeCompare(b.date));
  const out: PriceLogEntry[] = [];
  for (const e of entries) {
    const previous = out[out.length - 1];
    if (previous && previous.incVat === e.sellingPriceIncVat) {
      previous.isLowest ||= e.isLowest;
      continue;
    }
    out.push({
      date: e.date,
      incVat: e.sellingPriceIncVat,
      exVat: e.sellingPriceExVat,
      incVatText: e.sellingPriceIncVatFormatted,
      exVatText: e.sellingPriceExVatFormatted,
      isLowest: e.isLowest,
    });
  }
  return out;
}

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

export function toCart(raw: unknown, o: ImageOptions): Cart {
  const c = parseUpstream(CartSchema, raw, 'cart');
  const s = c.summary;
  return {
    id: c.id,
    promoCode: c.promoCode ?? null,
    items: (c.items ?? []).map((i) => {
      const sku = i.product.skus?.find((x) => x.skuId === i.skuId);
      const image = i.product.productImages?.[0]?.fileName;
      return {
        skuId: i.skuId,
        quantity: i.quantity,
        productId: i.product.productId,
        name: i.product.name,
        brand: i.product.brand?.name ?? '',
        path: i.product.canonicalUrl || `/p/${i.product.alias}`,
        image: image ? imageUrl(o, image, '120x120') : null,
        size: sku?.name ?? '',
        maxQuantity: sku?.stock.totalStock ?? i.quantity,
        unitPrice: toPrice(i.unitPrice),
        totalPrice: toPrice(i.totalPrice),
      };
    }),
    summary: {
      subTotal: toPrice(s.subTotal),
      total: toPrice(s.total),
      vatText: s.total.vatFormatted,
      discountIncVatText: s.total.discountIncVatFormatted,
      discountExVatText: s.total.discountExVatFormatted,
      hasDiscount: s.total.discountIncVat > 0,
      shipping: {
        feeIncVat: s.shipping.feeIncVat,
        feeIncVatText: s.shipping.feeIncVatFormatted,
        feeExVatText: s.shipping.feeExVatFormatted,
        isDefault: s.shipping.isDefault,
        amountLeft: s.shipping.amountLeftToFreeShipping,
        amountLeftText: s.shipping.amountLeftToFreeShippingFormatted,
      },
    },
  };
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

export function toReviewPage(raw: unknown): ReviewPage {
  const r = parseUpstream(ReviewsSchema, raw, 'reviews');
  return {
    count: r?.count ?? 0,
    average: r?.averageRating ?? 0,
    reviews: (r?.reviews ?? []).flatMap((x) =>
      x
        ? [
            {
              author: x.author,
              rating: x.rating,
              comment: x.comment,
              date: x.reviewDate.slice(0, 10),
            },
          ]
        : [],
    ),
  };
}

/** A content page from its widget area; a widget whose configuration is not JSON is left out (and logged upstream of here). */
export function toContentPage(raw: unknown): ContentPage | null {
  const area = parseUpstream(WidgetAreaSchema, raw, 'widget area');
  if (!area) return null;
  const parse = (json: string): Record<string, unknown> | null => {
    try {
      const v: unknown = JSON.parse(json);
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  return {
    title: area.meta?.title ?? '',
    description: area.meta?.description ?? '',
    tags: (area.tags ?? []).filter((t): t is string => !!t),
    widgets: (area.containers ?? []).flatMap((c) =>
      (c?.widgets ?? []).flatMap((w) => {
        const config = w ? parse(w.configuration) : null;
        return w && config ? [{ id: w.id, type: w.name, layout: c!.layout, config }] : [];
      }),
    ),
  };
}

export function toMenu(raw: unknown): Menu | null {
  const menu = parseUpstream(MenuSchema, raw, 'menu');
  if (!menu) return null;
  // Items without a label or URL are left out, as the original does.
  type Raw = {
    label: string;
    canonicalUrl: string;
    targetBlank?: boolean | null;
    children?: unknown;
  } | null;
  const items = (list: Raw[] | null | undefined, depth: number): MenuItem[] =>
    (list ?? []).flatMap((i) =>
      i && i.label && i.canonicalUrl
        ? [
            {
              label: i.label,
              path: i.canonicalUrl,
              newTab: i.targetBlank ?? false,
              children:
                depth < 3 && Array.isArray(i.children) ? items(i.children as Raw[], depth + 1) : [],
            },
          ]
        : [],
    );
  return { items: items(menu.menuItems, 1) };
}
