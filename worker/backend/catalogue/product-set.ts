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
  /** The category when the set before facets is exactly a category page's: its summary answers then. */
  category: string | null;
}

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
  const fts = filter.searchText != null ? ftsQuery(filter.searchText) : undefined;
  if (fts === null) base.push({ sql: '0', params: [] });
  // A search starts from its candidates (CROSS JOIN keeps them the outer loop whatever the
  // planner's statistics say): the best LIMITS.searchCandidates + 1 by rank, so that the count, the page
  // and every facet cost the same however many products match (README decision 123).
  const products = fts
    ? `(SELECT rowid AS id, rank FROM products_fts WHERE products_fts MATCH ? ORDER BY rank LIMIT ${LIMITS.searchCandidates + 1}) f CROSS JOIN products p ON p.id = f.id`
    : 'products p';
  const from =
    `${products} JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?` +
    (categoryAlias ? CATEGORY_JOIN : '');
  const facets = new Map<FacetGroup, Condition>();
  const selected = capped([...new Set(filter.facets)], LIMITS.facets, 'distinct facet ids');
  for (const [group, values] of groupFacets(selected))
    facets.set(group, facetCondition(group, values));
  return {
    from,
    fromParams: [
      ...(fts ? [fts] : []),
      scope.currency.code,
      ...(categoryAlias ? [categoryAlias] : []),
    ],
    base,
    facets,
    currency: scope.currency.code,
    search: !!fts,
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
