/**
 * The one client entry, kept tiny: it lets the browser paint the server's HTML first (the LCP image and
 * text need no JavaScript). It arms the islands at once (client/islands/triggers.ts: each hydrates,
 * with React, when the shopper uses it, and a click that needs it is held and replayed), and starts
 * the page's behaviours that need no React once the page has loaded. Links and forms are plain HTML.
 */
import { loadChunk } from './chunk-load';
import { startFeedback } from './feedback/start';
import { armIslands } from './islands/triggers';
import { registerServiceWorker } from './sw/register';

armIslands();

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
  whenIdle(registerServiceWorker);
  // Notifications, loading bar, header, prefetch (client/feedback/).
  startFeedback();
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
