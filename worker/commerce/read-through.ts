import type { OperationName } from '../../shared/graphql/operations';
import type { EdgeCache } from './edge-cache';
import { CommerceError, failed, ok, type CommerceResult } from './errors';
import { memoryCache } from './memory-cache';
import { refreshGate } from './refresh-gate';

export interface ReadThrough<T> {
  operation: OperationName;
  key: string;
  /** The upstream request; its answer is stored only when `parse` accepts it. */
  fetch: () => Promise<CommerceResult<unknown>>;
  parse: (data: unknown) => T;
  cache: EdgeCache;
  waitUntil: (p: Promise<unknown>) => void;
  warn: (msg: string, error: unknown) => void;
  onLookup?: (result: 'hit' | 'stale' | 'miss', ms: number, tier: 'memory' | 'edge') => void;
  /** The raw value an answer was read from (the memory cache's own object), and whether it was stale. */
  onRead?: (value: unknown, stale: boolean) => void;
}

/** The answer read by `parse`; a throw there is an upstream shape failure, never a crash. */
export function parsed<T>(result: CommerceResult<unknown>, parse: (data: unknown) => T) {
  if (result.error) return result;
  try {
    return ok(parse(result.data));
  } catch (error) {
    if (error instanceof CommerceError) return failed<T>(error);
    return failed<T>(CommerceError.shape('answer', String(error)));
  }
}

/**
 * Catalogue reads: isolate memory first, then the Workers Cache API, then upstream. Nothing reaches
 * either tier before `parse` (the reshape, zod-checked) has accepted it, so a wrong-shape answer is an
 * error for this request only. A stale entry is served at once while one refresh per key and isolate
 * runs in waitUntil; after a failed refresh the key waits out a back-off (refresh-gate.ts), so an
 * outage does not multiply upstream calls by page views.
 */
export async function readThrough<T>(r: ReadThrough<T>): Promise<CommerceResult<T>> {
  const inMemory = memoryCache.get(r.key);
  if (inMemory) {
    r.onLookup?.(inMemory.stale ? 'stale' : 'hit', 0, 'memory');
    const result = parsed(ok(inMemory.value), r.parse);
    if (!result.error) {
      r.onRead?.(inMemory.value, inMemory.stale);
      if (inMemory.stale) refreshInBackground(r);
      return result;
    }
  }
  const started = performance.now();
  const hit = await r.cache.get(r.key).catch((e: unknown) => {
    r.warn('edge cache read failed', e);
    return null;
  });
  r.onLookup?.(hit ? (hit.stale ? 'stale' : 'hit') : 'miss', performance.now() - started, 'edge');
  // An entry this code cannot read (written by an earlier deploy) counts as a miss.
  const result = hit ? parsed(ok(hit.value), r.parse) : null;
  if (hit && result && !result.error) {
    memoryCache.set(r.key, hit.value, hit.storedAt);
    r.onRead?.(hit.value, hit.stale);
    if (hit.stale) refreshInBackground(r);
    return result;
  }
  return fetchAndStore(r, r.onRead);
}

async function fetchAndStore<T>(
  r: ReadThrough<T>,
  onRead?: ReadThrough<T>['onRead'],
): Promise<CommerceResult<T>> {
  const answer = await r.fetch();
  const result = parsed(answer, r.parse);
  if (result.error) return result;
  memoryCache.set(r.key, answer.data);
  onRead?.(answer.data, false);
  r.waitUntil(r.cache.put(r.key, answer.data).catch((e) => r.warn('edge cache put failed', e)));
  return result;
}

function refreshInBackground<T>(r: ReadThrough<T>) {
  if (!refreshGate.tryStart(r.key)) return;
  r.waitUntil(
    fetchAndStore(r).then(({ error }) => {
      if (!error) return refreshGate.succeeded(r.key);
      refreshGate.failed(r.key);
      r.warn('cache refresh failed', error);
    }),
  );
}
