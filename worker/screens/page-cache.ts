import type { CatalogueRead } from '../commerce/client';
import { FRESH_SECONDS } from '../commerce/edge-cache';
import { memoryCache } from '../commerce/memory-cache';
import type { Shop } from '../context';
import { idOf } from '../streaming/identity';
import type { CartParts } from '../chrome/cart-parts';
import { holedPage, pageFor, type HoledPage, type Visitor } from './page-holes';

/**
 * Whole pages for visitors the page knows nothing personal about (README decision 184).
 *
 * A visitor with no login and no order of their own gets the same bytes as every other such visitor
 * with the same address, language, market, customer type, recently viewed products and consent: the
 * page is rendered once and its bytes reused, with the CSP nonce and the add forms' one-time key
 * (Page.onceKey) made anew per request, and the visitor's cart and favorites filled in where the page
 * shows them (the header's cart button and the serialised state; the hearts and the header's count).
 * The key is derived from the request's Shop, every field of which is classified below (a new field does not
 * compile until it is). Freshness is the data's own: an entry holds the ids of the memory cache's
 * objects its page was rendered from (every catalogue read the request made), and a lookup finds it
 * only while each is still the cache's current, fresh object; a refreshed or evicted read renders anew.
 * A page any of whose answers came from no cache (a failure, an uncached operation, a cart) is not kept.
 */

/**
 * How each field of the Shop bears on a kept page:
 * - key: part of the key, by its JSON (a URL by its href);
 * - identity: part of the key, by identity (the validated configuration: one object per bindings);
 * - watched: part of the key only for a page that read it while it was made (the start page's list of
 *   recently viewed products; a product page does not show it), read through a getter (watchReads);
 * - absent: must be null (or empty) for a page to be kept at all: the page is about this visitor;
 * - filled: not part of the key; the page shows it only in holes filled per request (the cart id: the
 *   header's cart button and the serialised state, worker/chrome/cart-parts.tsx; the favorites: the
 *   hearts and the header's count, favorite-parts.ts). Pages are kept only from a visitor without
 *   either, and serve a visitor with one only where they have its holes. A page that shows the
 *   favorites as a list of their own (the start page's) says so (showsFavoritesList) and is keyed by
 *   them, as by a watched field it read;
 * - nonce: put in per request;
 * - same: a function of a keyed field (t of locale), or never in a kept page (requestId: only error
 *   pages show it; those are not kept);
 * - tool: the request's means (clients, deferred parts), not its data;
 * - unread: the visitor's own, read by no kept screen (the checkout's cookie, for its hosted payment's
 *   return): a kept screen that came to read it would need it keyed or absent.
 */
type FieldKind =
  'key' | 'identity' | 'watched' | 'absent' | 'filled' | 'nonce' | 'same' | 'tool' | 'unread';
export const PAGE_KEY_FIELDS: Readonly<Record<keyof Shop, FieldKind>> = {
  url: 'key',
  locale: 'key',
  market: 'key',
  checkoutMarket: 'key',
  link: 'key',
  customerType: 'key',
  vatIncluded: 'key',
  favorites: 'filled',
  latestViewed: 'watched',
  consent: 'key',
  isBot: 'key',
  noScript: 'key',
  isPrefetch: 'key',
  // The channel is one of the reads every request makes: its freshness is checked like theirs.
  channel: 'same',
  config: 'identity',
  t: 'same',
  requestId: 'same',
  nonce: 'nonce',
  cartId: 'filled',
  cartNotice: 'absent',
  forgetCartNotice: 'tool',
  authDraft: 'absent',
  forgetAuthDraft: 'tool',
  authToken: 'absent',
  customer: 'absent',
  purchaseEmail: 'absent',
  confirmedOrder: 'absent',
  partOnly: 'absent',
  checkoutExtras: 'unread',
  catalogue: 'tool',
  cart: 'tool',
  checkout: 'tool',
  commerce: 'tool',
  defer: 'tool',
  deferred: 'tool',
};
const fieldsOf = (kind: FieldKind) =>
  (Object.keys(PAGE_KEY_FIELDS) as (keyof Shop)[]).filter((f) => PAGE_KEY_FIELDS[f] === kind);
const KEYED = fieldsOf('key');
const BY_IDENTITY = fieldsOf('identity');
const WATCHED = fieldsOf('watched');
const ABSENT = fieldsOf('absent');

/**
 * The key of this request's page, or null when the page is this visitor's own. Without the watched
 * fields: those a page read are added to it (watchReads, keepPage).
 */
export function pageCacheKey(shop: Shop): string | null {
  if (ABSENT.some((f) => shop[f])) return null;
  const identities = BY_IDENTITY.map((f) => idOf(shop[f] as object));
  return JSON.stringify([identities, KEYED.map((f) => shop[f])]);
}

/**
 * Has the watched fields of this request's Shop say when they are read, from now on (while its page is
 * made): the fields read, when asked. Read them before (a cookie's update) to go unnoticed.
 */
export function watchReads(shop: Shop): () => readonly (keyof Shop)[] {
  const read = new Set<keyof Shop>();
  readsOf.set(shop, read);
  for (const field of WATCHED) {
    const value = shop[field];
    Object.defineProperty(shop, field, {
      get: () => (read.add(field), value),
      enumerable: true,
      configurable: true,
    });
  }
  return () => [...read];
}

/** The fields each watched request's page read so far, by its Shop (watchReads). */
const readsOf = new WeakMap<Shop, Set<keyof Shop>>();

/**
 * Says that the page being made shows the visitor's favorites as a list (the start page's "Your
 * favorites"), not only in the hearts and the count, which are filled: its kept page is then keyed by
 * them, as by a watched field it read. Every page reads the favorites for its hearts, so a getter
 * could not tell this page apart.
 */
export function showsFavoritesList(shop: Shop) {
  readsOf.get(shop)?.add('favorites');
}

/**
 * The watched fields each page key's last made page read (none: not in the map); least recently used
 * out first, bounded as the pages are (a key that lost its entry only misses until made again).
 */
const watchedBy = new Map<string, readonly (keyof Shop)[]>();
const fullKey = (key: string, shop: Shop, watched = watchedBy.get(key)) =>
  watched?.length ? `${key}${JSON.stringify(watched.map((f) => shop[f]))}` : key;
const rememberWatched = (key: string, watched: readonly (keyof Shop)[]) => {
  watchedBy.delete(key);
  if (!watched.length) return;
  watchedBy.set(key, watched);
  if (watchedBy.size > MAX_PAGES) watchedBy.delete(watchedBy.keys().next().value!);
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

interface KeptPage extends HoledPage {
  /**
   * The memory cache's objects the page was rendered from, by cache key, as their ids (idOf): the page
   * holds no reference to them, so none outlives its place in the memory cache.
   */
  reads: Map<string, number>;
  viewedProductId: number | undefined;
  /**
   * When its reads go stale at the latest (they were fresh when it was kept): a page past it is never
   * sent again, and is swept, so that its bytes do not wait for a lookup to go.
   */
  until: number;
}

/**
 * Whether a page key was asked for before (the last MAX_SEEN keys): only then is its page kept. A page
 * asked for once (a crawler's walk, a long tail of filters) costs no copy, and cannot push out the pages
 * that are asked for again.
 */
export function askedBefore(pageKey: string): boolean {
  if (seen.delete(pageKey)) {
    seen.add(pageKey);
    return true;
  }
  seen.add(pageKey);
  if (seen.size > MAX_SEEN) seen.delete(seen.values().next().value!);
  return false;
}
const MAX_SEEN = 1000;
const seen = new Set<string>();

/** Bounded by count and by bytes, least recently used out first; dropped with the isolate. */
const MAX_PAGES = 200;
const MAX_BYTES = 12 * 1024 * 1024;
const kept = new Map<string, KeptPage>();
let keptBytes = 0;

/**
 * A kept page found for a request: which of a visitor's own things it can show, its bytes with this
 * request's nonce, a new one-time key and the visitor's things, and the product it shows.
 */
export interface PageHit {
  /** Whether the page has holes for a cart, and for favorites (else it serves only visitors without). */
  shows: { cart: boolean; favorites: boolean };
  body: (visitor: Visitor) => Uint8Array<ArrayBuffer>;
  viewedProductId: number | undefined;
}

export function keptPage(pageKey: string, shop: Shop): PageHit | null {
  const watched = watchedBy.get(pageKey);
  if (watched) rememberWatched(pageKey, watched);
  const key = fullKey(pageKey, shop, watched);
  const page = kept.get(key);
  if (!page) return null;
  if (page.until < Date.now()) {
    drop(key, page);
    return null;
  }
  for (const [readKey, id] of page.reads) {
    const now = memoryCache.get(readKey);
    if (!now || now.stale || idOfValue(now.value) !== id) {
      drop(key, page);
      return null;
    }
  }
  kept.delete(key);
  kept.set(key, page);
  return {
    shows: { cart: !!page.cartFree, favorites: page.showsFavorites },
    body: (visitor) => {
      if ((visitor.cart && !page.cartFree) || (visitor.favorites.length && !page.showsFavorites))
        throw new Error('a kept page without holes for this visitor’s cart or favorites');
      return pageFor(page, shop.nonce, visitor);
    },
    viewedProductId: page.viewedProductId,
  };
}

/**
 * Keeps a page rendered whole for `pageKey` and the watched fields it read, with the reads its request
 * made; not when any answer came from no cache or a stale one (the refresh under way would make it old
 * at once), nor for a visitor with a cart or favorites. `cartFree`: the page's cart parts as rendered
 * (no cart). Its holes: page-holes.ts.
 */
export function keepPage(
  pageKey: string,
  shop: Shop,
  page: {
    html: string;
    onceKey?: string;
    reads: readonly CatalogueRead[];
    watched: readonly (keyof Shop)[];
    viewedProductId?: number;
    cartFree: CartParts;
  },
): void {
  if (shop.cartId || shop.favorites.length) return;
  const reads = new Map<string, number>();
  for (const read of page.reads) {
    const id = read && !read.stale ? idOfValue(read.value) : null;
    if (read === null || id === null) return;
    // One key read as two objects (another request's fetch replaced it between): part of the page
    // would be checked by an object it was not made from.
    if (reads.has(read.key) && reads.get(read.key) !== id) return;
    reads.set(read.key, id);
  }
  // Every page reads the channel at least: a page that read nothing has nothing to be checked by.
  if (reads.size === 0) return;
  const cut = holedPage(page.html, {
    nonce: shop.nonce,
    onceKey: page.onceKey,
    cartFree: page.cartFree,
    noScript: shop.noScript,
  });
  if (!cut) return;
  const { bytes } = cut;
  if (bytes > MAX_BYTES / 4) return;
  rememberWatched(pageKey, page.watched);
  // A page that shows this visitor's own list is theirs alone: not worth a place among the kept.
  if (page.watched.some((f) => !isEmpty(shop[f]))) return;
  const key = fullKey(pageKey, shop, page.watched);
  const old = kept.get(key);
  if (old) drop(key, old);
  const now = Date.now();
  for (const [other, entry] of kept) if (entry.until < now) drop(other, entry);
  kept.set(key, {
    ...cut,
    reads,
    viewedProductId: page.viewedProductId,
    until: now + FRESH_SECONDS * 1000,
  });
  keptBytes += bytes;
  for (const [oldest, entry] of kept) {
    if (kept.size <= MAX_PAGES && keptBytes <= MAX_BYTES) break;
    drop(oldest, entry);
  }
}

/** A cached answer's id (answers are objects; anything else cannot be told apart from its successor). */
const idOfValue = (value: unknown) =>
  typeof value === 'object' && value !== null ? idOf(value) : null;

function drop(key: string, page: KeptPage) {
  kept.delete(key);
  keptBytes -= page.bytes;
}

/** For tests: forget every kept page. */
export const clearKeptPages = () => {
  kept.clear();
  seen.clear();
  watchedBy.clear();
  keptBytes = 0;
};
