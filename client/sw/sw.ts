/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, scope /), built by client/build.mjs. Documents are network-only: a failed
 * navigation gets the offline page in the path's language (precached on install); static files follow
 * strategyFor (paths.ts). Install also stores every chunk of the build, so a page that goes offline still
 * gets the code its controls load on first use (a failed chunk would reload it into the offline page).
 * One cache per build (its name carries the build's hash); activate deletes the caches of older builds.
 */
import { LOCALES } from '../../shared/locales';
import { CACHE_PREFIX, localeOfPath, offlinePath } from './paths';
import { strategyFor } from './strategy';

declare const self: ServiceWorkerGlobalScope;
/** A hash of every file of the build (client/build.mjs). */
declare const BUILD_VERSION: string;
/** The build's code-split chunks, `/assets/chunks/…` (client/build.mjs). */
declare const BUILD_CHUNKS: string[];

const CACHE = `${CACHE_PREFIX}${BUILD_VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // cache: 'reload' skips the HTTP cache, so the precache is this build's pages.
      await cache.addAll(LOCALES.map((l) => new Request(offlinePath(l), { cache: 'reload' })));
      // Best effort, and not with Save-Data on: a chunk not stored now is stored on its first use.
      if (!savingData()) await Promise.allSettled(BUILD_CHUNKS.map((path) => cache.add(path)));
      await self.skipWaiting();
    })(),
  );
});

const savingData = () =>
  (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData === true;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE);
      await Promise.all(old.map((k) => caches.delete(k)));
      // The page request starts while the worker boots, so a network-only document costs no extra wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(documentOrOffline(event, url));
    return;
  }
  const strategy = strategyFor(url.pathname);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'stale-while-revalidate') event.respondWith(staleWhileRevalidate(event));
  // 'network': not answered here, the browser fetches it as if there were no service worker.
});

/** Never from a cache: the network's answer, or the offline page when there is no network. */
async function documentOrOffline(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(offlinePath(localeOfPath(url.pathname)), {
      cacheName: CACHE,
    });
    return offline ?? Response.error();
  }
}

/** Only the build's own files, answered whole and directly (no redirect, no error page), are stored. */
const storable = (response: Response) =>
  response.ok && response.status === 200 && response.type === 'basic' && !response.redirected;

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (storable(response)) await cache.put(event.request, response.clone());
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}
