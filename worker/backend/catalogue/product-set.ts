import { capped } from '../args';
import { LIMITS } from '../limits';
import type { Scope } from '../scope';
import type { Condition } from './condition';
import {
  CATEGORY_JOIN,
  facetCondition,
  ftsQuery,
  groupFacets,
  pageCategory,
  pageCondition,
  type FacetGroup,
  type ListArgs,
} from './list-scope';

/** A filtered product set: FROM clause, conditions, and the facet conditions kept apart so facets can leave their own group out. */
export interface ProductSet {
  from: string;
  fromParams: (string | number)[];
  base: Condition[];
  facets: Map<FacetGroup, Condition>;
  currency: string;
  search: boolean;
  /** Anything beyond a search text selects the products: a page, a category, a facet, a price, ids. */
  narrowed: boolean;
  /** The category when the set before facets is exactly a category page's: its summary answers then. */
  category: string | null;
}

/** A search's products, best first in `f.key`: its candidates bound as a list, or all its matches. */
const CANDIDATES = 'json_each(?) f';
const MATCHES =
  '(SELECT rowid AS value, rank AS key FROM products_fts WHERE products_fts MATCH ?) f';

/**
 * A search's set with its candidates, best first: its best LIMITS.searchCandidates matches by rank and
 * one more, which only says there are more. Read once per list, so that FTS5 ranks the matches once,
 * not in each of the count, the page and every facet statement (README decision 123).
 */
export async function withCandidates(
  db: D1Database,
  set: ProductSet,
  fts: string,
): Promise<ProductSet> {
  // A search narrowed by a category, a facet or a price takes every match: its best 1 000 from the
  // whole catalogue could leave out what the narrowing keeps, and its count and facets would then be
  // short without saying so. Its cost follows its matches (README decision 123).
  const rows = await db
    .prepare(
      'SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ? ORDER BY rank, rowid LIMIT ?',
    )
    .bind(fts, (set.narrowed ? LIMITS.boundIds : LIMITS.searchCandidates) + 1)
    .all<{ id: number }>();
  // More matches than a statement can be given: the set reads them from FTS5 itself, ranked alike.
  if (set.narrowed && rows.results.length > LIMITS.boundIds)
    return {
      ...set,
      from: set.from.replace(CANDIDATES, MATCHES),
      fromParams: [fts, ...set.fromParams],
    };
  const candidates = JSON.stringify(rows.results.map((r) => r.id));
  // The candidates are the FROM clause's first parameter (CANDIDATES, see productSet).
  return { ...set, fromParams: [candidates, ...set.fromParams] };
}

/** The list's FTS5 query: undefined without a search text, null for a text with no searchable word. */
export const searchOf = (args: ListArgs) =>
  args.filter?.searchText != null ? ftsQuery(args.filter.searchText) : undefined;

/** The list's product set; a search's (see searchOf) is complete with its candidates (withCandidates). */
export function productSet(args: ListArgs, scope: Scope): ProductSet {
  const base: Condition[] = [];
  const categoryAlias = pageCategory(args);
  const page = pageCondition(args);
  if (page) base.push(page);
  const filter = args.filter ?? {};
  const requested = capped(filter.productIds, LIMITS.productIds, 'product ids');
  const ids = requested.filter((n): n is number => Number.isInteger(n));
  if (requested.length)
    base.push({ sql: ids.length ? `p.id IN (${ids.join(',')})` : '0', params: [] });
  if (filter.price?.lowest != null)
    base.push({ sql: 'pr.selling >= ?', params: [Math.round(filter.price.lowest * 100)] });
  if (filter.price?.highest != null)
    base.push({ sql: 'pr.selling <= ?', params: [Math.round(filter.price.highest * 100)] });
  const fts = searchOf(args);
  if (fts === null) base.push({ sql: '0', params: [] });
  // A search starts from its candidates, in their order (CROSS JOIN keeps them the outer loop
  // whatever the planner's statistics say).
  const products = fts ? `${CANDIDATES} CROSS JOIN products p ON p.id = f.value` : 'products p';
  const from =
    `${products} JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?` +
    (categoryAlias ? CATEGORY_JOIN : '');
  const facets = new Map<FacetGroup, Condition>();
  const selected = capped([...new Set(filter.facets)], LIMITS.facets, 'distinct facet ids');
  for (const [group, values] of groupFacets(selected))
    facets.set(group, facetCondition(group, values));
  return {
    from,
    fromParams: [scope.currency.code, ...(categoryAlias ? [categoryAlias] : [])],
    base,
    facets,
    currency: scope.currency.code,
    search: !!fts,
    narrowed: base.length > 0 || facets.size > 0 || !!categoryAlias,
    category: !fts && base.length === 0 ? categoryAlias : null,
  };
}

/** The category whose summary gives the set's counts with this group's facets left out, or null. */
export function summarised(set: ProductSet, without?: FacetGroup): string | null {
  return [...set.facets.keys()].every((g) => g === without) ? set.category : null;
}

/** WHERE clause for the set, optionally leaving one facet group out (for that group's counts). */
export function whereOf(set: ProductSet, without?: FacetGroup): Condition {
  const all = [...set.base, ...[...set.facets].filter(([g]) => g !== without).map(([, c]) => c)];
  return {
    sql: all.length ? all.map((c) => c.sql).join(' AND ') : '1',
    params: all.flatMap((c) => c.params),
  };
}

/**
 * The product ids of a set with facets chosen, read once each: the whole set, and per chosen group the
 * set without it (that group's counts), unless a summary gives those. The count, the page and every
 * facet statement then read these ids instead of finding the set again, which with a brand chosen on
 * a large category cost a pass over the brand's products per statement (README decision 124).
 */
export type SetIds = Map<FacetGroup | 'all', number[]>;

/**
 * The ids of a set with facets chosen (see SetIds); null for a search (its candidates bound it), for
 * none, or for more than LIMITS.boundIds.
 */
export async function setIds(
  db: D1Database,
  set: ProductSet,
  current: boolean,
): Promise<SetIds | null> {
  if (!set.facets.size || set.search) return null;
  const groups = current ? [] : [...set.facets.keys()].filter((g) => !summarised(set, g));
  const keys: (FacetGroup | 'all')[] = ['all', ...groups];
  const read = await db.batch<{ id: number }>(
    keys.map((key) => {
      const w = whereOf(set, key === 'all' ? undefined : key);
      return db
        .prepare(`SELECT p.id FROM ${set.from} WHERE ${w.sql} LIMIT ?`)
        .bind(...set.fromParams, ...w.params, LIMITS.boundIds + 1);
    }),
  );
  // Too many to bind: the statements read the set by its conditions, as without a facet.
  if (read.some((r) => r.results.length > LIMITS.boundIds)) return null;
  return new Map(keys.map((key, i) => [key, read[i]!.results.map((r) => r.id)]));
}

/** The ids a statement leaving out `without` reads (SetIds): its own set, or the whole one. */
export const idsWithout = (ids: SetIds, without?: FacetGroup) =>
  (without && ids.get(without)) || ids.get('all')!;
