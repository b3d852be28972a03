import { summaryRefresh } from '../catalogue/summary';
import type { Row, Table } from './generate';

const literal = (v: Row[number]) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;

/**
 * Multi-row INSERT statements, small enough for D1's statement size limit, then the category summaries'
 * refresh (catalogue/summary.ts) unless told that more parts follow.
 */
export function insertStatements(
  tables: Table[],
  { rowsPerStatement = 150, summaries = true } = {},
): string[] {
  const out: string[] = [];
  for (const table of tables) {
    for (let i = 0; i < table.rows.length; i += rowsPerStatement) {
      const values = table.rows
        .slice(i, i + rowsPerStatement)
        .map((r) => `(${r.map(literal).join(',')})`)
        .join(',');
      out.push(`INSERT INTO ${table.name} (${table.columns.join(',')}) VALUES ${values};`);
    }
  }
  if (summaries) out.push(...summaryRefresh());
  return out;
}

/**
 * Empties every catalogue, cart and stock-watch table (watches name SKU ids), so that a seed starts from
 * scratch. Tables come parents first, so they are emptied in reverse: D1 enforces foreign keys.
 */
export function clearStatements(tables: Table[]): string[] {
  const clears = [...tables]
    .reverse()
    .map((t) =>
      t.name === 'products_fts'
        ? "INSERT INTO products_fts(products_fts) VALUES('delete-all');"
        : `DELETE FROM ${t.name};`,
    );
  return [
    'DELETE FROM cart_items;',
    'DELETE FROM carts;',
    'DELETE FROM stock_watches;',
    'DELETE FROM outbox;',
    ...clears,
  ];
}
