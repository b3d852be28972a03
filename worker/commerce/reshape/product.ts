import type { z } from 'zod';
import type {
  PriceLogEntry,
  ProductSummary,
  ProductDetail,
  ProductList,
  Variant,
} from '../../../shared/types';
import { CommerceError } from '../errors';
import {
  ListProductSchema,
  PriceLogSchema,
  ProductListSchema,
  ProductSchema,
  VariantNode,
} from '../upstream-schemas';
import { parseUpstream, ImageOptions, imageUrl, toPrice, toStock } from './upstream-parse';
import { toFacets } from './navigation';

export function toProductSummary(raw: unknown, o: ImageOptions): ProductSummary {
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
    categoryName: p.primaryCategory?.name ?? '',
    priceCampaign: p.discountType === 'PRICE_CAMPAIGN',
  };
}

/** A page of products; `filters` is left to toFacets (list pages only ask for it). */
export function toProductList(raw: unknown, o: ImageOptions): ProductList & { filters: unknown } {
  const list = parseUpstream(ProductListSchema, raw, 'product list');
  return {
    count: list?.count ?? 0,
    products: (list?.products ?? []).map((p) => toProductSummary(p, o)),
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
  const card = toProductSummary(raw, o);
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
