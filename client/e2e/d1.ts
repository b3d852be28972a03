import { sql } from '../../worker/backend/tools/local-d1.mjs';

/**
 * Runs one statement against the database of the browser tests' server persisted at `state`
 * (wrangler's own local engine, tried again while the server holds its write lock); returns its rows.
 * A failure names the statement and carries wrangler's own words.
 */
export function query<Row>(command: string, state = '.wrangler/e2e-state'): Row[] {
  try {
    return sql<Row>(command, { persistTo: state });
  } catch (error) {
    throw new Error(`${command}\n${(error as Error).message}`);
  }
}

/** A string as an SQL literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
