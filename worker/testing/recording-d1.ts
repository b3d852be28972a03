import { env } from 'cloudflare:test';
import { OPERATIONS } from '../../shared/graphql/operations';
import { embeddedFetch } from './graphql';

/** The test environment's D1 database. */
export const testDb = (env as unknown as { DB: D1Database }).DB;

export interface Recorded {
  sql: string;
  params: unknown[];
}

/** What a D1 call ran: one statement on its own, or a batch of them. */
export interface Call {
  statements: number;
}

/**
 * A D1 binding over the test database that notes every statement prepared through it, with its
 * values, and every call made to the database (`calls`: a batch is one).
 */
export function recording(into: Recorded[], calls: Call[] = []): D1Database {
  const prepare = (sql: string) => {
    const entry: Recorded = { sql, params: [] };
    into.push(entry);
    return watched(testDb.prepare(sql), entry, calls);
  };
  const batch = (statements: D1PreparedStatement[]) => {
    calls.push({ statements: statements.length });
    return testDb.batch(statements);
  };
  return new Proxy(testDb, {
    get: (target, key) =>
      key === 'prepare'
        ? prepare
        : key === 'batch'
          ? batch
          : Reflect.get(target, key, target)?.bind?.(target),
  });
}

/** A statement whose values are noted as bound, and whose own runs count as calls. */
function watched(statement: D1PreparedStatement, entry: Recorded, calls: Call[]) {
  const bind = statement.bind.bind(statement);
  statement.bind = (...params: unknown[]) => {
    entry.params = params;
    return watched(bind(...params), entry, calls);
  };
  for (const run of ['first', 'all', 'run', 'raw'] as const) {
    const original = (statement[run] as (...a: unknown[]) => unknown).bind(statement);
    (statement as unknown as Record<string, unknown>)[run] = (...a: unknown[]) => {
      calls.push({ statements: 1 });
      return original(...a);
    };
  }
  return statement;
}

const SCOPE = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };

/** Runs one of the storefront's operations against the backend (se, sv); its answer and statements. */
export async function recordedOperation(
  operation: keyof typeof OPERATIONS,
  variables: object,
): Promise<{
  body: { data?: unknown; errors?: unknown[] };
  statements: Recorded[];
  calls: Call[];
}> {
  const statements: Recorded[] = [];
  const calls: Call[] = [];
  const res = await embeddedFetch(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
      body: JSON.stringify({ query: OPERATIONS[operation], variables: { ...SCOPE, ...variables } }),
    },
    { DB: recording(statements, calls) },
  );
  return { body: (await res.json()) as { data?: unknown; errors?: unknown[] }, statements, calls };
}
