/** sessionStorage key of the last reload after a failed chunk load (spec section 8: once per 60 s). */
export const CHUNK_RELOAD_KEY = 'ralph-chunk-reload';
export const CHUNK_RELOAD_MS = 60_000;

let reload = () => location.reload();
/**
 * What a failed chunk does instead of reloading (client/islands/triggers.ts): a held form sent to its
 * server action loads the current page as a reload would, and keeps the shopper's add. `instead`
 * answers false when nothing was held. It runs a moment after the failure, so that a click whose
 * pointerdown started the load is held by then.
 */
export const reloadInstead = (instead: () => boolean) => {
  reload = () => void (instead() || location.reload());
};

/**
 * Loads a code-split chunk. A rejected dynamic import (a deploy replaced the chunk, the network
 * dropped it) reloads the page to get the current entry, at most once per 60 s: a second failure
 * within that time is a real error and is thrown (and `data-chunk-error` marks the page). Offline it
 * is thrown at once: a reload could only show the offline page instead of this one.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!navigator.onLine) throw error;
    let last = NaN;
    try {
      last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
      if (!(Date.now() - last < CHUNK_RELOAD_MS)) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
        setTimeout(reload, 300);
        return new Promise<T>(() => {});
      }
    } catch {
      // No sessionStorage (blocked): never reload, a loop could not be stopped.
    }
    document.documentElement.dataset.chunkError = '';
    throw error;
  });
}
