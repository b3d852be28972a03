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

/**
 * The favorites page's count ("3 favoriter") follows its hearts: a card stays when its heart is undone
 * (it can be pressed again), and the count says how many of the page's products are still saved. The
 * server renders the text for one and for any other number (`{n}`).
 */
function followCount(listed: number[]) {
  const count = document.querySelector<HTMLElement>('[data-favorites-listed]');
  if (!count) return;
  onFavoritesChange((ids) => {
    const n = listed.filter((id) => ids.includes(id)).length;
    count.textContent = n === 1 ? count.dataset.one! : count.dataset.other!.replace('{n}', `${n}`);
  });
}

export function enableHearts() {
  document.documentElement.dataset.favorites = 'ready';
  // The favorites page lists the ids the shop still has: forget the others.
  const kept = document.querySelector<HTMLElement>('[data-favorites-kept]')?.dataset.favoritesKept;
  if (kept !== undefined) {
    keepOnly(parseFavorites(kept));
    followCount(parseFavorites(kept));
  }
  sync(readFavorites());
  onFavoritesChange(sync);
  window.addEventListener('ralph:content', () => sync(readFavorites()));
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-favorite]');
    if (!button) return;
    toggleFavorite(Number(button.dataset.favorite), { alias: button.dataset.favoriteAlias });
  });
}
