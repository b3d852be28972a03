import { spendProducts, takeOf, type Budget } from '../args';
import { LIMITS } from '../limits';
import type { Scope } from '../scope';
import { computeFacets } from './facets';
import type { ListArgs } from './list-scope';
import { loadProducts } from './product-loader';
import {
  productSet,
  searchOf,
  setIds,
  summarised,
  whereOf,
  withCandidates,
  type ProductSet,
} from './product-set';
import { SUMMARY_COUNT, summaryLatest } from './summary';

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

/** `products` spends the operation's budget when it is asked for (a count alone loads none). */
export function productsResult(db: D1Database, scope: Scope, args: ListArgs, budget: Budget) {
  const current = args.filter?.filterMode === 'CURRENT';
  // The arguments are checked here, before any field asks: a bad one is one error for the list, not
  // one for each of count, products and filters.
  const set = productSet(args, scope);
  const take = takeOf(args.take, 20, LIMITS.take);
  let statements: Promise<ListStatements> | undefined;
  const ready = () => (statements ??= listStatements(db, scope, args, { set, take, current }));
  return {
    count: async () => (await ready()).count(),
    products: async () => {
      const { take, page } = await ready();
      spendProducts(budget, take);
      if (take === 0) return [];
      const rows = await page().all<{ id: number }>();
      return loadProducts(
        db,
        scope,
        rows.results.map((r) => r.id),
      );
    },
    filters: async () => {
      const { set, ids } = await ready();
      return computeFacets(db, scope, set, current, ids);
    },
  };
}

type ListStatements = Awaited<ReturnType<typeof listStatements>>;

/** The list's set (a search's candidates, or a facet choice's ids, read first), its count and its page. */
async function listStatements(
  db: D1Database,
  scope: Scope,
  args: ListArgs,
  checked: { set: ProductSet; take: number; current: boolean },
) {
  const { current } = checked;
  const fts = searchOf(args);
  const set = fts ? await withCandidates(db, checked.set, fts) : checked.set;
  const ids = await setIds(db, set, current);
  const where = whereOf(set);
  const params = [...set.fromParams, ...where.params];
  const skip = Math.min(Math.max(args.skip ?? 0, 0), 6000);
  // A search lists its best LIMITS.searchCandidates; the one candidate more only tells the count is over.
  const take = Math.min(
    checked.take,
    set.search ? Math.max(0, LIMITS.searchCandidates - skip) : Infinity,
  );
  const sortKey = args.filter?.sort ?? 'LATEST';
  const chosen = (args.filter?.productIds ?? []).filter((n): n is number => Number.isInteger(n));
  const order =
    sortKey === 'RELEVANCE' && set.search
      ? 'f.key, p.id'
      : sortKey === 'FACET_ORDER' && chosen.length
        ? `CASE p.id ${chosen.map((id, i) => `WHEN ${id} THEN ${i}`).join(' ')} END`
        : (SORTS[sortKey] ?? SORTS.LATEST!);
  const nameColumn = `p.name_${scope.lang} AS name`;
  // A category page before any facet is counted and ordered newest first in its summary.
  const category = summarised(set);
  const count = async () => {
    if (ids) return ids.get('all')!.length;
    const statement = category
      ? db.prepare(SUMMARY_COUNT).bind(category, set.currency, 'Count')
      : db.prepare(`SELECT count(*) AS n FROM ${set.from} WHERE ${where.sql}`).bind(...params);
    return (await statement.first<{ n: number }>())?.n ?? 0;
  };
  const page = () =>
    ids
      ? db
          .prepare(
            `SELECT p.id, ${nameColumn} FROM json_each(?) m CROSS JOIN products p ON p.id = m.value JOIN prices pr ON pr.product_id = p.id AND pr.currency = ? ORDER BY ${order} LIMIT ? OFFSET ?`,
          )
          .bind(JSON.stringify(ids.get('all')), set.currency, take, skip)
      : category && order === SORTS.LATEST
        ? db.prepare(summaryLatest(scope.lang)).bind(category, set.currency, skip, take)
        : db
            .prepare(
              `SELECT p.id, ${nameColumn} FROM ${set.from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
            )
            .bind(...params, take, skip);
  return { set, ids, take, count, page };
}
