import { CATALOGUE_FRESH_SECONDS } from '../../shared/catalogue-cache';

/**
 * Edge data cache for catalogue operations (ARCHITECTURE decision 4), on the Workers Cache API.
 * Entries are fresh for FRESH_SECONDS, then served stale for up to STALE_SECONDS while one refresh
 * runs in waitUntil. Only successful results are stored; errors are never cached.
 */
export const FRESH_SECONDS = CATALOGUE_FRESH_SECONDS;
export const STALE_SECONDS = 86_400;

export interface EdgeCache {
  get(key: string): Promise<{ value: unknown; stale: boolean; storedAt: number } | null>;
  put(key: string, value: unknown): Promise<void>;
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function workersEdgeCache(cache: Cache, now: () => number = Date.now): EdgeCache {
  const url = async (key: string) => `https://edge-data.cache/${await digest(key)}`;
  return {
    async get(key) {
      const hit = await cache.match(await url(key));
      if (!hit) return null;
      const storedAt = Number(hit.headers.get('x-stored-at') ?? 0);
      return { value: await hit.json(), stale: now() - storedAt > FRESH_SECONDS * 1000, storedAt };
    },
    async put(key, value) {
      const headers = {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${FRESH_SECONDS + STALE_SECONDS}`,
        'x-stored-at': String(now()),
      };
      await cache.put(await url(key), new Response(JSON.stringify(value), { headers }));
    },
  };
}
