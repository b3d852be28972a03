// Entry for tools/seed.mjs (bundled for Node): the demo catalogue as SQL, whole or in parts.
import {
  catalogueParts,
  FULL_CATALOGUE,
  generateCatalogue,
  restockSql,
  type Table,
} from './generate';
import { summaryRefresh } from '../catalogue/summary';
import { clearStatements, insertStatements } from './sql';

let last: Table[] = [];

export function seedSql(today: Date): string {
  last = generateCatalogue({ ...FULL_CATALOGUE, today });
  return [...clearStatements(last), ...insertStatements(last)].join('\n');
}

export function summary(): string {
  const count = (name: string) => last.find((t) => t.name === name)?.rows.length ?? 0;
  return `${count('products')} products, ${count('skus')} SKUs, ${count('categories')} categories, ${count('brands')} brands, ${count('reviews')} reviews, ${count('price_history')} price history rows`;
}

/**
 * A catalogue of `products` products (the demo's seed and shape, more or fewer of them) as SQL parts of
 * `partSize` products: the first part empties the tables, the last applies the restock demo and
 * refreshes the category summaries. `done` counts the products written so far.
 */
export function* seedParts(
  today: Date,
  products: number,
  partSize: number,
): Generator<{ sql: string; done: number }> {
  let done = 0;
  for (const tables of catalogueParts({ ...FULL_CATALOGUE, products, today }, partSize)) {
    const clear = done === 0 ? clearStatements(tables) : [];
    done += tables.find((t) => t.name === 'products')?.rows.length ?? 0;
    const inserts = insertStatements(tables, { rowsPerStatement: 500, summaries: false });
    yield { sql: [...clear, ...inserts].join('\n'), done };
  }
  yield { sql: [restockSql(today), ...summaryRefresh()].join('\n'), done };
}
