import { formatMoneyRange } from '../money';
import type { Scope } from '../scope';
import { DISCOUNT_BUCKETS, priceBucketsFor, type FacetGroup } from './list-scope';
import { idsWithout, summarised, whereOf, type ProductSet, type SetIds } from './product-set';
import { DISCOUNT_BUCKET, FACET_PARAMETERS, PRICE_BUCKET, summaryFacet } from './summary';

interface Value {
  facetId: string;
  parentId?: string | null;
  label: string;
  url?: string | null;
  order: number;
  count: number;
}
const GROUP_LABELS: Record<string, { sv: string; en: string }> = {
  Category: { sv: 'Kategorier', en: 'Categories' },
  Brand: { sv: 'Varumärken', en: 'Brands' },
  Sku: { sv: 'Storlekar', en: 'Sizes' },
  Price: { sv: 'Pris', en: 'Price' },
  Discount: { sv: 'Rabatt', en: 'Discount' },
  color: { sv: 'Färg', en: 'Colour' },
  material: { sv: 'Material', en: 'Material' },
};

/**
 * Facets with counts. BY_GROUP (default): each group's counts apply every selected facet except the
 * group's own, so choosing a brand still shows the other brands. CURRENT: counts within the result.
 */
export async function computeFacets(
  db: D1Database,
  scope: Scope,
  set: ProductSet,
  current: boolean,
  ids: SetIds | null,
) {
  const l = scope.lang;
  const sub = (group: FacetGroup) => {
    if (ids)
      return {
        sql: 'SELECT value FROM json_each(?)',
        params: [JSON.stringify(idsWithout(ids, current ? undefined : group))],
      };
    const w = whereOf(set, current ? undefined : group);
    return {
      sql: `SELECT p.id FROM ${set.from} WHERE ${w.sql}`,
      params: [...set.fromParams, ...w.params],
    };
  };
  // A group whose counts are over a category page's whole set reads them from the category's summary.
  const q = (group: FacetGroup, sql: (ids: string) => string) => {
    const category = summarised(set, current ? undefined : group);
    if (category) return db.prepare(summaryFacet(group, l)).bind(category, set.currency, group);
    const s = sub(group);
    return db.prepare(sql(s.sql)).bind(...s.params);
  };
  const [cats, brands, sizes, prices, discounts, ...params] = await db.batch([
    q(
      'Category',
      (ids) =>
        `SELECT c.id, c.parent_id, c.name_${l} AS label, c.path AS url, c.sort_order AS ord, count(*) AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id IN (${ids}) GROUP BY c.id ORDER BY c.parent_id, c.sort_order`,
    ),
    q(
      'Brand',
      (ids) =>
        `SELECT b.id, b.name AS label, b.alias, count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id IN (${ids}) GROUP BY b.id ORDER BY b.name`,
    ),
    q(
      'Sku',
      (ids) =>
        `SELECT s.size AS label, min(s.id) AS ord, count(DISTINCT s.product_id) AS n FROM skus s WHERE s.product_id IN (${ids}) GROUP BY s.size ORDER BY ord`,
    ),
    q(
      'Price',
      (ids) =>
        `SELECT ${PRICE_BUCKET} AS bucket, count(*) AS n FROM prices pr WHERE pr.currency = '${set.currency}' AND pr.product_id IN (${ids}) GROUP BY bucket`,
    ),
    q(
      'Discount',
      (ids) =>
        `SELECT ${DISCOUNT_BUCKET} AS bucket, count(*) AS n FROM prices pr WHERE pr.currency = '${set.currency}' AND pr.selling < pr.regular AND pr.product_id IN (${ids}) GROUP BY bucket`,
    ),
    ...FACET_PARAMETERS.map((identifier) =>
      q(
        `Parameter-${identifier}`,
        (ids) =>
          `SELECT identifier, value_key, value_${l} AS label, count(*) AS n FROM parameters WHERE identifier = '${identifier}' AND product_id IN (${ids}) GROUP BY value_key ORDER BY label`,
      ),
    ),
  ]);
  const rows = (r: D1Result | undefined) => (r?.results ?? []) as Record<string, string | number>[];
  const facet = (filterId: string, type: string, key: string, order: number, values: Value[]) => ({
    filterId,
    type,
    group: GROUP_LABELS[key]?.[l] ?? key,
    label: GROUP_LABELS[key]?.[l] ?? key,
    order,
    values: values.map((v) => ({
      _id: `${v.facetId}_${v.count}`,
      facetId: v.facetId,
      parentId: v.parentId ?? null,
      label: v.label,
      url: v.url ?? null,
      order: v.order,
      count: v.count,
      hidden: false,
    })),
  });
  const currencyLabel = (lo: number, hi: number) =>
    formatMoneyRange(
      lo,
      hi >= 99999 ? null : hi,
      scope.currency,
      scope.moneyLocale,
      l === 'sv' ? '{amount} eller mer' : '{amount} or more',
    );
  const byParam = new Map<string, Value[]>();
  params.flatMap(rows).forEach((r, i) =>
    byParam.set(String(r.identifier), [
      ...(byParam.get(String(r.identifier)) ?? []),
      {
        facetId: `p_${r.identifier}_${r.value_key}`,
        label: String(r.label),
        order: i,
        count: Number(r.n),
      },
    ]),
  );
  return {
    price: null,
    facets: [
      facet(
        'Category',
        'Category',
        'Category',
        0,
        rows(cats).map((r) => ({
          facetId: `c_${r.id}`,
          parentId: `c_${r.parent_id}`,
          label: String(r.label),
          url: String(r.url),
          order: Number(r.ord),
          count: Number(r.n),
        })),
      ),
      facet(
        'Brand',
        'Brand',
        'Brand',
        1,
        rows(brands).map((r, i) => ({
          facetId: `b_${r.id}`,
          label: String(r.label),
          url: `/b/${r.alias}`,
          order: i,
          count: Number(r.n),
        })),
      ),
      facet(
        'Sku',
        'Sku',
        'Sku',
        2,
        rows(sizes).map((r) => ({
          facetId: `s_${String(r.label).toLowerCase().replace(/ /g, '-')}`,
          label: String(r.label),
          order: Number(r.ord),
          count: Number(r.n),
        })),
      ),
      facet(
        'Price',
        'Price',
        'Price',
        3,
        priceBucketsFor(scope.currency.code)
          .map(([lo, hi], i) => ({
            facetId: `pr_${lo}-${hi}`,
            label: currencyLabel(lo, hi),
            order: i,
            count: Number(rows(prices).find((r) => r.bucket === `${lo}-${hi}`)?.n ?? 0),
          }))
          .filter((v) => v.count > 0),
      ),
      facet(
        'Discount',
        'Discount',
        'Discount',
        4,
        DISCOUNT_BUCKETS.map(([lo, hi], i) => ({
          facetId: `d_${lo}-${hi}`,
          label: `${lo}–${hi} %`,
          order: i,
          count: Number(rows(discounts).find((r) => r.bucket === `${lo}-${hi}`)?.n ?? 0),
        })).filter((v) => v.count > 0),
      ),
      ...[...byParam].map(([identifier, values], i) =>
        facet(`Parameter-${identifier}`, 'Parameter', identifier, 5 + i, values),
      ),
    ],
  };
}
