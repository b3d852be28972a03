/** Hovering a link this long counts as intent (the usual 65 ms of instant.page and quicklink). */
export const HOVER_MS = 65;
/** Product cards prefetched because they came into view, per page. */
export const VIEWPORT_LIMIT = 4;

/** Never prefetched: personal or state-changing pages (checkout, account, log-in, log-out). */
const NEVER =
  /\/(kassan|checkout|account|my-account|mina-sidor|auth|favoriter|favorites|preview-widgets)(\/|$)/;

type Connection = { saveData?: boolean; effectiveType?: string };

/** Spec section 9: no prefetch on 2g (and slow-2g), with save-data, or offline. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return navigator.onLine && !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

const done = new Set<string>();

function prefetchable(link: HTMLAnchorElement): string | null {
  if (!link.href || link.hasAttribute('download') || (link.target && link.target !== '_self'))
    return null;
  const url = new URL(link.href, location.href);
  url.hash = '';
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  if (NEVER.test(url.pathname) || url.searchParams.has('action')) return null;
  return url.href;
}

/**
 * Fetches a likely next page ahead, once: Speculation Rules where the browser has them (the
 * prefetched document is used for the navigation whatever its cache headers), `<link
 * rel=prefetch>` otherwise. Only links (GET) are ever prefetched, never a form's target.
 */
export function prefetch(link: HTMLAnchorElement): boolean {
  const url = prefetchable(link);
  if (!url || done.has(url) || !prefetchAllowed()) return false;
  done.add(url);
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url] }] });
    document.head.appendChild(rules);
  } else {
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.appendChild(hint);
  }
  return true;
}

/**
 * Prefetch on intent: a link hovered for 65 ms (or touched, or focused), and the first product
 * cards that come into view once the browser is idle. Starts with the shopper's first interaction
 * (client/feedback/start.ts), picking up a link already under the pointer.
 */
export function startPrefetch() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const linkOf = (e: Event) => (e.target as Element | null)?.closest?.('a[href]');
  const hover = (link: Element | null | undefined) => {
    clearTimeout(timer);
    if (link instanceof HTMLAnchorElement) timer = setTimeout(() => prefetch(link), HOVER_MS);
  };
  document.addEventListener('mouseover', (e) => hover(linkOf(e)), { passive: true });
  document.addEventListener('mouseout', (e) => {
    if (!linkOf(e)?.contains((e as MouseEvent).relatedTarget as Node | null)) clearTimeout(timer);
  });
  for (const type of ['touchstart', 'focusin'])
    document.addEventListener(
      type,
      (e) => {
        const link = linkOf(e);
        if (link instanceof HTMLAnchorElement) prefetch(link);
      },
      { passive: true },
    );
  hover(document.querySelector('a[href]:hover'));
  whenIdle(observeCards);
}

function observeCards() {
  if (typeof IntersectionObserver !== 'function') return;
  let count = 0;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      if (count < VIEWPORT_LIMIT && prefetch(entry.target as HTMLAnchorElement)) count++;
      if (count >= VIEWPORT_LIMIT) observer.disconnect();
    }
  });
  const observe = () => {
    if (count < VIEWPORT_LIMIT)
      for (const link of document.querySelectorAll('a.card-link')) observer.observe(link);
  };
  observe();
  // A list updated in place brings new cards (client/list/list-controller.ts).
  addEventListener('ralph:content', observe);
}

function whenIdle(run: () => void) {
  const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number })
    .requestIdleCallback;
  if (idle) idle(run);
  else setTimeout(run, 200);
}
