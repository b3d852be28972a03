import type { CartParts } from '../chrome/cart-parts';
import { ANY_HEART, NO_FAVORITES_COUNT, UNPRESSED_HEART } from '../chrome/favorite-parts';
import {
  cutPage,
  encoded,
  filled,
  markerSpans,
  patternSpans,
  type CutPage,
  type Hole,
} from './kept-bytes';

/**
 * A kept page's holes (worker/screens/page-cache.ts): what each request makes anew (the nonce, the
 * one-time key) and what is the visitor's own (their cart's parts, their favorites).
 */

/** What a kept page is filled with for a visitor: their cart's parts (null: none) and their favorites. */
export interface Visitor {
  cart: CartParts | null;
  favorites: readonly number[];
}

/** A page cut around its holes, and which of a visitor's own things it has holes for. */
export interface HoledPage extends CutPage {
  /** The cart parts as a visitor without a cart sees them; null: the page has no holes for them. */
  cartFree: Record<keyof CartParts, Uint8Array> | null;
  /** Whether the page has every heart and the header's count of favorites as holes. */
  showsFavorites: boolean;
}

/**
 * A page rendered for a visitor without a cart or favorites, cut around its holes: the nonce and the
 * one-time key wherever found; the cart's parts when each is found once; the hearts and the count of
 * favorites when every heart is found unpressed and the count once, in a page for scripts (without
 * them a heart is a form whose value says the other state). A visitor's things without their holes
 * leave the page to visitors without them. Null when holes overlap.
 */
export function holedPage(
  html: string,
  made: { nonce: string; onceKey: string | undefined; cartFree: CartParts; noScript: boolean },
): HoledPage | null {
  const renewed = markerSpans(html, [
    [made.nonce, 'nonce'],
    [made.onceKey, 'once'],
  ]);
  const cart = markerSpans(html, [
    [made.cartFree.miniCart, 'miniCart'],
    [made.cartFree.state, 'state'],
  ]);
  let showsCart = cart.length === 2 && cart[0]!.hole !== cart[1]!.hole;
  const hearts = patternSpans(html, UNPRESSED_HEART, (m) => Number(m.groups!.product));
  const count = patternSpans(html, NO_FAVORITES_COUNT, () => 'favoritesCount');
  let showsFavorites =
    !made.noScript && count.length === 1 && hearts.length === (html.match(ANY_HEART)?.length ?? 0);
  let cut = cutPage(html, [
    ...renewed,
    ...(showsCart ? cart : []),
    ...(showsFavorites ? [...hearts, ...count] : []),
  ]);
  if (!cut) {
    showsCart = showsFavorites = false;
    cut = cutPage(html, renewed);
  }
  if (!cut) return null;
  return {
    ...cut,
    cartFree: showsCart
      ? { miniCart: encoded(made.cartFree.miniCart), state: encoded(made.cartFree.state) }
      : null,
    showsFavorites,
  };
}

const PRESSED = encoded('true');
const UNPRESSED = encoded('false');

/**
 * The page's bytes for one request: its nonce, a new one-time key, the visitor's cart (or the page's
 * own, without one) and favorites. The visitor's things must have holes (cartFree, showsFavorites).
 */
export function pageFor(page: HoledPage, nonce: string, visitor: Visitor): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoded(nonce);
  let once: Uint8Array | undefined;
  const cart = visitor.cart
    ? { miniCart: encoded(visitor.cart.miniCart), state: encoded(visitor.cart.state) }
    : page.cartFree;
  const favorites = new Set(visitor.favorites);
  return filled(page, (hole: Hole) => {
    if (typeof hole === 'number') return favorites.has(hole) ? PRESSED : UNPRESSED;
    switch (hole) {
      case 'nonce':
        return nonceBytes;
      case 'once':
        return (once ??= encoded(crypto.randomUUID()));
      case 'favoritesCount':
        return encoded(String(visitor.favorites.length));
      default:
        return cart![hole];
    }
  });
}
