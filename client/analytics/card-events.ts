import { track } from '../events';
import { itemOf } from './dom-items';
import type { ListContext } from './items';

/**
 * Product cards as events: product:impression for each card seen (half in view, once), product:click
 * before its link is followed. The tag manager's batches of four are client/analytics/ga4.ts's job.
 */
function cardData(card: HTMLElement) {
  const li = card.closest<HTMLElement>('li');
  const grid = li?.parentElement;
  const page = li?.dataset.page;
  const list: ListContext = {
    id: location.pathname,
    name: grid?.getAttribute('aria-label') ?? '',
  };
  return {
    productId: Number(card.dataset.productId),
    alias: card.dataset.alias ?? '',
    page: page ? Number(page) : null,
    index: grid && li ? [...grid.children].indexOf(li) : 0,
    list,
    product: itemOf(card),
  };
}

export function recordCardEvents() {
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue;
        seen.add(entry.target);
        observer.unobserve(entry.target);
        track('product:impression', cardData(entry.target as HTMLElement));
      }
    },
    { threshold: 0.5 },
  );
  const observeAll = () => {
    for (const card of document.querySelectorAll('.card[data-product-id]'))
      if (!seen.has(card)) observer.observe(card);
  };
  observeAll();
  window.addEventListener('ralph:content', observeAll);
  document.addEventListener('click', (event) => {
    const card = (event.target as Element).closest<HTMLElement>('.card[data-product-id]');
    if (card && (event.target as Element).closest('a.card-link'))
      track('product:click', cardData(card));
  });
}
