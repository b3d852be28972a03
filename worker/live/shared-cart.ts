import type { Context } from 'hono';
import { MAX_LINE_QUANTITY } from '../../shared/cart-add';
import type { CartApi } from '../commerce/cart';
import { isCode } from '../commerce/errors';
import type { WorkerEnv } from '../context';
import { rememberCartId, rememberCartNotice } from '../edge/cookies';
import { inBackground, knownLogin } from '../identity/session';
import { log } from '../log';
import { verifiedCustomerKey } from './customer';
import { hubOf } from './hubs';

/** The cart a logged-in customer's devices share, and what to do after a call changed it. */
export interface SharedCart {
  /** The cart to work on ('' for none yet); the cookie already names it. */
  id: string;
  /** The cart cookie's life: the login's, never longer (whoever uses the browser next must not share it). */
  cookieMaxAge: number;
  /** After the call (in the background): the cart is now `result`; `changed` tells the other devices. */
  settle(result: string, changed: boolean): void;
}

/**
 * For a logged-in customer, the cart their devices share (README: live operations): the customer's
 * live object keeps which cart that is, the browser's cookie follows it, and a device that comes
 * with a cart of its own (a guest cart carried over at login) has its items added to the shared cart
 * once. Null for an anonymous visitor (no call at all), without the LIVE binding, or when the API
 * does not accept the login: the cookie's cart, as before.
 * `origin`: the cart the cookie's was copied from at login (LiveHub.claimCart).
 */
export async function sharedCart(
  c: Context<WorkerEnv>,
  cookieId: string | null,
  cart: CartApi,
  origin = '',
): Promise<SharedCart | null> {
  const login = c.env.LIVE ? await knownLogin(c) : null;
  const key = login ? await verifiedCustomerKey(c) : null;
  const hub = key ? hubOf(c.env, key) : null;
  if (!login || !hub) return null;
  const device = cookieId ?? '';
  let { id, merge } = await hub.claimCart(device, origin);
  if (merge) {
    const own = merge;
    const outcome = await merged(c, cart, id, own, () => hub.settleCart(id, own, false)).catch(
      async (error: unknown) => {
        await hub.mergeDone(own, false, origin);
        throw error;
      },
    );
    await hub.mergeDone(own, true, origin);
    id = outcome.id;
    // The next page says so, once (worker/chrome/account-control.tsx).
    if (outcome.added) rememberCartNotice(c, outcome.capped ? 'mergedCapped' : 'merged');
  }
  const cookieMaxAge = login.lifetime;
  if (id) rememberCartId(c, id, cookieMaxAge);
  return {
    id,
    cookieMaxAge,
    settle: (result, changed) => inBackground(c, hub.settleCart(id, result, changed)),
  };
}

/** What a merge did: the cart now shared, whether the device's lines went into another, and whether one was capped. */
interface Merged {
  id: string;
  added: boolean;
  capped: boolean;
}

/**
 * The device's own cart's items added to the shared one; when the shared one is gone, the device's is
 * shared. A line that would pass the SKU's stock gets what is left of it (the sum capped at the stock);
 * one already at or over the stock keeps what the shared cart had. No line passes MAX_LINE_QUANTITY
 * (README 206) either: the sum is capped there too.
 */
async function merged(
  c: Context<WorkerEnv>,
  cart: CartApi,
  shared: string,
  own: string,
  adoptOwn: () => Promise<void>,
): Promise<Merged> {
  const requestId = c.get('requestId');
  try {
    const items = (await cart.get(own)).items;
    let capped = false;
    for (const item of items) {
      try {
        const sum = (await cart.add(shared, item.skuId, item.quantity)).items.find(
          (i) => i.skuId === item.skuId,
        );
        if (sum && sum.quantity > MAX_LINE_QUANTITY) {
          await cart.update(shared, item.skuId, MAX_LINE_QUANTITY);
          capped = true;
        }
      } catch (error) {
        if (isCode(error, 'CART_NOT_FOUND')) throw error;
        if (!isCode(error, 'OUT_OF_STOCK')) {
          log('warn', 'live: a line not merged into the shared cart', { requestId, error });
          continue;
        }
        capped = true;
        const line = (await cart.get(shared)).items.find((i) => i.skuId === item.skuId);
        const room =
          Math.min(line?.maxQuantity ?? item.maxQuantity, MAX_LINE_QUANTITY) -
          (line?.quantity ?? 0);
        if (room > 0)
          await cart.add(shared, item.skuId, Math.min(room, item.quantity)).catch((error) => {
            log('warn', 'live: a capped line not merged into the shared cart', {
              requestId,
              error,
            });
          });
      }
    }
    return { id: shared, added: items.length > 0, capped };
  } catch (error) {
    if (!isCode(error, 'CART_NOT_FOUND')) throw error;
    await adoptOwn();
    return { id: own, added: false, capped: false };
  }
}

/**
 * A logged-in customer's cart changed outside /graphql (its order confirmed, whatever the payment):
 * their other devices ask again.
 */
export function customerCartChanged(c: Context<WorkerEnv>) {
  if (!c.env.LIVE) return;
  inBackground(
    c,
    verifiedCustomerKey(c).then((key) => (key ? hubOf(c.env, key)?.publish({ type: 'cart' }) : 0)),
  );
}
