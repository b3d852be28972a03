import type { Scope } from '../scope';
import { computeFacets } from './facets';
import {
  ftsQuery,
  groupFacets,
  facetCondition,
  pageCondition,
  type Condition,
  type FacetGroup,
  type ListArgs,
} from './list-scope';
import { loadProducts } from './product-loader';

const SORTS: Record<string, string> = {
  LATEST: 'p.created_at DESC, p.id DESC',
  MOST_SOLD: 'p.sold_count DESC, p.id',
  PRICE: 'pr.selling ASC, p.id',
  PRICE_DESC: 'pr.selling DESC, p.id',
  ALPHABETICAL: 'name ASC, p.id',
  ALPHABETICAL_DESC: 'name DESC, p.id',
  VOTES: 'p.rating_count DESC, p.id',
  NONE: 'p.id',
};

/** A filtered product set: FROM clause, conditions, and the facet conditions kept apart so facets can leave their own group out. */
export interface ProductSet {
  from: string;
  fromParams: (string | number)[];
  base: Condition[];
  facets: Map<FacetGroup, Condition>;
  currency: string;
  search: boolean;
}

export function productSet(args: ListArgs, scope: Scope): ProductSet {
  const base: Condition[] = [];
  const page = pageCondition(args);
  if (page) base.push(page);
  const filter = args.filter ?? {};
  const ids = (filter.productIds ?? []).filter((n): n is number => Number.isInteger(n));
  if (filter.productIds && filter.productIds.length)
    base.push({ sql: ids.length ? `p.id IN (${ids.join(',')})` : '0', params: [] });
  if (filter.price?.lowest != null)
    base.push({ sql: 'pr.selling >= ?', params: [Math.round(filter.price.lowest * 100)] });
  if (filter.price?.highest != null)
    base.push({ sql: 'pr.selling <= ?', params: [Math.round(filter.price.highest * 100)] });
  const fts = filter.searchText != null ? ftsQuery(filter.searchText) : undefined;
  if (fts === null) base.push({ sql: '0', params: [] });
  const from =
    `products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = ?` +
    (fts
      ? ' JOIN (SELECT rowid AS id, rank FROM products_fts WHERE products_fts MATCH ?) f ON f.id = p.id'
      : '');
  const facets = new Map<FacetGroup, Condition>();
  for (const [group, values] of groupFacets(filter.facets))
    facets.set(group, facetCondition(group, values));
  return {
    from,
    fromParams: fts ? [scope.currency.code, fts] : [scope.currency.code],
    base,
    facets,
    currency: scope.currency.code,
    search: !!fts,
  };
}

/** WHERE clause for the set, optionally leaving one facet group out (for that group's counts). */
export function whereOf(set: ProductSet, without?: FacetGroup): Condition {
  const all = [...set.base, ...[...set.facets].filter(([g]) => g !== without).map(([, c]) => c)];
  return {
    sql: all.length ? all.map((c) => c.sql).join(' AND ') : '1',
    params: all.flatMap((c) => c.params),
  };
}

export function productsResult(db: D1Database, scope: Scope, args: ListArgs) {
  const set = productSet(args, scope);
  const where = whereOf(set);
  const params = [...set.fromParams, ...where.params];
  const take = Math.min(Math.max(args.take ?? 20, 0), 200);
  const skip = Math.min(Math.max(args.skip ?? 0, 0), 6000);
  const sortKey = args.filter?.sort ?? 'LATEST';
  const ids = (args.filter?.productIds ?? []).filter((n): n is number => Number.isInteger(n));
  const order =
    sortKey === 'RELEVANCE' && set.search
      ? 'f.rank, p.id'
      : sortKey === 'FACET_ORDER' && ids.length
        ? `CASE p.id ${ids.map((id, i) => `WHEN ${id} THEN ${i}`).join(' ')} END`
        : (SORTS[sortKey] ?? SORTS.LATEST!);
  const nameColumn = `p.name_${scope.lang} AS name`;
  return {
    count: async () =>
      (
        await db
          .prepare(`SELECT count(*) AS n FROM ${set.from} WHERE ${where.sql}`)
          .bind(...params)
          .first<{ n: number }>()
      )?.n ?? 0,
    products: async () => {
      if (take === 0) return [];
      const rows = await db
        .prepare(
          `SELECT p.id, ${nameColumn} FROM ${set.from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .bind(...params, take, skip)
        .all<{ id: number }>();
      return loadProducts(
        db,
        scope,
        rows.results.map((r) => r.id),
      );
    },
    filters: () => computeFacets(db, scope, set, args.filter?.filterMode === 'CURRENT'),
  };
}
