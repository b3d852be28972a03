import { onFavoritesChange, readFavorites } from './favorites';

/**
 * The header's favorites count (worker/chrome/favorites-link.tsx) follows every toggle, in this tab and
 * in others. It is read again at once: the favorites page may have dropped products the shop no longer has.
 */
export function enableFavoritesLink() {
  const counts = document.querySelectorAll<HTMLElement>('[data-favorites-count]');
  if (!counts.length) return;
  const show = (ids: number[]) => {
    for (const count of counts) count.textContent = String(ids.length);
  };
  show(readFavorites());
  onFavoritesChange(show);
}
