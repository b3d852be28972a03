/**
 * Browser back from a product to a list returns to the same page of the list with the clicked product in
 * view (original-storefront notes 2.4). The address is set to the card's page before leaving, so the list
 * page renders that page; the card is found by its alias once, with no polling.
 */
const KEY = 'ralph-relocate';

export function rememberClickedCard(link: HTMLAnchorElement) {
  const item = link.closest<HTMLElement>('li[data-page]');
  const alias = link.closest<HTMLElement>('[data-alias]')?.dataset.alias;
  if (!item || !alias) return;
  const url = new URL(location.href);
  const page = Number(item.dataset.page);
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  history.replaceState(history.state, '', url);
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ url: url.pathname + url.search, alias }));
  } catch {
    /* storage may be off */
  }
}

export function relocateToClickedCard(root: HTMLElement) {
  let saved: { url?: string; alias?: string } | null = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!saved?.alias || saved.url !== location.pathname + location.search) return;
  const card = [...root.querySelectorAll<HTMLElement>('.card[data-alias]')].find(
    (c) => c.dataset.alias === saved.alias,
  );
  if (!card) return;
  card.scrollIntoView({ block: 'center' });
  card.querySelector<HTMLElement>('.card-link')?.focus({ preventScroll: true });
}
