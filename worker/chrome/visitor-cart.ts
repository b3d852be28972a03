import type { Cart } from '../../shared/types';
import type { Shop } from '../context';
import { log } from '../log';

/** How long the shell may wait for the visitor's cart, counted from when it is asked for. */
const CART_BUDGET_MS = 150;

/**
 * The visitor's cart, loaded beside the page's data (every page, the 404 too); it never holds the shell back. A cart that is
 * not there within CART_BUDGET_MS, or that fails, is 'pending': the page renders without it and the
 * mini cart asks /graphql for it after hydration (client/stores/cart-store.ts, cartRequested).
 */
export function cartWithinBudget(shop: Shop): Promise<Cart | null | 'pending'> {
  if (!shop.cartId) return Promise.resolve(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), CART_BUDGET_MS);
  });
  const cart = shop.cart.get(shop.cartId).catch((error: unknown) => {
    log('warn', 'cart load failed', { requestId: shop.requestId, error });
    return 'pending' as const;
  });
  return Promise.race([cart, late]).finally(() => clearTimeout(timer));
}
