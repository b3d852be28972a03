import { z } from 'zod';
import type { Context } from 'hono';
import {
  CART_ADD_FRAGMENT,
  CART_RESULT_PARAM,
  IN_CART_FIELD,
  type CartAddResult,
} from '../../shared/cart-add';
import type { Locale } from '../../shared/locales';
import type { WorkerEnv } from '../context';
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
 * ('size'); a SKU or quantity that is not one, or any refusal but "out of stock", is 'failed'.
 * The same form sent twice adds once (addOnce).
 */
export const cartAdd = formAction({
  endpoint: 'graphql',
  schema: BrowserScope.extend({
    skuId: z.string().max(20).optional().catch('-'),
    quantity: z.coerce.number().pipe(CartQuantity).catch(0),
    [IN_CART_FIELD]: z.string().max(2000).optional().catch(undefined),
    return: ReturnPath,
  }),
  run: async (c, { skuId: field, quantity, inCart, locale, market, return: back }) => {
    const skuId = IntId.safeParse(Number(field));
    let result: CartAddResult = 'failed';
    if (!field) result = 'size';
    else if (skuId.success && quantity) {
      try {
        await addOnce(c, { market, locale }, skuId.data, quantity, inCart);
        result = 'added';
      } catch (error) {
        const { errors } = cartFailure(
          error,
          'cart add',
          c.get('requestId'),
          translatorForPath(back),
        );
        result = errors[0]?.code === 'OUT_OF_STOCK' ? 'outOfStock' : 'failed';
      }
    }
    return backWith(c, back, CART_RESULT_PARAM, result, CART_ADD_FRAGMENT);
  },
});

/**
 * Adds `quantity` of a SKU once however often the same form is sent: a double click without JavaScript
 * posts it twice, the second before the first's answer. The form says how many the cart held when its
 * page was made (`inCart`). A cart that still holds that many is set to that many plus `quantity`, which
 * a repeat sets again, even one racing the first; a cart that already holds the sum is that repeat, and
 * nothing is written. A cart changed in between (another tab) gets a plain add, as does a form without
 * the field. One more call upstream (the read), on this path only.
 */
async function addOnce(
  c: Context<WorkerEnv>,
  scope: { market: string; locale: Locale },
  skuId: number,
  quantity: number,
  inCart: string | undefined,
): Promise<void> {
  const add = { skuId, quantity };
  if (inCart === undefined) {
    await runCartOperation(c, scope, { operationName: 'addToCart', variables: add });
    return;
  }
  const had = heldOf(inCart, skuId);
  const cart = await runCartOperation(c, scope, { operationName: 'getCart' });
  const holds = cart?.items.find((i) => i.skuId === skuId)?.quantity ?? 0;
  if (holds === had + quantity) return;
  await runCartOperation(
    c,
    scope,
    cart?.id && holds === had
      ? { operationName: 'updateCartItem', variables: { skuId, quantity: had + quantity } }
      : { operationName: 'addToCart', variables: add },
  );
}

/** How many of `skuId` the form's `inCart` record says the cart held (0 when it names none). */
function heldOf(inCart: string, skuId: number): number {
  for (const entry of inCart.split(',')) {
    const [sku, quantity] = entry.split(':').map(Number);
    if (sku === skuId && Number.isInteger(quantity) && quantity! > 0) return quantity!;
  }
  return 0;
}
