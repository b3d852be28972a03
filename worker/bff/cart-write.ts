import type { Context } from 'hono';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import type { Cart } from '../../shared/types';
import type { CartApi } from '../commerce/cart';
import type { WorkerEnv } from '../context';
import { CommerceError, isCode } from '../commerce/errors';
import { MAX_LINE_QUANTITY } from '../../shared/cart-add';
import { commerceFor } from '../edge/commerce-for';
import {
  cartIdOf,
  cartOriginOf,
  customerTypeOf,
  forgetCartOrigin,
  rememberCartId,
  rememberCartOrigin,
} from '../edge/cookies';
import { knownLogin } from '../identity/session';
import { sharedCart } from '../live/shared-cart';
import { log } from '../log';

type CartScope = { market: string; locale: Locale };

/** A change to the visitor's cart, or a read of it: the browser's operations by name (POST /graphql). */
export type CartOperation =
  | { operationName: 'getCart' }
  | { operationName: 'addToCart'; variables: { skuId: number; quantity: number } }
  | { operationName: 'updateCartItem'; variables: { skuId: number; quantity: number } }
  | { operationName: 'setCartPromoCode'; variables: { promoCode: string } };

/**
 * Runs a cart operation for the visitor of `c` and keeps the cart cookie in step; the one way both the
 * page script's /graphql and the plain add-to-cart form (/cart/add) touch a cart. The cart id lives in
 * an HttpOnly cookie; a logged-in customer's devices share one cart (worker/live/shared-cart.ts).
 * Resolves null for a read by a visitor who has no cart (not asked upstream, which would create one);
 * the first add creates it. Rejects with the API's CommerceError.
 */
export async function runCartOperation(
  c: Context<WorkerEnv>,
  scope: CartScope,
  operation: CartOperation,
): Promise<Cart | null> {
  const cart = cartApiFor(c, scope);
  let cookieId = cartIdOf(c);
  // A login's copy of a guest cart that could not join at the login joins now, with its origin.
  const origin = cartOriginOf(c, cookieId);
  const shared = await sharedCart(c, cookieId, cart, origin);
  if (shared && origin) forgetCartOrigin(c);
  if (shared) cookieId = shared.id || null;
  if (operation.operationName === 'getCart' && !cookieId) return null;
  const adds = operation.operationName === 'addToCart';
  // A Geins getCart without an id creates a cart (the embedded backend answers the id '' and its
  // addToCart creates it). Nothing but an add creates a cart.
  const newCartId = async () => (await cart.get('')).id;
  const write = (id: string) => {
    switch (operation.operationName) {
      case 'getCart':
        return cart.get(id);
      case 'addToCart':
        return cart.add(id, operation.variables.skuId, operation.variables.quantity);
      case 'updateCartItem':
        return cart.update(id, operation.variables.skuId, operation.variables.quantity);
      case 'setCartPromoCode':
        return cart.setPromoCode(id, operation.variables.promoCode);
    }
  };
  const id = cookieId ?? (adds ? await newCartId() : '');
  let result: Cart;
  try {
    result = await write(id);
  } catch (error) {
    // The cookie names a cart that was ordered or is gone: an add starts a new cart, anything else
    // fails, and either way the cookie no longer points at it.
    if (!cookieId || !isCode(error, 'CART_NOT_FOUND')) throw error;
    rememberCartId(c, '');
    if (!adds) {
      shared?.settle('', false);
      throw error;
    }
    result = await write(await newCartId());
  }
  // A new cart, or an unknown or completed one (the API answers it empty, with the id ''): the cookie follows.
  if (result.id !== (cookieId ?? '')) rememberCartId(c, result.id, shared?.cookieMaxAge);
  shared?.settle(result.id, operation.operationName !== 'getCart');
  if (adds) await withinLineLimit(cart, result, operation.variables);
  return result;
}

/**
 * A line holds at most MAX_LINE_QUANTITY of its SKU (README 206), whatever the stock: an add that
 * took it past that (another add before it) is taken back, and refused as LINE_LIMIT. The limit
 * is checked on the add's answer, so an add within it costs nothing more.
 */
async function withinLineLimit(
  cart: CartApi,
  result: Cart,
  { skuId, quantity }: { skuId: number; quantity: number },
) {
  const line = result.items.find((i) => i.skuId === skuId);
  if (!line || line.quantity <= MAX_LINE_QUANTITY) return;
  await cart.update(result.id, skuId, line.quantity - quantity);
  throw new CommerceError(`A line holds at most ${MAX_LINE_QUANTITY}`, 502, 'LINE_LIMIT');
}

/**
 * Right after a login or registration: this browser joins the customer's shared cart, so the next
 * page shows it (a page reads the cookie's cart only, and the shared cart was claimed by the first
 * cart call before). The browser's own cart (the guest cart just copied to the customer) is merged
 * into it once, as a cart call would. Never fails the login: a failure is logged, and the first cart
 * call tries again, knowing which guest cart the device's is a copy of (rememberCartOrigin).
 */
export async function joinSharedCart(
  c: Context<WorkerEnv>,
  scope: CartScope,
  deviceCart: string | null,
): Promise<void> {
  const cart = cartApiFor(c, scope);
  // The request's cart cookie is still the guest cart the device's was copied from.
  const origin = cartIdOf(c) ?? '';
  // Not joined now: the copy keeps its origin for the cart call that joins it (rememberCartOrigin).
  const keepOrigin = async () => {
    const lifetime = (await knownLogin(c))?.lifetime;
    if (c.env.LIVE && lifetime && deviceCart && origin && deviceCart !== origin)
      rememberCartOrigin(c, deviceCart, origin, lifetime);
  };
  try {
    const shared = await sharedCart(c, deviceCart, cart, origin);
    if (shared) shared.settle(shared.id, !!deviceCart && deviceCart !== shared.id);
    else await keepOrigin();
  } catch (error) {
    await keepOrigin();
    log('warn', 'login: the shared cart could not be joined', {
      requestId: c.get('requestId'),
      error,
    });
  }
}

/** The cart API for the visitor of `c` in a market and language (their customer type's prices). */
const cartApiFor = (c: Context<WorkerEnv>, { market, locale }: CartScope) =>
  commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: customerTypeOf(c),
  }).cart(market);
