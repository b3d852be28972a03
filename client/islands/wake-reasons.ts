import { onTabMessage } from '../channel';
import type { LiveCart } from '../live/events';
import { PAGE_STATE_ID, type PageState } from '../page-state';
import { hydrateModule, isAwake, islands, wake } from './wake';

/**
 * Islands that start with the page: the panel the address asked for, the purchase to track, a pending
 * payment's status (it follows the provider's answer live).
 */
const AT_ONCE = new Set(['account-panel', 'checkout-purchase', 'payment-status']);
/** Islands with reasons of their own, in a chunk only their pages load (island-reasons.ts). */
const OWN_REASONS = new Set(['add-to-cart', 'checkout', 'quick-add']);

const seen = new WeakSet<HTMLElement>();

/**
 * Reasons other than use for an island to hydrate, without React until then: the mini cart when
 * the server did not wait for the cart or a cart change arrives (another tab, the customer's live
 * socket; not the socket's first open, which follows the page's own render); the add to cart, the
 * checkout and the quick add for theirs (client/islands/island-reasons.ts).
 */
export function startWakeReasons() {
  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  addEventListener('load', scan);
  // Parts swapped in place (list updates, a colour switch) may bring islands.
  addEventListener('ralph:content', scan);
  onTabMessage('cart', (message) => {
    const carts = islands('mini-cart').filter((island) => !isAwake(island));
    // Once awake, the cart store listens on its own (client/hydrate.tsx).
    if (carts.length)
      void Promise.all(carts.map(wake))
        .then(hydrateModule)
        .then((m) => m.cartReceived(message.cart));
  });
  addEventListener('ralph:live-cart', (event) => {
    if (!(event as CustomEvent<LiveCart>).detail?.first)
      for (const island of islands('mini-cart')) void wake(island);
  });
}

function scan() {
  for (const island of islands()) {
    if (seen.has(island)) continue;
    seen.add(island);
    const name = island.dataset.island ?? '';
    if (AT_ONCE.has(name) || (name === 'mini-cart' && cartPending())) void wake(island);
    else if (OWN_REASONS.has(name))
      void import('./island-reasons').then((m) => m.watchIsland(island, name, wake));
  }
}

/** The server rendered the page without waiting for the cart (the mini cart asks for it). */
function cartPending() {
  try {
    const text = document.getElementById(PAGE_STATE_ID)?.textContent ?? '{}';
    return (JSON.parse(text) as Partial<PageState>).cart === 'pending';
  } catch {
    return false;
  }
}
