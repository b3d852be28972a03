import { loadChunk } from '../chunk-load';
import { carryValues } from './carry-values';

/** The hydrate chunk (React, the page's cart store and texts, the island registry). */
export const hydrateModule = () => loadChunk(() => import('../hydrate'));

const waking = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates an island once, however many reasons wake it; resolves when it is interactive with what
 * the shopper typed in it before that carried over (client/islands/carry-values.ts).
 */
export function wake(island: HTMLElement): Promise<void> {
  let woken = waking.get(island);
  if (!woken) {
    woken = hydrateModule()
      .then((m) => m.hydrateIsland(island))
      .then(() => carryValues(island));
    waking.set(island, woken);
  }
  return woken;
}

export const isAwake = (island: HTMLElement) => island.hasAttribute('data-hydrated');

/** The page's islands (under `root`), optionally of one name. */
export function islands(name?: string, root: ParentNode = document): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(name ? `[data-island="${name}"]` : '[data-island]'),
  ];
}

/** An island's serialised props (the script the server writes right after it). */
export function propsOf<P>(island: HTMLElement): Partial<P> {
  try {
    return JSON.parse(island.nextElementSibling?.textContent ?? '{}') as Partial<P>;
  } catch {
    return {};
  }
}
