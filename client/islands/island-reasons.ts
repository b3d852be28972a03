import type { LiveStock } from '../live/events';
import type { AddToCartProps } from './add-to-cart';

/** The product pages' stock followed before hydration, per island (a colour switch replaces it). */
const following = new Map<HTMLElement, () => void>();
let sight: IntersectionObserver | null = null;
let listening = false;

/**
 * The reasons of the islands that have their own (client/islands/wake-reasons.ts loads this only for
 * them): a product's add to cart wakes when its live stock differs from what it shows (the page follows `product:<id>`
 * from the start; the island shares that socket and starts from the last stock heard); the checkout
 * starts its impression and market link without React (client/checkout/checkout-start.ts) and wakes
 * when the browser goes offline (its button says why it cannot send); a quick add wakes when it comes
 * into view, so the tap on it answers at once.
 */
export function watchIsland(island: HTMLElement, name: string, wake: Wake) {
  listenOnce(wake);
  if (name === 'add-to-cart') followStock(island);
  else if (name === 'checkout')
    void import('../checkout/checkout-start').then((m) => m.startCheckout(island));
  else if (name === 'quick-add') {
    sight ??= new IntersectionObserver((entries, observer) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          observer.unobserve(entry.target);
          void wake(entry.target as HTMLElement);
        }
    });
    sight.observe(island);
  }
}

// The entry's wake (client/islands/wake.ts), passed in: importing it would move it out of the entry.
type Wake = (island: HTMLElement) => Promise<void>;
const islands = (name: string) => [
  ...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`),
];

function listenOnce(wake: Wake) {
  if (listening) return;
  listening = true;
  addEventListener('ralph:live-stock', (event) => {
    const heard = (event as CustomEvent<LiveStock>).detail;
    for (const island of islands('add-to-cart'))
      if (stockChanged(propsOf(island), heard)) void wake(island);
  });
  addEventListener('offline', () => {
    for (const island of islands('checkout')) void wake(island);
  });
  // A colour switch replaced the product: its socket follows the new one only.
  addEventListener('ralph:content', () => {
    for (const [island, stop] of following)
      if (!island.isConnected) {
        stop();
        following.delete(island);
      }
  });
}

/** An add to cart's serialised props (AddToCartProps: the product and its SKUs' stock as rendered). */
function propsOf(island: HTMLElement): Partial<AddToCartProps> {
  try {
    return JSON.parse(island.nextElementSibling?.textContent ?? '{}') as Partial<AddToCartProps>;
  } catch {
    return {};
  }
}

/** Whether what was heard of a product differs from the stock the island was rendered with. */
function stockChanged(props: Partial<AddToCartProps>, heard: LiveStock) {
  if (props.productId !== heard.productId) return false;
  const rendered = new Map(props.skus?.map((s) => [s.skuId, s.stock]));
  return heard.skus.some(({ skuId, stock }) => {
    const was = rendered.get(skuId);
    return !was || was.inStock !== stock.inStock || was.totalStock !== stock.totalStock;
  });
}

function followStock(island: HTMLElement) {
  const productId = propsOf(island).productId;
  if (!productId) return;
  void import('../live/socket').then((m) => {
    if (island.isConnected) following.set(island, m.follow(`product:${productId}`));
  });
}
