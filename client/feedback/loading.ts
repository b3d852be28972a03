/** The loading indicator waits this long before it shows (spec section 9). */
export const LOADING_DELAY_MS = 1000;
export const LOADING_ID = 'loading-indicator';

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

const show = (on: boolean) => {
  // Stores also run without a page (their unit tests in workerd): nothing to show there.
  if (typeof document === 'undefined') return;
  const indicator = document.getElementById(LOADING_ID);
  if (indicator) indicator.hidden = !on;
};

/**
 * Marks a slow operation (a BFF call, a list update) as running: the page's loading indicator shows
 * only when something has been running for 1 s, and hides when the last one ends (ending first
 * cancels the delay). The original polled every 100 ms; one timer does the same. Returns `end`.
 */
export function beginLoading(): () => void {
  if (pending++ === 0) timer = setTimeout(() => show(true), LOADING_DELAY_MS);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--pending > 0) return;
    clearTimeout(timer);
    show(false);
  };
}

/** `promise`, with the loading indicator for as long as it runs. */
export function whileLoading<T>(promise: Promise<T>): Promise<T> {
  const end = beginLoading();
  return promise.finally(end);
}
