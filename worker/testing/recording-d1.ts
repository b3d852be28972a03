import { env } from 'cloudflare:test';
import { OPERATIONS } from '../../shared/graphql/operations';
import { embeddedFetch } from './graphql';

/** The test environment's D1 database. */
export const testDb = (env as unknown as { DB: D1Database }).DB;

export interface Recorded {
  sql: string;
  params: unknown[];
}

/** A D1 binding over the test database that notes every statement prepared through it, with its values. */
export function recording(into: Recorded[]): D1Database {
  const prepare = (sql: string) => {
    const entry: Recorded = { sql, params: [] };
    into.push(entry);
    const statement = testDb.prepare(sql);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      entry.params = params;
      return bind(...params);
    };
    return statement;
  };
  return new Proxy(testDb, {
    get: (target, key) =>
      key === 'prepare' ? prepare : Reflect.get(target, key, target)?.bind?.(target),
  });
}

const SCOPE = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };

/** Runs one of the storefront's operations against the backend (se, sv); its answer and statements. */
export async function recordedOperation(
  operation: keyof typeof OPERATIONS,
  variables: object,
): Promise<{ body: { data?: unknown; errors?: unknown[] }; statements: Recorded[] }> {
  const statements: Recorded[] = [];
  const res = await embeddedFetch(
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
      body: JSON.stringify({ query: OPERATIONS[operation], variables: { ...SCOPE, ...variables } }),
    },
    { DB: recording(statements) },
  );
  return { body: (await res.json()) as { data?: unknown; errors?: unknown[] }, statements };
}
