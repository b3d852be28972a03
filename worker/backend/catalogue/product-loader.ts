import { vatRateIn } from '../markets';
import { priceType } from '../money';
import { priceLog } from './price-log';
import { stockType } from './stock';
import { variantGroup } from './variants';
import type { BackendContext, Scope } from '../scope';

interface ProductRow {
  id: number;
  article_number: string;
  alias: string;
  brand_id: number;
  category_id: number;
  vat_rate: number;
  name: string;
  text1: string;
  text2: string;
  image_count: number;
  rating_score: number;
  rating_count: number;
  brand_alias: string;
  brand_name: string;
  cat_alias: string;
  cat_path: string;
  cat_name: string;
  cat_parent: number;
  cat_order: number;
  regular: number;
  selling: number;
}
interface SkuRow {
  id: number;
  product_id: number;
  article_number: string;
  size: string;
  gtin: string;
  in_stock: number;
  oversellable: number;
  static_stock: number;
  incoming: string | null;
}
interface CampaignRow {
  product_id: number;
  name: string;
  hide_title: number;
}
interface ParameterRow {
  product_id: number;
  group_id: number;
  identifier: string;
  value_key: string;
  value: string;
}

const PARAMETER_NAMES: Record<string, { sv: string; en: string }> = {
  color: { sv: 'Färg', en: 'Colour' },
  material: { sv: 'Material', en: 'Material' },
  length: { sv: 'Längd', en: 'Length' },
};

/**
 * The products a statement reads, by a subquery of their ids: `sql` may use ?2 and later (?1 is the
 * currency), bound to `params` in order. A literal list of ids needs none.
 */
export interface ProductIds {
  sql: string;
  params: (string | number)[];
}
const idList = (ids: number[]): ProductIds => ({
  sql: ids.map((id) => Math.trunc(id)).join(','),
  params: [],
});

/**
 * The four statements that read whole products (rows, SKUs, campaigns, parameters) for `ids`, to go
 * in a batch of the caller's (so a cart's lines and their products are one D1 call); `productsFrom`
 * shapes their results.
 */
export function productReads(db: D1Database, scope: Scope, ids: ProductIds) {
  const l = scope.lang;
  const bound = [scope.currency.code, ...ids.params];
  return [
    db.prepare(
      `SELECT p.id, p.article_number, p.alias, p.brand_id, p.category_id, p.vat_rate, p.name_${l} AS name, p.text1_${l} AS text1, p.text2_${l} AS text2,
        p.image_count, p.rating_score, p.rating_count, b.alias AS brand_alias, b.name AS brand_name,
        c.alias AS cat_alias, c.path AS cat_path, c.name_${l} AS cat_name, c.parent_id AS cat_parent, c.sort_order AS cat_order, pr.regular, pr.selling
      FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?1 WHERE p.id IN (${ids.sql})`,
    ),
    db.prepare(`SELECT * FROM skus WHERE product_id IN (${ids.sql}) ORDER BY id`),
    db.prepare(
      `SELECT pc.product_id, c.name_${l} AS name, c.hide_title FROM product_campaigns pc JOIN campaigns c ON c.id = pc.campaign_id WHERE pc.product_id IN (${ids.sql}) ORDER BY c.id`,
    ),
    db.prepare(
      `SELECT product_id, group_id, identifier, value_key, value_${l} AS value FROM parameters WHERE product_id IN (${ids.sql})`,
    ),
  ].map((statement, i) => (i === 0 ? statement.bind(...bound) : bindFrom2(statement, ids)));
}

/** A statement that names only ?2 and later still takes ?1 (SQLite counts up to the largest). */
const bindFrom2 = (statement: D1PreparedStatement, ids: ProductIds) =>
  ids.params.length ? statement.bind(null, ...ids.params) : statement;

/** Loads whole Merchant API ProductType objects for the ids, in the ids' order; unknown ids are skipped. priceLog loads only when asked for. */
export async function loadProducts(db: D1Database, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return productsFrom(db, scope, await db.batch(productReads(db, scope, idList(ids))), ids);
}

/** Loads the products a subquery names (ProductIds), in the order of their ids. */
export async function loadProductsBy(db: D1Database, scope: Scope, ids: ProductIds) {
  const results = await db.batch(productReads(db, scope, ids));
  const found = (results[0]!.results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
  return productsFrom(db, scope, results, found);
}

/** The products read by productReads' four results, in the order of `ids`; unknown ids are skipped. */
export function productsFrom(db: D1Database, scope: Scope, results: D1Result[], ids: number[]) {
  const [products, skus, campaigns, parameters] = results;
  const byProduct = <T extends { product_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
    return map;
  };
  const skuMap = byProduct((skus?.results ?? []) as unknown as SkuRow[]);
  const campaignMap = byProduct((campaigns?.results ?? []) as unknown as CampaignRow[]);
  const parameterMap = byProduct((parameters?.results ?? []) as unknown as ParameterRow[]);
  const rows = new Map(
    ((products?.results ?? []) as unknown as ProductRow[]).map((r) => [r.id, r]),
  );
  return ids.flatMap((id) => {
    const r = rows.get(id);
    return r
      ? [
          {
            ...shapeProduct(
              r,
              scope,
              skuMap.get(id) ?? [],
              campaignMap.get(id) ?? [],
              parameterMap.get(id) ?? [],
            ),
            priceLog: (_: unknown, ctx: BackendContext) =>
              priceLog(db, scope, r.id, vatRateIn(scope.market, r.vat_rate), r.regular, ctx.now()),
            variantGroup: () => variantGroup(db, scope, r.id),
          },
        ]
      : [];
  });
}

function shapeProduct(
  r: ProductRow,
  scope: Scope,
  skus: SkuRow[],
  campaigns: CampaignRow[],
  parameters: ParameterRow[],
) {
  const vatRate = vatRateIn(scope.market, r.vat_rate);
  const skuTypes = skus.map((s) => ({
    skuId: s.id,
    productId: r.id,
    articleNumber: s.article_number,
    name: s.size,
    gtin: s.gtin,
    stock: stockType(s),
    incoming: s.incoming,
  }));
  const total = skuTypes.reduce(
    (acc, s) => ({
      inStock: acc.inStock + s.stock.inStock,
      oversellable: acc.oversellable + s.stock.oversellable,
      static: acc.static + s.stock.static,
      totalStock: acc.totalStock + s.stock.totalStock,
    }),
    { inStock: 0, oversellable: 0, static: 0, totalStock: 0 },
  );
  const category = {
    categoryId: r.category_id,
    parentCategoryId: r.cat_parent,
    name: r.cat_name,
    alias: r.cat_alias,
    canonicalUrl: r.cat_path,
    order: r.cat_order,
  };
  return {
    productId: r.id,
    articleNumber: r.article_number,
    name: r.name,
    alias: r.alias,
    canonicalUrl: `/p/${r.cat_alias}/${r.alias}`,
    brand: {
      brandId: r.brand_id,
      alias: r.brand_alias,
      name: r.brand_name,
      canonicalUrl: `/b/${r.brand_alias}`,
    },
    primaryCategory: category,
    categories: [category],
    productImages: Array.from({ length: r.image_count }, (_, i) => ({
      fileName: `p${r.id}-${i + 1}.svg`,
      tags: [],
    })),
    unitPrice: priceType(scope, r.regular, r.selling, vatRate),
    texts: { text1: r.text1, text2: r.text2, text3: null },
    skus: skuTypes,
    totalStock: { ...total, incoming: null },
    parameterGroups: [
      {
        parameterGroupId: 1,
        name: scope.lang === 'sv' ? 'Egenskaper' : 'Properties',
        parameters: parameters.map((p) => ({
          parameterGroupId: p.group_id,
          name: PARAMETER_NAMES[p.identifier]?.[scope.lang] ?? p.identifier,
          label: PARAMETER_NAMES[p.identifier]?.[scope.lang] ?? p.identifier,
          value: p.value,
          show: true,
          identifier: p.identifier,
        })),
      },
    ],
    discountCampaigns: campaigns.map((c) => ({ name: c.name, hideTitle: c.hide_title === 1 })),
    discountType: r.selling < r.regular ? 'PRICE_CAMPAIGN' : 'NONE',
    rating: { score: r.rating_score, voteCount: r.rating_count },
    meta: {
      title: `${r.name} | ${r.brand_name}`,
      description: r.text1.replace(/<[^>]+>/g, ''),
      keywords: null,
    },
    vatRate,
  };
}
export type ProductValue = ReturnType<typeof shapeProduct>;
