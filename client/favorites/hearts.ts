import { parseFavorites } from '../../shared/cookies';
import { keepOnly, onFavoritesChange, readFavorites, toggleFavorite } from './favorites';

/**
 * The favorite hearts on cards and the product page are server-rendered buttons (`data-favorite` holds
 * the product id). This wires every one on the page, including those a list update brings in later.
 */
function sync(ids: number[]) {
  const set = new Set(ids);
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-favorite]')) {
    button.setAttribute('aria-pressed', String(set.has(Number(button.dataset.favorite))));
  }
}

export function enableHearts() {
  document.documentElement.dataset.favorites = 'ready';
  // The favorites page lists the ids the shop still has: forget the others.
  const kept = document.querySelector<HTMLElement>('[data-favorites-kept]')?.dataset.favoritesKept;
  if (kept !== undefined) keepOnly(parseFavorites(kept));
  sync(readFavorites());
  onFavoritesChange(sync);
  window.addEventListener('ralph:content', () => sync(readFavorites()));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-favorite]');
    if (!button) return;
    toggleFavorite(Number(button.dataset.favorite), { alias: button.dataset.favoriteAlias });
  });
}
