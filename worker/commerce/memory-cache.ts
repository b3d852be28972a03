import { FRESH_SECONDS } from './edge-cache';

/**
 * The isolate's memory in front of the Workers Cache API, for catalogue data only (never cart, customer or
 * anything from a cookie). A Cache API lookup is I/O on every request; this makes a warm page render
 * without any. Bounded (least recently used out first) and dropped with the isolate. This is the Worker's
 * one deliberate piece of module-level mutable state; README "Decisions" says why it is safe.
 */
const MAX_ENTRIES = 400;
const entries = new Map<string, { value: unknown; storedAt: number }>();

export const memoryCache = {
  get(key: string, now = Date.now()): { value: unknown; stale: boolean } | null {
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, stale: now - entry.storedAt > FRESH_SECONDS * 1000 };
  },
  set(key: string, value: unknown, storedAt = Date.now()): void {
    entries.delete(key);
    entries.set(key, { value, storedAt });
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  },
  clear(): void {
    entries.clear();
  },
};
