/**
 * Single-flight for stale-while-revalidate: at most one background refresh per cache key at a time in
 * this isolate, and none for BACKOFF_MS after one failed. Without it every page view that meets a
 * stale entry starts its own refresh, and an outage multiplies upstream calls by page views.
 *
 * Module-level mutable state, which house rule 7 forbids: refreshes outlive the request that starts
 * them (waitUntil), so only the isolate can know that one is already running. It holds cache keys of
 * catalogue data and timestamps, nothing about a visitor, and is bounded (README decision on the
 * memory cache says the same of memory-cache.ts).
 */
export const BACKOFF_MS = 10_000;
/** A refresh is settled by the upstream deadline; one older than this is taken for lost. */
const LOST_AFTER_MS = 60_000;
const MAX_KEYS = 400;

const keys = new Map<string, { running: boolean; since: number }>();

function remember(key: string, entry: { running: boolean; since: number }) {
  keys.delete(key);
  keys.set(key, entry);
  while (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value!);
}

export const refreshGate = {
  /** True when the caller may refresh the key now; the key then counts as refreshing. */
  tryStart(key: string, now = Date.now()): boolean {
    const entry = keys.get(key);
    if (entry && now - entry.since < (entry.running ? LOST_AFTER_MS : BACKOFF_MS)) return false;
    remember(key, { running: true, since: now });
    return true;
  },
  succeeded(key: string): void {
    keys.delete(key);
  },
  /** Starts the key's back-off. */
  failed(key: string, now = Date.now()): void {
    remember(key, { running: false, since: now });
  },
  clear(): void {
    keys.clear();
  },
};
