import { track } from '../events';

/** Products seen in lists are reported in batches of four (specification section 9) or when the page is left. */
const BATCH = 4;

interface CardData {
  productId: number;
  alias: string;
  page: number | null;
}
function cardData(card: HTMLElement): CardData {
  const page = card.closest<HTMLElement>('li[data-page]')?.dataset.page;
  return {
    productId: Number(card.dataset.productId),
    alias: card.dataset.alias ?? '',
    page: page ? Number(page) : null,
  };
}

export function recordCardEvents() {
  let pending: CardData[] = [];
  const seen = new WeakSet<Element>();
  const flush = () => {
    if (pending.length) {
      track('product:impression', { products: pending });
      pending = [];
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || seen.has(entry.target)) continue;
        seen.add(entry.target);
        observer.unobserve(entry.target);
        pending.push(cardData(entry.target as HTMLElement));
        if (pending.length >= BATCH) flush();
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
  addEventListener('pagehide', flush);
  document.addEventListener('click', (event) => {
    const card = (event.target as Element).closest<HTMLElement>('.card[data-product-id]');
    if (card && (event.target as Element).closest('a.card-link')) {
      flush();
      track('product:click', cardData(card));
    }
  });
}
