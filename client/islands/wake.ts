import { loadChunk } from '../chunk-load';

let hydrating: ReturnType<typeof load> | undefined;
const load = () => loadChunk(() => import('../hydrate'));
/**
 * The hydrate chunk (React, the page's cart store and texts, the island registry), asked for once
 * however many islands and reasons ask: a failure is one failure (one reload, or one error).
 */
export const hydrateModule = () => (hydrating ??= load());

const waking = new WeakMap<HTMLElement, Promise<void>>();
/**
 * Islands the shopper typed or chose something in before they hydrated, with the fields changed, in
 * order (client/islands/triggers.ts).
 */
export const typedIn = new WeakMap<HTMLElement, EventTarget[]>();

/**
 * Hydrates an island once, however many reasons wake it; resolves when it is interactive with what
 * the shopper typed in it before that carried over (client/islands/carry-values.ts). The mini cart
 * hydrates with any other island: it shows the cart store they share (and opens the panel an add asks
 * for), and hydrating it after the store has changed would not match the server's count.
 */
export function wake(island: HTMLElement): Promise<void> {
  let woken = waking.get(island);
  if (!woken) {
    const companions =
      island.dataset.island === 'mini-cart' ? [] : islands('mini-cart').map((cart) => wake(cart));
    woken = hydrateModule()
      .then((m) => Promise.all([m.hydrateIsland(island), ...companions]))
      .then(async () => {
        const changed = typedIn.get(island);
        if (changed) (await import('./carry-values')).carryValues(island, changed);
        awake.add(island);
      });
    waking.set(island, woken);
  }
  return woken;
}

const awake = new WeakSet<HTMLElement>();
/**
 * Woken: hydrated, and what the shopper typed before carried over. Until then a use is still held and
 * replayed (a click between the commit and the carry would reach React without the chosen size). An
 * island with nothing to hydrate is left to the browser's own controls.
 */
export const isAwake = (island: HTMLElement) => awake.has(island);

/** The page's islands (under `root`), optionally of one name. */
export function islands(name?: string, root: ParentNode = document): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(name ? `[data-island="${name}"]` : '[data-island]'),
  ];
}
