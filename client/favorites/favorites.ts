import {
  browserCookie,
  COOKIE,
  MAX_FAVORITES,
  ONE_YEAR_SECONDS,
  parseFavorites,
} from '../../shared/cookies';
import { onTabMessage, postToTabs } from '../channel';
import { track } from '../events';

/**
 * Favorites live in a cookie (ids in the order added) so the server can render the favorites page; they
 * are written at once on every toggle (the original saved them only on unload) and other tabs hear of it
 * on the shop's cross-tab channel.
 */
const listeners = new Set<(ids: number[]) => void>();

export function readFavorites(): number[] {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE.favorites}=`))
    ?.slice(COOKIE.favorites.length + 1);
  return parseFavorites(raw ? decodeURIComponent(raw) : null);
}

function write(ids: number[]) {
  document.cookie = browserCookie(
    COOKIE.favorites,
    ids.join(','),
    ONE_YEAR_SECONDS,
    location.protocol === 'https:',
  );
}

/** Drops favorites that are not in `ids` (products the shop no longer has), keeping the order. */
export function keepOnly(ids: number[]) {
  const current = readFavorites();
  const next = current.filter((id) => ids.includes(id));
  if (next.length !== current.length) write(next);
}

export function onFavoritesChange(listener: (ids: number[]) => void) {
  listeners.add(listener);
}

/** Adds or removes a product; returns whether it is a favorite now. */
export function toggleFavorite(productId: number, data: Record<string, unknown> = {}): boolean {
  const ids = readFavorites();
  const on = !ids.includes(productId);
  const next = on
    ? [...ids, productId].slice(-MAX_FAVORITES)
    : ids.filter((id) => id !== productId);
  write(next);
  track(on ? 'favorite:add' : 'favorite:remove', { productId, ...data });
  // The ids travel with the message: another tab's view of the cookie may lag behind this write.
  postToTabs({ type: 'favorites', ids: next });
  for (const listener of listeners) listener(next);
  return on;
}

onTabMessage('favorites', (message) => {
  const ids = Array.isArray(message.ids) ? parseFavorites(message.ids.join(',')) : readFavorites();
  for (const listener of listeners) listener(ids);
});
