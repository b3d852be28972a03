import { pagePartFetcher } from '../page-part';

/**
 * Switching colour on the product page in place (original-storefront notes 2.5): the swatch link's page
 * is fetched as its product part only (`X-Fragment: product`), swapped in (its islands hydrate on use), and the
 * address and title follow with replaceState. A failed fetch falls back to the plain link.
 */
export function enableVariantSwitch() {
  document.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey)
      return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-variant]');
    const article = link?.closest('article.product');
    if (!link || !article) return;
    event.preventDefault();
    if (link.getAttribute('aria-current') === 'true') return;
    void switchTo(link.href, article, link.dataset.variant ?? '');
  });
}

// Only the latest click counts when a shopper clicks through colours quickly.
let latest = 0;

async function switchTo(url: string, article: Element, level: string) {
  const mine = ++latest;
  try {
    const part = await pagePartFetcher('product', article)(url);
    const next = part?.content.querySelector<HTMLElement>('article.product');
    if (!part || mine !== latest || !article.isConnected) return;
    if (!next) throw new Error('no product in the answer');
    article.replaceWith(next);
    history.replaceState(history.state, '', url);
    if (part.title) document.title = part.title;
    // Its islands hydrate when used, like the page's (client/islands/triggers.ts).
    window.dispatchEvent(new Event('ralph:content'));
    // Focus stays in the picker that was used (colour or the second level).
    next
      .querySelector<HTMLElement>(`a[data-variant="${CSS.escape(level)}"][aria-current="true"]`)
      ?.focus();
  } catch {
    window.location.assign(url);
  }
}
