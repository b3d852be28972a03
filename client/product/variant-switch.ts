/**
 * Switching colour on the product page in place (original-storefront notes 2.5): the swatch link's page
 * is fetched as its product part only (`X-Fragment: product`), swapped in, its islands hydrated, and the
 * address and title follow with replaceState. A failed fetch falls back to the plain link.
 */
export function enableVariantSwitch() {
  let inflight: AbortController | null = null;
  document.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-variant]');
    const article = link?.closest('article.product');
    if (!link || !article) return;
    event.preventDefault();
    if (link.getAttribute('aria-current') === 'true') return;
    void switchTo(link.href, article);
  });

  async function switchTo(url: string, article: Element) {
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    article.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(url, { headers: { 'x-fragment': 'product' }, signal: controller.signal, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const template = document.createElement('template');
      template.innerHTML = await res.text();
      const next = template.content.querySelector<HTMLElement>('article.product');
      if (!next) throw new Error('no product in the answer');
      article.replaceWith(next);
      history.replaceState(history.state, '', url);
      const title = res.headers.get('x-page-title');
      if (title) document.title = `${decodeURIComponent(title)}`;
      window.dispatchEvent(new Event('ralph:content'));
      next.querySelector<HTMLElement>('a[data-variant][aria-current="true"]')?.focus();
      const hydrate = await import('../hydrate');
      hydrate.hydrateWithin(next);
    } catch {
      if (!controller.signal.aborted) window.location.assign(url);
    } finally {
      article.removeAttribute('aria-busy');
    }
  }
}
