/** The top loading bar's timing (spec sections 4 and 9). */
export const BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

let bar: HTMLElement | null = null;
let latest = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function element(): HTMLElement {
  if (!bar?.isConnected) {
    bar = document.createElement('div');
    bar.className = 'loading-bar';
    bar.setAttribute('aria-hidden', 'true');
    bar.style.setProperty('--bar-duration', `${BAR.durationMs}ms`);
    document.body.appendChild(bar);
  }
  return bar;
}

/**
 * Starts the bar for an in-page update or a navigation. It appears only when the work takes longer
 * than the 200 ms throttle, runs towards its end over about 5 s (CSS), and hides 500 ms after the
 * returned `finish` is called, in a failed state when `failed`. A newer start takes over: the older
 * one's `finish` does nothing.
 */
export function startBar(): (failed?: boolean) => void {
  const id = ++latest;
  const el = element();
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  el.removeAttribute('data-state');
  showTimer = setTimeout(() => (el.dataset.state = 'running'), BAR.throttleMs);
  return (failed = false) => {
    if (id !== latest) return;
    clearTimeout(showTimer);
    if (el.dataset.state !== 'running') return;
    el.dataset.state = failed ? 'failed' : 'done';
    hideTimer = setTimeout(() => el.removeAttribute('data-state'), BAR.hideDelayMs);
  };
}

/**
 * A page navigation started (a followed link or a submitted form): the bar runs until the next
 * document replaces this one. Back in this page from the back/forward cache, or still here after
 * twice the bar's duration (a download, a 204), it ends.
 */
export function navigationStarted() {
  const finish = startBar();
  setTimeout(() => finish(), 2 * BAR.durationMs);
}

addEventListener('pageshow', (event) => {
  if (!(event as PageTransitionEvent).persisted) return;
  clearTimeout(showTimer);
  bar?.removeAttribute('data-state');
});
