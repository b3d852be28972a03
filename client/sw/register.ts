/** The service worker's script; served from the site's root, so its scope is the whole site (/). */
export const SW_PATH = '/sw.js';

/**
 * Registers the service worker once the page has loaded (the entry calls it when idle); a browser without
 * service workers, or one that refuses (e.g. some private windows), simply goes on without one. This file
 * imports nothing, so it adds only its own few bytes to the entry.
 */
export function registerServiceWorker() {
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.register(SW_PATH).catch(() => undefined);
}
