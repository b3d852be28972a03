import type { Condition } from './condition';
import { LIST_PAGES, listAlias } from './list-pages';

/** Turns the products query's arguments into SQL conditions over `products p` joined with `prices pr`. */
export interface ListArgs {
  skip?: number | null;
  take?: number | null;
  categoryAlias?: string | null;
  brandAlias?: string | null;
  discountCampaignAlias?: string | null;
  url?: string | null;
  filter?: {
    searchText?: string | null;
    facets?: (string | null)[] | null;
    sort?: string | null;
    filterMode?: string | null;
    productIds?: (number | null)[] | null;
    price?: { lowest?: number | null; highest?: number | null } | null;
  } | null;
}

/** Facet groups by id prefix; each group ORs its values, groups AND together. */
export type FacetGroup =
  'Category' | 'Brand' | 'Sku' | 'Price' | 'Discount' | `Parameter-${string}`;

/** The page a list is of, from its URL or its arguments (a URL wins). */
function pageOf(args: ListArgs) {
  let { categoryAlias, brandAlias, discountCampaignAlias } = args;
  if (args.url) {
    const parts = args.url.split(/[?#]/)[0]!.split('/').filter(Boolean);
    const [kind, last] = [parts[0], parts[parts.length - 1]];
    if (kind === 'c') categoryAlias = last;
    else if (kind === 'b') brandAlias = last;
    else if (kind === 'dc') discountCampaignAlias = last;
    else {
      const alias = listAlias(parts);
      return {
        list: (alias ? LIST_PAGES[alias]?.condition : undefined) ?? { sql: '0', params: [] },
      };
    }
  }
  return { categoryAlias, brandAlias, discountCampaignAlias };
}

/** The category alias when the list is a category page, else null. */
export function pageCategory(args: ListArgs): string | null {
  const page = pageOf(args);
  return (page.list ? null : page.categoryAlias) || null;
}

/**
 * The part of a list given by the page (brand, campaign or URL), before any facet. A category page's
 * part is a join instead ({@link CATEGORY_JOIN}), so null here.
 */
export function pageCondition(args: ListArgs): Condition | null {
  const page = pageOf(args);
  if (page.list) return page.list;
  const { categoryAlias, brandAlias, discountCampaignAlias } = page;
  if (categoryAlias) return null;
  if (brandAlias)
    return { sql: 'p.brand_id = (SELECT id FROM brands WHERE alias = ?)', params: [brandAlias] };
  if (discountCampaignAlias)
    return {
      sql: 'p.id IN (SELECT pc.product_id FROM product_campaigns pc JOIN campaigns c ON c.id = pc.campaign_id WHERE c.alias = ?)',
      params: [discountCampaignAlias],
    };
  return null;
}

/**
 * A category page's products, as a join the query planner can order: from the category's own rows,
 * or, when a chosen facet selects fewer products (a brand), from those, probing the category by its
 * key. An `IN (subquery)` would list the whole category first in every statement, so that a facet
 * chosen on a large category cost as much as the category (README decision 124). Binds the alias.
 */
export const CATEGORY_JOIN =
  ' JOIN product_categories k ON k.product_id = p.id AND k.category_id = (SELECT id FROM categories WHERE alias = ?)';

/** FTS5 query: every word must match as a prefix. Returns null when the text has no searchable word. */
export function ftsQuery(text: string | null | undefined): string | null {
  const words =
    (text ?? '')
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null;
}

/** Price facet ranges in whole units: for the crowns (SEK, NOK, DKK) and for the euro (about 1/11). */
export const PRICE_BUCKETS = [
  [0, 199],
  [200, 499],
  [500, 999],
  [1000, 1999],
  [2000, 99999],
] as const;
export const EURO_PRICE_BUCKETS = [
  [0, 19],
  [20, 49],
  [50, 99],
  [100, 199],
  [200, 99999],
] as const;
/** A currency's price facet ranges: the euro's own, or every product fell in 0–199 €. */
export const priceBucketsFor = (currency: string) =>
  currency === 'EUR' ? EURO_PRICE_BUCKETS : PRICE_BUCKETS;
export const DISCOUNT_BUCKETS = [
  [1, 20],
  [21, 40],
  [41, 100],
] as const;

export function facetGroup(facetId: string): FacetGroup | null {
  if (/^c_\d{1,9}$/.test(facetId)) return 'Category';
  if (/^b_\d{1,9}$/.test(facetId)) return 'Brand';
  if (/^s_[a-z0-9-]{1,40}$/.test(facetId)) return 'Sku';
  if (/^pr_\d{1,9}-\d{1,9}$/.test(facetId)) return 'Price';
  if (/^d_\d{1,3}-\d{1,3}$/.test(facetId)) return 'Discount';
  const param = /^p_([a-z]{1,40})_[a-z0-9-]{1,80}$/.exec(facetId);
  return param ? `Parameter-${param[1]}` : null;
}

/**
 * The SQL for one group of selected facet ids (OR within the group). Prices are in whole units of the
 * currency. A group binds at most two variables however many ids it has (lists go in as one JSON array).
 */
export function facetCondition(group: FacetGroup, ids: string[]): Condition {
  const tail = (id: string) => id.slice(id.indexOf('_') + 1);
  const numbers = ids.map((i) => Number(tail(i))).join(',');
  switch (group) {
    case 'Category':
      return {
        sql: `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${numbers}))`,
        params: [],
      };
    case 'Brand':
      return { sql: `p.brand_id IN (${numbers})`, params: [] };
    case 'Sku':
      return {
        sql: `p.id IN (SELECT product_id FROM skus WHERE lower(replace(size, ' ', '-')) IN (SELECT value FROM json_each(?)))`,
        params: [JSON.stringify(ids.map(tail))],
      };
    case 'Price':
    case 'Discount': {
      const scale = group === 'Price' ? 100 : 1;
      const ranges = ids.map((i) => {
        const [lo, hi] = tail(i).split('-').map(Number) as [number, number];
        return [lo * scale, hi * scale + (scale - 1)];
      });
      const expr =
        group === 'Price' ? 'pr.selling' : '((pr.regular - pr.selling) * 100 / pr.regular)';
      return {
        sql: `EXISTS (SELECT 1 FROM json_each(?) r WHERE ${expr} BETWEEN json_extract(r.value, '$[0]') AND json_extract(r.value, '$[1]'))`,
        params: [JSON.stringify(ranges)],
      };
    }
    default: {
      const identifier = group.slice('Parameter-'.length);
      return {
        sql: `p.id IN (SELECT product_id FROM parameters WHERE identifier = ? AND value_key IN (SELECT value FROM json_each(?)))`,
        params: [identifier, JSON.stringify(ids.map((i) => i.slice(`p_${identifier}_`.length)))],
      };
    }
  }
}

/** Known facet ids by group, each id once; unknown ids are left out. */
export function groupFacets(facets: readonly (string | null)[]): Map<FacetGroup, string[]> {
  const groups = new Map<FacetGroup, string[]>();
  for (const id of new Set(facets)) {
    const group = id ? facetGroup(id) : null;
    if (group && id) groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return groups;
}
