import { describe, expect, it } from 'vitest';
import type { OPERATIONS } from '../../../shared/graphql/operations';
import { recordedOperation, testDb, type Recorded } from '../../testing/recording-d1';
import { cartWith } from '../checkout/test-carts';

/**
 * The catalogue's list, facet, search, type-ahead and product statements, as the storefront's own
 * documents run them, recorded at the D1 binding and explained: none may read a whole table (SQLite's
 * `SCAN t`), so that their cost follows the size of the answer, not of the catalogue.
 */
const db = testDb;

async function planScans(s: Recorded): Promise<string[]> {
  const plan = await db
    .prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
    .bind(...s.params)
    .all<{ detail: string }>();
  return fullScans(plan.results);
}

/** Runs one of the storefront's operations against the backend; returns the statements it ran. */
async function statementsOf(operation: keyof typeof OPERATIONS, variables: object) {
  const { body, statements } = await recordedOperation(operation, variables);
  expect(body.errors).toBeUndefined();
  return statements;
}

/**
 * Full reads in a plan. `SCAN x` is one unless x is a subquery's result (CO-ROUTINE / MATERIALIZE), a
 * virtual table (FTS5 answers MATCH from its own index; json_each walks a bound list) or a covering-index
 * scan named in ALLOWED with the reason. A search on the currency alone in the prices is one too: every
 * product has a price in every currency, so it reads a third of the table (a planner without
 * statistics starts a category page there).
 */
function fullScans(plan: { detail: string }[]): string[] {
  const derived = new Set(
    plan.flatMap((r) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(r.detail)?.[1] ?? []),
  );
  return plan
    .map((r) => r.detail)
    .filter((d) => /^SCAN /.test(d) || /^SEARCH \S+ USING .*\(currency=\?\)$/.test(d))
    .filter((d) => !/VIRTUAL TABLE|CONSTANT ROW/.test(d))
    .filter((d) => !derived.has(d.split(' ')[1]!))
    .filter((d) => !ALLOWED.some((a) => a.test(d)));
}

/** Index scans that stay: none so far. */
const ALLOWED: RegExp[] = [];

const LIST = 'productList';
const category = (facets: string[] = [], sort = 'LATEST') => ({
  categoryAlias: 'clothing',
  url: '/c/clothing',
  skip: 0,
  take: 20,
  filter: { facets, sort, filterMode: 'BY_GROUP' },
});
const search = (facets: string[] = []) => ({
  skip: 0,
  take: 20,
  filter: { searchText: 'ull', facets, sort: 'RELEVANCE', filterMode: 'BY_GROUP' },
});

describe('query plans of the catalogue', () => {
  const cases: [string, keyof typeof OPERATIONS, object][] = [
    ['category page with facets', LIST, category()],
    ['category page, most sold', LIST, category([], 'MOST_SOLD')],
    ['category page, by price', LIST, category([], 'PRICE')],
    ['category with a brand', LIST, category(['b_3'])],
    ['category with a size', LIST, category(['s_m'])],
    ['category with a colour', LIST, category(['p_color_black'])],
    ['category with a price range', LIST, category(['pr_200-499'])],
    ['category with a discount', LIST, category(['d_1-20'])],
    ['category with a subcategory', LIST, category(['c_2'])],
    ['search with facets', LIST, search()],
    ['search with a brand', LIST, search(['b_3'])],
    [
      'type-ahead',
      'searchSuggestions',
      { take: 30, filter: { searchText: 'ul', sort: 'RELEVANCE' } },
    ],
    ['list page info', 'listPageInfo', { url: '/c/clothing' }],
  ];

  it.each(cases)('%s reads no table whole', async (_, operation, variables) => {
    const statements = await statementsOf(operation, variables);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements)
      expect({ sql: s.sql, scans: await planScans(s) }).toEqual({ sql: s.sql, scans: [] });
  });

  it('the product page reads no table whole', async () => {
    const first = await db
      .prepare(
        'SELECT alias FROM products p WHERE EXISTS (SELECT 1 FROM products q WHERE q.variant_group = p.variant_group AND q.id <> p.id) LIMIT 1',
      )
      .first<{ alias: string }>();
    const statements = [
      ...(await statementsOf('product', { alias: first!.alias })),
      ...(await statementsOf('queryReviews', { alias: first!.alias, skip: 0, take: 5 })),
    ];
    expect(statements.some((s) => s.sql.includes('variant_group'))).toBe(true);
    for (const s of statements)
      expect({ sql: s.sql, scans: await planScans(s) }).toEqual({ sql: s.sql, scans: [] });
  });

  it('a cart read (its lines and their products in one batch) reads no table whole', async () => {
    const skus = await db
      .prepare('SELECT id FROM skus WHERE in_stock > 5 ORDER BY id LIMIT 2')
      .all<{ id: number }>();
    const id = await cartWith(
      'se',
      skus.results.map((s) => [s.id, 1]),
    );
    const statements = await statementsOf('getCart', { id });
    expect(statements.some((s) => s.sql.includes('cart_items'))).toBe(true);
    for (const s of statements)
      expect({ sql: s.sql, scans: await planScans(s) }).toEqual({ sql: s.sql, scans: [] });
  });

  it('sees a full scan when there is one (the check can fail)', async () => {
    const plan = await db
      .prepare('EXPLAIN QUERY PLAN SELECT count(*) FROM skus WHERE gtin = ?')
      .bind('x')
      .all<{ detail: string }>();
    expect(fullScans(plan.results)).toEqual(['SCAN skus']);
  });
});
