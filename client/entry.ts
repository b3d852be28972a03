/**
 * The one client entry, kept tiny: it lets the browser paint the server's HTML first (the LCP image and
 * text need no JavaScript), then loads React and hydrates the islands once the page has loaded and the
 * main thread is idle. A click before that still works for links and forms, which are plain HTML.
 */
import { loadChunk } from './chunk-load';
import { startFeedback } from './feedback/start';
import { registerServiceWorker } from './sw/register';

function whenIdle(run: () => void) {
  const idle = (
    window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (idle) idle(run, { timeout: 1500 });
  else setTimeout(run, 1);
}

function start() {
  // Product lists update in place without React (client/list/).
  const list = document.querySelector<HTMLElement>('[data-list]');
  if (list) void loadChunk(() => import('./list/list-controller')).then((m) => m.enhanceList(list));
  void loadChunk(() => import('./enhance')).then((m) => m.enhancePage());
  // Colour swatches on the product page switch the product in place.
  if (document.querySelector('article.product a[data-variant]'))
    void loadChunk(() => import('./product/variant-switch')).then((m) => m.enableVariantSwitch());
  whenIdle(() => {
    void loadChunk(() => import('./hydrate')).then((m) => m.hydrateIslands());
    registerServiceWorker();
  });
  // Notifications, loading bar, header, prefetch (client/feedback/).
  startFeedback();
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
