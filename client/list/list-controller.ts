import { parseSelection, selectionQuery, type ListSort } from '../../shared/list-selection';
import { loadChunk } from '../chunk-load';
import { pagePartFetcher } from '../page-part';
import { relocateToClickedCard, rememberClickedCard } from './relocate';

/**
 * Product lists in place (ARCHITECTURE decision 1): filters, sort and paging fetch the list part of the
 * same URL (`X-Fragment: list`, one request, rendered on the server) and swap it in; the address follows
 * with replaceState, so reload and share keep the state. Without this module the same controls are a
 * plain GET form and ?page=N links.
 */
export function enhanceList(root: HTMLElement) {
  const defaultSort = (root.dataset.defaultSort ?? 'LATEST') as ListSort;
  const path = root.dataset.path ?? location.pathname;
  const status = document.getElementById('list-status');
  root.dataset.enhanced = '';

  const announce = (text: string | null | undefined) => {
    if (status && text) status.textContent = text;
  };

  const fetchPart = pagePartFetcher('list', root);
  async function fetchFragment(url: string): Promise<DocumentFragment | null> {
    // The loading bar and indicator (client/feedback/), loaded when a list first updates.
    const progress = loadChunk(() => import('../feedback/progress')).then((m) => m.startProgress());
    try {
      const part = await fetchPart(url);
      void progress.then((finish) => finish());
      return part?.content ?? null;
    } catch {
      void progress.then((finish) => finish(true));
      const failed = root.dataset.failedText;
      if (failed)
        void loadChunk(() => import('../feedback/notify')).then((m) => m.notify(failed, 'error'));
      return null;
    }
  }

  /** The URL for the form's current state: back to page 1, unrelated query parameters kept. */
  function formUrl(form: HTMLFormElement): string {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) params.append(name, String(value));
    const selection = { ...parseSelection(params, defaultSort), page: 1 };
    return path + selectionQuery(selection, defaultSort, new URLSearchParams(location.search));
  }

  /** Swaps the whole list part, keeping open filter groups open and focus on the same control. */
  async function replaceList(url: string) {
    const focused = document.activeElement?.id;
    const open = [...root.querySelectorAll<HTMLDetailsElement>('details[data-param]')]
      .filter((d) => d.open)
      .map((d) => d.dataset.param);
    const fragment = await fetchFragment(url);
    if (!fragment) return;
    root.replaceChildren(fragment);
    for (const d of root.querySelectorAll<HTMLDetailsElement>('details[data-param]'))
      if (open.includes(d.dataset.param)) d.open = true;
    followAddress(url);
    const again = focused ? document.getElementById(focused) : null;
    (again ?? root.querySelector<HTMLElement>('.list-count'))?.focus({ preventScroll: !!again });
    announce(root.querySelector('.list-count')?.textContent);
    window.dispatchEvent(new Event('ralph:content'));
  }

  /** Appends the next page (or prepends the previous one) and moves focus to its first product. */
  async function loadPage(link: HTMLAnchorElement) {
    const direction = link.dataset.load;
    const fragment = await fetchFragment(link.href);
    const grid = root.querySelector('.grid');
    if (!fragment || !grid) return;
    const items = [...fragment.querySelectorAll('.grid > li')];
    if (direction === 'more') {
      for (const item of items) grid.appendChild(item);
      const pager = fragment.querySelector('.pager');
      if (pager) root.querySelector('.pager')?.replaceWith(pager);
      followAddress(link.href);
    } else {
      const before = document.documentElement.scrollHeight;
      const first = grid.firstChild;
      for (const item of items) grid.insertBefore(item, first);
      window.scrollBy(0, document.documentElement.scrollHeight - before);
      const previous = fragment.querySelector('.load-previous');
      const current = root.querySelector('.load-previous');
      if (previous) current?.replaceWith(previous);
      else current?.remove();
    }
    window.dispatchEvent(new Event('ralph:content'));
    items[0]?.querySelector<HTMLElement>('a')?.focus();
    announce(root.querySelector('[data-testid="count-bar"]')?.textContent);
  }

  root.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.form?.classList.contains('facets')) void replaceList(formUrl(target.form));
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    void replaceList(formUrl(event.target as HTMLFormElement));
  });
  root.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey)
      return;
    const link = (event.target as Element).closest('a');
    if (!link) return;
    if (link.dataset.load) {
      event.preventDefault();
      void loadPage(link);
      return;
    }
    if (link.closest('.active-filters')) {
      event.preventDefault();
      void replaceList(link.href);
      return;
    }
    if (link.classList.contains('card-link')) rememberClickedCard(link);
  });
  relocateToClickedCard(root);
}

/**
 * The list's address follows what it shows, and so does the header's other-language link, which the
 * server rendered with the query it had (worker/chrome/layout.tsx).
 */
function followAddress(url: string) {
  history.replaceState(history.state, '', url);
  const other = document.querySelector<HTMLAnchorElement>('a.language-switch');
  if (other) other.search = location.search;
}
