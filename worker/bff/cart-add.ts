import { z } from 'zod';
import type { Context } from 'hono';
import {
  CART_ADD_FRAGMENT,
  CART_RESULT_PARAM,
  MAX_LINE_QUANTITY,
  ONCE_FIELD,
  cartAddParam,
  type CartAddResult,
} from '../../shared/cart-add';
import type { WorkerEnv } from '../context';
import type { Cart } from '../../shared/types';
import { cartIdOf, rememberCartId } from '../edge/cookies';
import { inBackground, knownLogin } from '../identity/session';
import type { OnceClaim } from '../live/hub';
import { hubOf, onceHub } from '../live/hubs';
import { log } from '../log';
import {
  BrowserScope,
  CartQuantity,
  IntId,
  ReturnPath,
  translatorForPath,
} from './browser-request';
import { runCartOperation } from './cart-write';
import { backWith, formAction } from './form-action';
import { cartFailure } from './graphql';

/**
 * POST /cart/add: the product page's add-to-cart as a plain form (no JavaScript; the page script sends
 * the same add through /graphql, and both run runCartOperation). Adds to the visitor's cart (made on
 * the first add, its cookie set) and answers 303 back to the product with `?cart=<result>#buy`, which
 * the page shows at the top of the form with the way to the checkout. No size chosen adds nothing
 * ('size'); a quantity that is not a whole number from 1 is 'quantity'; a SKU that is not one, or any
 * refusal but "out of stock", is 'failed'. More than a line holds (MAX_LINE_QUANTITY) is 'quantity' with the number, said as such. What was not added keeps the size and quantity chosen in
 * the answer (`?cart=outOfStock.<skuId>.<quantity>`, shared/cart-add.ts), so the page shows them again
 * and says how many are left. The same form sent twice adds once (addOnce).
 */
export const cartAdd = formAction({
  endpoint: 'graphql',
  schema: BrowserScope.extend({
    skuId: z.string().max(20).optional().catch('-'),
    quantity: z.string().max(20).catch(''),
    [ONCE_FIELD]: z.uuid().optional().catch(undefined),
    return: ReturnPath,
  }),
  run: async (c, { skuId: field, quantity: typed, once, locale, market, return: back }) => {
    const skuId = IntId.safeParse(Number(field));
    const wanted = CartQuantity.safeParse(Number(typed));
    const quantity = wanted.success ? wanted.data : 0;
    // More than a line holds comes back with the number, which the page names (cart-answer.ts).
    const tooMany = Number.isInteger(Number(typed)) && Number(typed) > MAX_LINE_QUANTITY;
    let result: CartAddResult = 'failed';
    if (!field) result = 'size';
    else if (!quantity) result = 'quantity';
    else if (skuId.success) {
      try {
        result = await addOnce(
          c,
          () =>
            runCartOperation(
              c,
              { market, locale },
              { operationName: 'addToCart', variables: { skuId: skuId.data, quantity } },
            ),
          { once, skuId: skuId.data, quantity },
        );
      } catch (error) {
        const { errors } = cartFailure(
          error,
          'cart add',
          c.get('requestId'),
          translatorForPath(back),
        );
        const code = errors[0]?.code;
        result =
          code === 'OUT_OF_STOCK' ? 'outOfStock' : code === 'LINE_LIMIT' ? 'quantity' : 'failed';
      }
    }
    const kept =
      result === 'added'
        ? { result }
        : {
            result,
            skuId: skuId.success ? skuId.data : undefined,
            // 'quantity' with a number: a whole number a line cannot hold (cart-answer.ts).
            quantity: tooMany
              ? Number(typed)
              : quantity > 1 || (quantity && result === 'quantity')
                ? quantity
                : undefined,
          };
    return backWith(c, back, CART_RESULT_PARAM, cartAddParam(kept), CART_ADD_FRAGMENT);
  },
});

/** How long a repeat waits for the first use of its key to finish, and how often it looks. */
const REPEAT_WAIT_MS = 5_000;
const REPEAT_POLL_MS = 100;

/**
 * Adds `quantity` of a SKU once however often the same form is sent: a double click without JavaScript
 * posts it twice, the second before the first is answered, and the browser shows only the second's
 * answer. The form's one-time key (`once`, new with every page) names, with the SKU and quantity (a
 * page reopened from the history may choose others), a Durable Object that claims it
 * (LiveHub.claimOnce). The first use adds, in the background of the request so that a browser
 * dropping it does not cut it off. A repeat waits for it and answers as it did, with the cart's cookie
 * (the browser never saw the first answer's, which may have made the cart); if the first failed the
 * key is free and the repeat adds. A form without a key, a Worker without the binding or a key object
 * that fails adds as before. 'failed' when the first use still runs after REPEAT_WAIT_MS.
 */
async function addOnce(
  c: Context<WorkerEnv>,
  add: () => Promise<Cart | null>,
  { once, skuId, quantity }: { once: string | undefined; skuId: number; quantity: number },
): Promise<'added' | 'failed'> {
  const hub = once ? hubOf(c.env, onceHub(`${once}:${skuId}:${quantity}`)) : null;
  if (!hub) {
    await add();
    return 'added';
  }
  const requestId = c.get('requestId');
  const settle = (cart: string | null) =>
    hub.settleOnce(cart).catch((error: unknown) => {
      log('warn', 'cart add: settling a one-time key failed', { requestId, error });
    });
  for (const until = Date.now() + REPEAT_WAIT_MS; Date.now() < until;) {
    const claim = await hub.claimOnce().catch((error: unknown): OnceClaim => {
      log('warn', 'cart add: claiming a one-time key failed', { requestId, error });
      return { state: 'first' };
    });
    if (claim.state === 'done') {
      if (claim.cart && claim.cart !== cartIdOf(c))
        rememberCartId(c, claim.cart, (await knownLogin(c))?.lifetime);
      return 'added';
    }
    if (claim.state === 'first') {
      const first = add().then(
        (cart) => settle(cart?.id ?? ''),
        async (error: unknown) => {
          await settle(null);
          throw error;
        },
      );
      inBackground(
        c,
        first.catch(() => undefined),
      );
      await first;
      return 'added';
    }
    await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
  }
  log('warn', 'cart add: the first use of a one-time key is still running', { requestId });
  return 'failed';
}
