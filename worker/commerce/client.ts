import { Client, fetchExchange } from '@urql/core';
import {
  CACHEABLE_OPERATIONS,
  EXTENSION_OPERATIONS,
  OPERATIONS,
  type OperationName,
} from '../../shared/graphql/operations';
import { log } from '../log';
import type { EdgeCache } from './edge-cache';
import { CommerceError, failed, ok, type CommerceResult } from './errors';
import { parsed, readThrough } from './read-through';
import { checkedFetch } from './upstream-fetch';

/** What every operation is scoped by; added to its variables (specification section 7). */
export interface CommerceScope {
  channelId: string;
  marketId: string;
  languageId: string;
  customerType: string;
}

export const DEFAULT_TIMEOUT_MS = 3000;

export interface CommerceClientOptions {
  endpoint: string;
  apiKey: string;
  scope: CommerceScope;
  fetch: typeof fetch;
  cache: EdgeCache | null;
  waitUntil: (p: Promise<unknown>) => void;
  /** The deadline of one upstream request, answer read included (UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
  /** For log lines about background work (refreshes, cache writes). */
  requestId?: string;
  /** Called when a request to upstream has ended; lets tests and the benchmark count round trips. */
  onUpstream?: (call: { operation: MutationName; start: number; end: number }) => void;
  /** Called after each edge cache lookup (Server-Timing). */
  onCacheLookup?: (lookup: {
    operation: OperationName;
    result: 'hit' | 'stale' | 'miss';
    ms: number;
    tier: 'memory' | 'edge';
  }) => void;
  /** Called once per answer this client gives (worker/screens/page-cache.ts): see {@link CatalogueRead}. */
  onRead?: (read: CatalogueRead) => void;
}

/**
 * Where an answer came from: a catalogue read's cache key and the memory cache's own object for it (with
 * whether it was stale), or null for an answer no cache holds (a failure, a bearer call, an uncached
 * operation, a mutation). What a page showed is as fresh as the reads it made.
 */
export type CatalogueRead = { key: string; value: unknown; stale: boolean } | null;

export type Variables = Record<string, unknown>;

/** Mutations may also be the embedded backend's extension operations (company accounts). */
export type MutationName = OperationName | keyof typeof EXTENSION_OPERATIONS;
const DOCUMENTS: Record<MutationName, string> = { ...OPERATIONS, ...EXTENSION_OPERATIONS };

/** FNV-1a, 32 bits: a document's stand-in in cache keys (a changed document is a new key). */
const fnv1a = (text: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
};
// Once per isolate, not per query: the documents are several kilobytes each.
const DOCUMENT_HASHES = Object.fromEntries(
  Object.entries(OPERATIONS).map(([name, text]) => [name, `${text.length}:${fnv1a(text)}`]),
) as Record<OperationName, string>;

/**
 * One operation's request. `parse` reads the answer's `data` into what the caller wants (the reshape,
 * which validates with zod): it runs before any cache tier stores the answer, and a throw makes the
 * result an error, so a shape the storefront cannot read is never stored. `bearer` is sent as
 * Authorization (spec section 7); a request carrying one is about one person and never cached.
 */
export interface OperationRequest<T> {
  variables?: Variables;
  parse: (data: unknown) => T;
  bearer?: string;
  /** Extra request headers of a mutation (placeOrder's `x-idempotency-key`). */
  headers?: Record<string, string>;
}

export interface CommerceClient {
  query<T>(operation: OperationName, request: OperationRequest<T>): Promise<CommerceResult<T>>;
  mutation<T = unknown>(
    operation: MutationName,
    request: Partial<OperationRequest<T>>,
  ): Promise<CommerceResult<T>>;
}

/**
 * One per request: nothing is shared between visitors except the caches, which hold catalogue data
 * only. Never throws: every failure (late answer, HTTP status, non-JSON, missing data, GraphQL errors,
 * a shape `parse` refuses) comes back as a CommerceError value with the specification's messages.
 */
export function createCommerceClient(o: CommerceClientOptions): CommerceClient {
  const timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const upstreamFetch = checkedFetch(o.fetch, timeoutMs);
  const headers = { accept: '*/*', ...(o.apiKey ? { 'X-ApiKey': o.apiKey } : {}) };
  const urql = new Client({
    url: o.endpoint,
    exchanges: [fetchExchange],
    fetch: upstreamFetch,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: { headers },
  });
  const inFlight = new Map<string, Promise<CommerceResult<unknown>>>();

  async function send(
    operation: MutationName,
    variables: Variables,
    kind: 'query' | 'mutation',
    bearer?: string,
    extra?: Record<string, string>,
  ): Promise<CommerceResult<unknown>> {
    const vars = {
      channelId: o.scope.channelId,
      marketId: o.scope.marketId,
      languageId: o.scope.languageId,
      ...variables,
    };
    const context =
      bearer || extra
        ? {
            fetchOptions: {
              headers: {
                ...headers,
                ...extra,
                ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
              },
            },
          }
        : undefined;
    const start = performance.now();
    const result = await (
      kind === 'query'
        ? urql.query(DOCUMENTS[operation], vars, context)
        : urql.mutation(DOCUMENTS[operation], vars, context)
    ).toPromise();
    o.onUpstream?.({ operation, start, end: performance.now() });
    if (result.error) {
      const network = result.error.networkError;
      if (network instanceof CommerceError) return failed(network);
      const first = result.error.graphQLErrors[0];
      if (first) {
        const code = first.extensions?.code;
        return failed(new CommerceError(first.message, 502, code ? String(code) : undefined));
      }
      return failed(
        new CommerceError(network?.message ?? result.error.message, 502, 'UPSTREAM_NETWORK'),
      );
    }
    if (result.data == null) return failed(CommerceError.missing(operation));
    return ok(result.data);
  }

  const warn = (operation: OperationName) => (msg: string, error: unknown) =>
    log('warn', msg, { requestId: o.requestId, operation, error });

  const client: CommerceClient = {
    query<T>(operation: OperationName, { variables = {}, parse, bearer }: OperationRequest<T>) {
      if (bearer) {
        o.onRead?.(null);
        return send(operation, variables, 'query', bearer).then((r) => parsed(r, parse));
      }
      // The endpoint and the document (by its hash) are part of the key: a deploy that changes a query never reads
      // the old shape, and two upstreams never share entries.
      const key = JSON.stringify([
        o.endpoint,
        operation,
        DOCUMENT_HASHES[operation],
        o.scope,
        variables,
      ]);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<CommerceResult<T>>;
      const cache = CACHEABLE_OPERATIONS.has(operation) ? o.cache : null;
      if (!cache) o.onRead?.(null);
      const promise = cache
        ? readThrough({
            operation,
            key,
            fetch: () => send(operation, variables, 'query'),
            parse,
            cache,
            waitUntil: o.waitUntil,
            warn: warn(operation),
            onLookup: (result, ms, tier) => o.onCacheLookup?.({ operation, result, ms, tier }),
            onRead: (value, stale) => o.onRead?.({ key, value, stale }),
          }).then((result) => {
            if (result.error) o.onRead?.(null);
            return result;
          })
        : send(operation, variables, 'query').then((r) => parsed(r, parse));
      inFlight.set(key, promise);
      return promise;
    },
    mutation<T = unknown>(
      operation: MutationName,
      {
        variables = {},
        parse = (data) => data as T,
        bearer,
        headers: extra,
      }: Partial<OperationRequest<T>>,
    ) {
      o.onRead?.(null);
      return send(operation, variables, 'mutation', bearer, extra).then((r) => parsed(r, parse));
    },
  };
  return client;
}
