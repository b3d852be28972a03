import { Client, fetchExchange } from '@urql/core';
import {
  CACHEABLE_OPERATIONS,
  OPERATIONS,
  type OperationName,
} from '../../shared/graphql/operations';
import type { EdgeCache } from './edge-cache';
import { CommerceError } from './errors';
import { memoryCache } from './memory-cache';

/** What every operation is scoped by; added to its variables (specification section 7). */
export interface CommerceScope {
  channelId: string;
  marketId: string;
  languageId: string;
  customerType: string;
}

export interface CommerceClientOptions {
  endpoint: string;
  apiKey: string;
  scope: CommerceScope;
  fetch: typeof fetch;
  cache: EdgeCache | null;
  waitUntil: (p: Promise<unknown>) => void;
  /** Called when a request to upstream has ended; lets tests and the benchmark count round trips. */
  onUpstream?: (call: { operation: OperationName; start: number; end: number }) => void;
  /** Called after each edge cache lookup (Server-Timing). */
  onCacheLookup?: (lookup: {
    operation: OperationName;
    result: 'hit' | 'stale' | 'miss';
    ms: number;
    tier: 'memory' | 'edge';
  }) => void;
}

export type Variables = Record<string, unknown>;
/** `bearer`: sent as Authorization (spec section 7); a request carrying one is about one person and never cached. */
export interface QueryOptions {
  bearer?: string;
}
export interface CommerceClient {
  query<T>(operation: OperationName, variables?: Variables, options?: QueryOptions): Promise<T>;
  mutate<T>(operation: OperationName, variables?: Variables, options?: QueryOptions): Promise<T>;
}

/**
 * One per request: nothing is shared between visitors except the edge cache, which holds catalogue
 * data only. Errors become CommerceError with the specification's messages.
 */
export function createCommerceClient(o: CommerceClientOptions): CommerceClient {
  const upstreamFetch: typeof fetch = async (input, init) => {
    const res = await o.fetch(input, init);
    if (res.status >= 300) throw CommerceError.httpStatus(res.status);
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { data?: unknown; errors?: unknown } | null;
    if (body && body.data == null && body.errors == null) {
      const name =
        (JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName ??
        'unknown';
      throw CommerceError.missing(name);
    }
    return res;
  };
  const headers = { accept: '*/*', ...(o.apiKey ? { 'X-ApiKey': o.apiKey } : {}) };
  const urql = new Client({
    url: o.endpoint,
    exchanges: [fetchExchange],
    fetch: upstreamFetch,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: { headers },
  });
  const inFlight = new Map<string, Promise<unknown>>();

  async function send<T>(
    operation: OperationName,
    variables: Variables,
    kind: 'query' | 'mutation',
    options: QueryOptions = {},
  ): Promise<T> {
    const vars = {
      channelId: o.scope.channelId,
      marketId: o.scope.marketId,
      languageId: o.scope.languageId,
      ...variables,
    };
    const context = options.bearer
      ? { fetchOptions: { headers: { ...headers, authorization: `Bearer ${options.bearer}` } } }
      : undefined;
    const start = performance.now();
    const result = await (
      kind === 'query'
        ? urql.query(OPERATIONS[operation], vars, context)
        : urql.mutation(OPERATIONS[operation], vars, context)
    ).toPromise();
    o.onUpstream?.({ operation, start, end: performance.now() });
    if (result.error) {
      const network = result.error.networkError;
      if (network instanceof CommerceError) throw network;
      const first = result.error.graphQLErrors[0];
      if (first) throw new CommerceError(first.message, 502, String(first.extensions?.code ?? ''));
      throw new CommerceError(network?.message ?? result.error.message);
    }
    if (result.data == null) throw CommerceError.missing(operation);
    return result.data as T;
  }

  /**
   * Catalogue reads: isolate memory first, then the Workers Cache API, then upstream. A stale entry is
   * served at once while one refresh runs in waitUntil; only successful results are stored.
   */
  async function cachedQuery<T>(
    operation: OperationName,
    variables: Variables,
    key: string,
  ): Promise<T> {
    const refresh = () =>
      send<T>(operation, variables, 'query').then(async (data) => {
        memoryCache.set(key, data);
        await o.cache!.put(key, data);
        return data;
      });
    const inMemory = memoryCache.get(key);
    if (inMemory) {
      o.onCacheLookup?.({
        operation,
        result: inMemory.stale ? 'stale' : 'hit',
        ms: 0,
        tier: 'memory',
      });
      if (inMemory.stale)
        o.waitUntil(
          refresh().catch((e) => console.warn(`edge cache refresh of ${operation} failed`, e)),
        );
      return inMemory.value as T;
    }
    const started = performance.now();
    const hit = await o.cache!.get(key);
    o.onCacheLookup?.({
      operation,
      result: hit ? (hit.stale ? 'stale' : 'hit') : 'miss',
      ms: performance.now() - started,
      tier: 'edge',
    });
    if (hit) {
      memoryCache.set(key, hit.value, hit.storedAt);
      if (hit.stale)
        o.waitUntil(
          refresh().catch((e) => console.warn(`edge cache refresh of ${operation} failed`, e)),
        );
      return hit.value as T;
    }
    const data = await send<T>(operation, variables, 'query');
    memoryCache.set(key, data);
    o.waitUntil(
      o
        .cache!.put(key, data)
        .catch((e) => console.warn(`edge cache put of ${operation} failed`, e)),
    );
    return data;
  }

  return {
    query<T>(operation: OperationName, variables: Variables = {}, options: QueryOptions = {}) {
      if (options.bearer) return send<T>(operation, variables, 'query', options);
      // The document is part of the key: a deploy that changes a query never reads the old shape.
      const key = JSON.stringify([operation, OPERATIONS[operation], o.scope, variables]);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const promise =
        o.cache && CACHEABLE_OPERATIONS.has(operation)
          ? cachedQuery<T>(operation, variables, key)
          : send<T>(operation, variables, 'query');
      inFlight.set(key, promise);
      return promise;
    },
    mutate: (operation, variables = {}, options = {}) =>
      send(operation, variables, 'mutation', options),
  };
}
