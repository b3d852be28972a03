import { onTabMessage } from '../channel';
import type { LiveCart, LiveStock } from '../live/events';
import { PAGE_STATE_ID, type PageState } from '../page-state';
import { hydrateModule, isAwake, islands, propsOf, wake } from './wake';

/** Islands that start with the page: the panel the address asked for, the purchase to track. */
const AT_ONCE = new Set(['account-panel', 'checkout-purchase']);
/** Islands that hydrate when they come into view: a quick add is tapped as soon as it is seen. */
const ON_SIGHT = new Set(['quick-add']);

const seen = new WeakSet<HTMLElement>();
/** The product pages' stock followed before hydration, per island (a colour switch replaces it). */
const following = new Map<HTMLElement, () => void>();
let sight: IntersectionObserver | null = null;

/**
 * Reasons other than use for an island to hydrate, without React until then: the mini cart when
 * the server did not wait for the cart or a cart change arrives (another tab, the customer's live
 * socket); a product's add to cart when its live stock changes (the page follows it from the start);
 * the checkout when the browser goes offline (its button says why it cannot send). The checkout's
 * impression and its market link to other tabs start with the page (client/checkout/checkout-start.ts).
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
    if (!(event as CustomEvent<LiveCart>).detail?.first) islands('mini-cart').forEach(wakeIt);
  });
  addEventListener('ralph:live-stock', (event) => {
    const { productId } = (event as CustomEvent<LiveStock>).detail;
    for (const island of islands('add-to-cart'))
      if (propsOf<{ productId: number }>(island).productId === productId) void wake(island);
  });
  addEventListener('offline', () => islands('checkout').forEach(wakeIt));
}

const wakeIt = (island: HTMLElement) => void wake(island);

function scan() {
  for (const [island, stop] of following)
    if (!island.isConnected) {
      stop();
      following.delete(island);
    }
  for (const island of islands()) {
    if (seen.has(island)) continue;
    seen.add(island);
    const name = island.dataset.island ?? '';
    if (AT_ONCE.has(name) || (name === 'mini-cart' && cartPending())) void wake(island);
    else if (ON_SIGHT.has(name)) onSight(island);
    else if (name === 'add-to-cart') followStock(island);
    else if (name === 'checkout')
      void import('../checkout/checkout-start').then((m) => m.startCheckout(island));
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

function onSight(island: HTMLElement) {
  sight ??= new IntersectionObserver((entries, observer) => {
    for (const entry of entries)
      if (entry.isIntersecting) {
        observer.unobserve(entry.target);
        void wake(entry.target as HTMLElement);
      }
  });
  sight.observe(island);
}

function followStock(island: HTMLElement) {
  const productId = propsOf<{ productId: number }>(island).productId;
  if (!productId) return;
  void import('../live/socket').then((m) => {
    if (island.isConnected) following.set(island, m.follow(`product:${productId}`));
  });
}
