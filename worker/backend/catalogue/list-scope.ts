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

export interface Condition {
  sql: string;
  params: (string | number)[];
}
/** Facet groups by id prefix; each group ORs its values, groups AND together. */
export type FacetGroup =
  'Category' | 'Brand' | 'Sku' | 'Price' | 'Discount' | `Parameter-${string}`;

/** The part of a list given by the page (category, brand, campaign or URL), before any facet. */
export function pageCondition(args: ListArgs): Condition | null {
  let { categoryAlias, brandAlias, discountCampaignAlias } = args;
  if (args.url) {
    const parts = args.url.split(/[?#]/)[0]!.split('/').filter(Boolean);
    const [kind, last] = [parts[0], parts[parts.length - 1]];
    if (kind === 'c') categoryAlias = last;
    else if (kind === 'b') brandAlias = last;
    else if (kind === 'dc') discountCampaignAlias = last;
    else {
      const alias = listAlias(parts);
      return (alias ? LIST_PAGES[alias]?.condition : undefined) ?? { sql: '0', params: [] };
    }
  }
  if (categoryAlias)
    return {
      sql: 'p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.alias = ?)',
      params: [categoryAlias],
    };
  if (brandAlias)
    return { sql: 'p.brand_id = (SELECT id FROM brands WHERE alias = ?)', params: [brandAlias] };
  if (discountCampaignAlias)
    return {
      sql: 'p.id IN (SELECT pc.product_id FROM product_campaigns pc JOIN campaigns c ON c.id = pc.campaign_id WHERE c.alias = ?)',
      params: [discountCampaignAlias],
    };
  return null;
}

/** FTS5 query: every word must match as a prefix. Returns null when the text has no searchable word. */
export function ftsQuery(text: string | null | undefined): string | null {
  const words =
    (text ?? '')
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null;
}

export const PRICE_BUCKETS = [
  [0, 199],
  [200, 499],
  [500, 999],
  [1000, 1999],
  [2000, 99999],
] as const;
export const DISCOUNT_BUCKETS = [
  [1, 20],
  [21, 40],
  [41, 100],
] as const;

export function facetGroup(facetId: string): FacetGroup | null {
  if (/^c_\d+$/.test(facetId)) return 'Category';
  if (/^b_\d+$/.test(facetId)) return 'Brand';
  if (/^s_[a-z0-9-]+$/.test(facetId)) return 'Sku';
  if (/^pr_\d+-\d+$/.test(facetId)) return 'Price';
  if (/^d_\d+-\d+$/.test(facetId)) return 'Discount';
  const param = /^p_([a-z]+)_[a-z0-9-]+$/.exec(facetId);
  return param ? `Parameter-${param[1]}` : null;
}

/** The SQL for one group of selected facet ids (OR within the group). Prices are in whole units of the currency. */
export function facetCondition(group: FacetGroup, ids: string[]): Condition {
  const tail = (id: string) => id.slice(id.indexOf('_') + 1);
  const marks = ids.map(() => '?').join(',');
  switch (group) {
    case 'Category':
      return {
        sql: `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${ids.map((i) => Number(tail(i))).join(',')}))`,
        params: [],
      };
    case 'Brand':
      return { sql: `p.brand_id IN (${ids.map((i) => Number(tail(i))).join(',')})`, params: [] };
    case 'Sku':
      return {
        sql: `p.id IN (SELECT product_id FROM skus WHERE lower(replace(size, ' ', '-')) IN (${marks}))`,
        params: ids.map(tail),
      };
    case 'Price':
    case 'Discount': {
      const ranges = ids.map((i) => tail(i).split('-').map(Number) as [number, number]);
      const expr =
        group === 'Price' ? 'pr.selling' : '((pr.regular - pr.selling) * 100 / pr.regular)';
      const scale = group === 'Price' ? 100 : 1;
      return {
        sql: `(${ranges.map(() => `${expr} BETWEEN ? AND ?`).join(' OR ')})`,
        params: ranges.flatMap(([lo, hi]) => [lo * scale, hi * scale + (scale - 1)]),
      };
    }
    default: {
      const identifier = group.slice('Parameter-'.length);
      return {
        sql: `p.id IN (SELECT product_id FROM parameters WHERE identifier = ? AND value_key IN (${marks}))`,
        params: [identifier, ...ids.map((i) => i.slice(`p_${identifier}_`.length))],
      };
    }
  }
}

export function groupFacets(
  facets: (string | null)[] | null | undefined,
): Map<FacetGroup, string[]> {
  const groups = new Map<FacetGroup, string[]>();
  for (const id of facets ?? []) {
    const group = id ? facetGroup(id) : null;
    if (group && id) groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  return groups;
}
