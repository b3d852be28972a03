import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BrowserCart as Cart } from '../../shared/types';
import { BffError, cartCall, type BffScope } from '../bff';
import { track } from '../events';

/**
 * cart:add or cart:remove for one SKU's change between two carts, with the quantity moved (the panel's
 * + and −, removal, add to cart, quick add). Without the cart before (it was not loaded yet), the
 * change is the quantity `asked` for.
 */
function reportChange(skuId: number, before: Cart | null, after: Cart, asked = 0) {
  const line = (c: Cart | null) => c?.items.find((i) => i.skuId === skuId);
  const old = line(before);
  const now = line(after);
  const delta = before ? (now?.quantity ?? 0) - (old?.quantity ?? 0) : asked;
  const item = delta > 0 ? now : old;
  if (delta && item)
    track(delta > 0 ? 'cart:add' : 'cart:remove', { line: item, quantity: Math.abs(delta) });
}

export interface CartState {
  cart: Cart | null;
  /** The page was rendered without the cart (it was late): `cart` is not known until cartRequested. */
  cartPending: boolean;
  /** Quantity changes sent but not yet answered, per SKU: the panel shows them at once. */
  pendingDelta: Record<number, number>;
  busy: boolean;
  error: string | null;
  panelOpen: boolean;
  itemAdded(skuId: number, quantity: number): Promise<boolean>;
  quantityChanged(skuId: number, delta: number): Promise<void>;
  itemRemoved(skuId: number): Promise<void>;
  /** The shopper took the promo code off (the Merchant API removes it on an empty code). */
  promoCodeRemoved(): Promise<void>;
  cartReceived(cart: Cart): void;
  /**
   * The mini cart, once hydrated, asks for a cart the server did not wait for; nothing otherwise,
   * unless `again`: the cart changed elsewhere (another device of the customer, client/live/).
   */
  cartRequested(again?: boolean): Promise<void>;
  panelToggled(open: boolean): void;
}

export type CartStore = StoreApi<CartState>;

/**
 * One cart store per page (client) or per render (server). Changes run one after another through a
 * queue, so rapid +/- clicks apply in the order they were made, each from the latest answered cart.
 */
export function createCartStore(
  initial: Cart | null | 'pending',
  scope: BffScope,
  broadcast?: (cart: Cart) => void,
): CartStore {
  let queue: Promise<unknown> = Promise.resolve();
  const store = createStore<CartState>()((set, get) => {
    const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
      const run = queue.then(job, job);
      queue = run.catch(() => undefined);
      return run;
    };
    const received = (cart: Cart, skuId?: number, asked?: number) => {
      if (skuId) reportChange(skuId, get().cart, cart, asked);
      set({ cart, cartPending: false, error: null });
      broadcast?.(cart);
    };
    const failed = (e: unknown) => set({ error: e instanceof BffError ? e.message : String(e) });
    return {
      cart: initial === 'pending' ? null : initial,
      cartPending: initial === 'pending',
      pendingDelta: {},
      busy: false,
      error: null,
      panelOpen: false,
      itemAdded: (skuId, quantity) =>
        enqueue(async () => {
          set({ busy: true });
          try {
            received(await cartCall('addToCart', { skuId, quantity }, scope), skuId, quantity);
            return true;
          } catch (e) {
            failed(e);
            return false;
          } finally {
            set({ busy: false });
          }
        }),
      quantityChanged: (skuId, delta) => {
        set((s) => ({
          pendingDelta: { ...s.pendingDelta, [skuId]: (s.pendingDelta[skuId] ?? 0) + delta },
        }));
        return enqueue(async () => {
          const line = get().cart?.items.find((i) => i.skuId === skuId);
          const target = Math.max(
            0,
            Math.min((line?.quantity ?? 0) + delta, line?.maxQuantity ?? Infinity),
          );
          try {
            if (line && target !== line.quantity)
              received(await cartCall('updateCartItem', { skuId, quantity: target }, scope), skuId);
          } catch (e) {
            failed(e);
          } finally {
            set((s) => ({
              pendingDelta: { ...s.pendingDelta, [skuId]: (s.pendingDelta[skuId] ?? 0) - delta },
            }));
          }
        });
      },
      itemRemoved: (skuId) =>
        enqueue(async () => {
          try {
            received(await cartCall('updateCartItem', { skuId, quantity: 0 }, scope), skuId);
          } catch (e) {
            failed(e);
          }
        }),
      promoCodeRemoved: () =>
        enqueue(async () => {
          set({ busy: true });
          try {
            received(await cartCall('setCartPromoCode', { promoCode: '' }, scope));
          } catch (e) {
            failed(e);
          } finally {
            set({ busy: false });
          }
        }),
      cartReceived: (cart) => set({ cart, cartPending: false }),
      // In the queue: an answer to an earlier change never overwrites the cart asked for again.
      cartRequested: (again) =>
        enqueue(async () => {
          if (!again && !get().cartPending) return;
          try {
            set({ cart: await cartCall('getCart', {}, scope), cartPending: false, error: null });
          } catch (e) {
            failed(e);
          }
        }),
      panelToggled: (open) => set({ panelOpen: open }),
    };
  });
  if (typeof document !== 'undefined') {
    // A logged-in customer's cart socket (client/live/events.ts): a change, or a (re)connect.
    const again = () => void store.getState().cartRequested(true);
    addEventListener('ralph:live-cart', again);
    if (document.documentElement.hasAttribute('data-live-cart')) again();
  }
  return store;
}

export const CartStoreContext = createContext<CartStore | null>(null);

export function useCart<T>(selector: (state: CartState) => T): T {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCart outside CartStoreContext');
  return useStore(store, selector);
}
