/**
 * The backend's own logger (it imports nothing of the storefront): one JSON line per event. Never log
 * secrets, tokens, cart ids or e-mail addresses.
 */
export function logError(msg: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const detail =
    error instanceof Error
      ? { error: `${error.name}: ${error.message}`, stack: error.stack }
      : { error: String(error) };
  if (isMissingSchema(error)) sayMigrationsMissing(detail.error);
  console.error(JSON.stringify({ level: 'error', source: 'backend', msg, ...fields, ...detail }));
}

/** SQLite's words for a table or column that a statement names and the database does not have. */
const MISSING_SCHEMA = /no such table|no such column|has no column named/;

const isMissingSchema = (error: unknown): boolean =>
  error instanceof Error &&
  (MISSING_SCHEMA.test(error.message) ||
    (error.cause instanceof Error && MISSING_SCHEMA.test(error.cause.message)));

export const MIGRATIONS_MISSING =
  'The database lacks migrations this code needs: apply them with `npx wrangler d1 migrations apply DB --remote` (locally `npm run db:migrate`); `npm run db:check -- --remote` names the missing ones';

/**
 * Said once per isolate, before the failure's own line (which every such request still logs): a
 * deployment whose database was not migrated fails the same way on every request, and the operator
 * needs the remedy, not a thousand copies of it. No check runs before a request (a D1 call on the hot
 * path); the failing query is the detection. The flag is the one mutable thing at this module's scope
 * (house rule 7 bent, README decision 222): it holds nothing of any visitor.
 */
let migrationsMissingSaid = false;
function sayMigrationsMissing(error: string): void {
  if (migrationsMissingSaid) return;
  migrationsMissingSaid = true;
  console.error(
    JSON.stringify({ level: 'error', source: 'backend', msg: MIGRATIONS_MISSING, error }),
  );
}
