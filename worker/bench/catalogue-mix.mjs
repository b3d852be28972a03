// The sustained load's URLs, read from the local D1 (WRANGLER_PERSIST_TO names the state folder): every
// product page, category and brand lists with facets, sorts and pages, and search pages. Each pool is
// shuffled with a fixed seed, so a run visits distinct pages in the same order every time.
import { sql } from '../backend/tools/local-d1.mjs';

const PAGE_SIZE = 20; // worker/screens/list/load.ts: a page beyond the last is a 404
const LOCALES = ['sv', 'en'];
const SORTS = ['', 'MOST_SOLD', 'PRICE', 'PRICE_DESC'];
// The shop's price buckets (worker/backend/catalogue/list-scope.ts); the counts below use the backend's
// own condition for a `pr_lo-hi` id, so pages stay within the list whatever the buckets are.
const PRICE_RANGES = [
  [0, 199],
  [200, 499],
  [500, 999],
  [1000, 1999],
  [2000, 99999],
];
// Prices and facet counts in the default market's currency (/sv and /en without a market cookie: se, SEK).
const PRICED = `JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'`;

/** A deterministic shuffle (mulberry32), so that runs are comparable. */
function shuffled(items, seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A facet's `label~id` (the label is for the shopper only; a comma or tilde would split the entry). */
const facet = (label, id) => `${String(label).replace(/[,~]/g, ' ')}~${id}`;

const query = (params) => {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v)).toString();
  return q ? `?${q}` : '';
};

/** A list's pages 1..last for `count` products, in every locale and sort. */
function pagesOf(path, count, facets = {}, sorts = SORTS) {
  const last = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const urls = [];
  for (const locale of LOCALES)
    for (const sort of sorts)
      for (let page = 1; page <= last; page++)
        urls.push(`/${locale}${path}${query({ ...facets, sort, page: page > 1 && page })}`);
  return urls;
}

/**
 * A column of every row as one string: wrangler prints its JSON indented, and thousands of rows of it
 * would pass the 1 MiB that local-d1.mjs reads of its output.
 */
const column = (expression, from) =>
  String(sql(`SELECT group_concat(${expression}, char(10)) AS v FROM ${from}`)[0]?.v ?? '')
    .split('\n')
    .filter(Boolean);

function productPages() {
  const paths = column(
    `c.alias || '/' || p.alias`,
    `products p JOIN categories c ON c.id = p.category_id ${PRICED}`,
  );
  return paths.flatMap((path) => LOCALES.map((l) => `/${l}/p/${path}`));
}

function listPages() {
  const inCategory = `FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    JOIN products p ON p.id = pc.product_id ${PRICED}`;
  const categories = sql(`SELECT c.path, count(*) AS n ${inCategory} GROUP BY c.id`);
  const brands = sql(
    `SELECT b.alias, count(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id ${PRICED} GROUP BY b.id`,
  );
  const byBrand = sql(
    `SELECT c.path, b.id, b.name, count(*) AS n ${inCategory} JOIN brands b ON b.id = p.brand_id GROUP BY c.id, b.id`,
  );
  const byParameter = sql(
    `SELECT c.path, pa.identifier, pa.value_key, pa.value_sv AS label, count(*) AS n ${inCategory}
    JOIN parameters pa ON pa.product_id = p.id GROUP BY c.id, pa.identifier, pa.value_key`,
  ).filter((r) => /^[a-z]{1,40}$/.test(r.identifier) && /^[a-z0-9-]{1,80}$/.test(r.value_key));
  const priceCase = PRICE_RANGES.map(
    ([lo, hi]) => `WHEN pr.selling BETWEEN ${lo * 100} AND ${hi * 100 + 99} THEN '${lo}-${hi}'`,
  ).join(' ');
  const byPrice = sql(
    `SELECT c.path, CASE ${priceCase} END AS bucket, count(*) AS n ${inCategory} GROUP BY c.id, bucket`,
  ).filter((r) => r.bucket);
  return [
    ...categories.flatMap((r) => pagesOf(r.path, r.n)),
    ...brands.flatMap((r) => pagesOf(`/b/${r.alias}`, r.n)),
    ...byBrand.flatMap((r) =>
      pagesOf(r.path, r.n, { brands: facet(r.name, `b_${r.id}`) }, ['', 'PRICE']),
    ),
    ...byParameter.flatMap((r) =>
      pagesOf(
        r.path,
        r.n,
        { [`p-${r.identifier}`]: facet(r.label, `p_${r.identifier}_${r.value_key}`) },
        [''],
      ),
    ),
    ...byPrice.flatMap((r) =>
      pagesOf(r.path, r.n, { price: facet(r.bucket, `pr_${r.bucket}`) }, ['']),
    ),
  ];
}

/** Search pages for runs of one to three words of product names (each matches at least its product). */
function searchPages() {
  const terms = { sv: new Set(), en: new Set() };
  for (const locale of LOCALES)
    for (const name of column(`name_${locale}`, 'products')) {
      const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      words.forEach((_, i) => {
        for (let n = 1; n <= Math.min(3, i + 1); n++)
          terms[locale].add(words.slice(i + 1 - n, i + 1).join(' '));
      });
    }
  return LOCALES.flatMap((l) =>
    [...terms[l]].flatMap((t) =>
      ['', 'PRICE', 'PRICE_DESC'].map(
        (sort) => `/${l}/s/${encodeURIComponent(t)}${query({ sort })}`,
      ),
    ),
  );
}

/** SKUs with enough stock for a few adds of one each. */
const skus = () =>
  column(
    's.id',
    `skus s JOIN products p ON p.id = s.product_id ${PRICED} WHERE s.in_stock >= 20`,
  ).map(Number);

/** The pools of distinct page URLs, shuffled, and SKUs to add to carts. */
export function catalogueMix(seed = 12) {
  return {
    product: shuffled(productPages(), seed),
    list: shuffled(listPages(), seed + 1),
    search: shuffled(searchPages(), seed + 2),
    skus: shuffled(skus(), seed + 3),
  };
}
