// Entry for tools/seed.mjs (bundled for Node): the full demo catalogue as one SQL script.
import { FULL_CATALOGUE, generateCatalogue, type Table } from './generate';
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
