import { DISCOUNT_BUCKETS, EURO_PRICE_BUCKETS, PRICE_BUCKETS } from './list-scope';

/**
 * Category summaries (migration 0017): what a category page shows before any facet is chosen, counted
 * once per category and currency when the catalogue is written, so that the page's cost follows the
 * length of its facet lists and not the number of products in the category. Counting facets over a
 * category is a pass over all its products; the summary makes that pass at seed time.
 *
 * Contract: every statement that writes products, prices, SKUs, parameters or category links is
 * followed by {@link summaryRefresh} (the seed does it; nothing else in the backend writes them).
 */

/** The parameter groups offered as facets. */
export const FACET_PARAMETERS = ['color', 'material'] as const;

const DISCOUNT = '((pr.regular - pr.selling) * 100 / pr.regular)';
const bucket = (expr: string, buckets: readonly (readonly [number, number])[], scale: number) =>
  `CASE ${buckets
    .map(
      ([lo, hi]) =>
        `WHEN ${expr} BETWEEN ${lo * scale} AND ${hi * scale + scale - 1} THEN '${lo}-${hi}'`,
    )
    .join(' ')} END`;
/**
 * A price's bucket id (`200-499`) over `prices pr`, by its currency's ranges (list-scope.ts
 * priceBucketsFor); NULL outside every bucket. Migration 0020 holds the same for the euro.
 */
export const PRICE_BUCKET = `CASE WHEN pr.currency = 'EUR' THEN ${bucket('pr.selling', EURO_PRICE_BUCKETS, 100)} ELSE ${bucket('pr.selling', PRICE_BUCKETS, 100)} END`;
/** A discount's bucket id (`1-20`) over `prices pr`; NULL outside every bucket. */
export const DISCOUNT_BUCKET = bucket(DISCOUNT, DISCOUNT_BUCKETS, 1);

/** The products of category k with a price in currency pr.currency: the set a category page lists. */
const IN_CATEGORY = 'FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id';
const INSERT =
  'INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n)';

/**
 * Recomputes every category summary from the catalogue tables, then the query planner's statistics:
 * with them SQLite starts a category page's join from its smaller side (list-scope.ts CATEGORY_JOIN);
 * without them it may read a currency's every price first.
 */
export function summaryRefresh(): string[] {
  return [
    'DELETE FROM category_facets;',
    'DELETE FROM category_latest;',
    `${INSERT} SELECT k.category_id, pr.currency, 'Count', '', 0, NULL, NULL, count(*) ${IN_CATEGORY}
      GROUP BY k.category_id, pr.currency;`,
    `${INSERT} SELECT k.category_id, pr.currency, 'Category', pc.category_id, 0, NULL, NULL, count(*)
      ${IN_CATEGORY} JOIN product_categories pc ON pc.product_id = k.product_id
      GROUP BY k.category_id, pr.currency, pc.category_id;`,
    `${INSERT} SELECT k.category_id, pr.currency, 'Brand', p.brand_id, 0, NULL, NULL, count(*)
      ${IN_CATEGORY} JOIN products p ON p.id = k.product_id GROUP BY k.category_id, pr.currency, p.brand_id;`,
    `${INSERT} SELECT k.category_id, pr.currency, 'Sku', s.size, min(s.id), NULL, NULL, count(DISTINCT s.product_id)
      ${IN_CATEGORY} JOIN skus s ON s.product_id = k.product_id GROUP BY k.category_id, pr.currency, s.size;`,
    `${INSERT} SELECT category_id, currency, 'Price', bucket, 0, NULL, NULL, count(*) FROM
      (SELECT k.category_id, pr.currency, ${PRICE_BUCKET} AS bucket ${IN_CATEGORY})
      WHERE bucket IS NOT NULL GROUP BY category_id, currency, bucket;`,
    `${INSERT} SELECT category_id, currency, 'Discount', bucket, 0, NULL, NULL, count(*) FROM
      (SELECT k.category_id, pr.currency, ${DISCOUNT_BUCKET} AS bucket ${IN_CATEGORY} WHERE pr.selling < pr.regular)
      WHERE bucket IS NOT NULL GROUP BY category_id, currency, bucket;`,
    `${INSERT} SELECT k.category_id, pr.currency, 'Parameter-' || pa.identifier, pa.value_key, 0,
      min(pa.value_sv), min(pa.value_en), count(*) ${IN_CATEGORY} JOIN parameters pa ON pa.product_id = k.product_id
      WHERE pa.identifier IN (${FACET_PARAMETERS.map((p) => `'${p}'`).join(', ')})
      GROUP BY k.category_id, pr.currency, pa.identifier, pa.value_key;`,
    `INSERT INTO category_latest (category_id, currency, position, product_id)
      SELECT k.category_id, pr.currency,
        row_number() OVER (PARTITION BY k.category_id, pr.currency ORDER BY p.created_at DESC, p.id DESC),
        k.product_id
      ${IN_CATEGORY} JOIN products p ON p.id = k.product_id;`,
    'ANALYZE;',
  ];
}

const CATEGORY_ID = '(SELECT id FROM categories WHERE alias = ?)';
const SUMMARY = `FROM category_facets f WHERE f.category_id = ${CATEGORY_ID} AND f.currency = ? AND f.facet = ?`;

/**
 * Reads of the summary giving the same rows, in the same order, as the live facet statements of
 * facets.ts over the category's products, so that one shaping serves both.
 */
export function summaryFacet(group: string, lang: 'sv' | 'en'): string {
  switch (group) {
    case 'Category':
      return `SELECT c.id, c.parent_id, c.name_${lang} AS label, c.path AS url, c.sort_order AS ord, f.n
        FROM category_facets f JOIN categories c ON c.id = f.value
        WHERE f.category_id = ${CATEGORY_ID} AND f.currency = ? AND f.facet = ? ORDER BY c.parent_id, c.sort_order`;
    case 'Brand':
      return `SELECT b.id, b.name AS label, b.alias, f.n FROM category_facets f JOIN brands b ON b.id = f.value
        WHERE f.category_id = ${CATEGORY_ID} AND f.currency = ? AND f.facet = ? ORDER BY b.name`;
    case 'Sku':
      return `SELECT f.value AS label, f.ord, f.n ${SUMMARY} ORDER BY f.ord`;
    case 'Price':
    case 'Discount':
      return `SELECT f.value AS bucket, f.n ${SUMMARY}`;
    default:
      return `SELECT substr(f.facet, 11) AS identifier, f.value AS value_key, f.label_${lang} AS label, f.n
        ${SUMMARY} ORDER BY label`;
  }
}

/** The category's product count in the currency. */
export const SUMMARY_COUNT = `SELECT f.n ${SUMMARY} AND f.value = ''`;

/** A page of the category's products, newest first (the default sort); binds alias, currency, skip, take. */
export const summaryLatest = (lang: 'sv' | 'en') =>
  `SELECT p.id, p.name_${lang} AS name FROM category_latest l JOIN products p ON p.id = l.product_id
    WHERE l.category_id = (SELECT id FROM categories WHERE alias = ?1) AND l.currency = ?2
      AND l.position > ?3 AND l.position <= ?3 + ?4
    ORDER BY l.position`;
