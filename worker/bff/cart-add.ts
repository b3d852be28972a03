import { z } from 'zod';
import { CART_ADD_FRAGMENT, CART_RESULT_PARAM, type CartAddResult } from '../../shared/cart-add';
import { CommerceError } from '../commerce/errors';
import { log } from '../log';
import { BrowserScope, IntId, ReturnPath } from './browser-request';
import { runCartOperation } from './cart-write';
import { backWith, formAction } from './form-action';

/** The API's refusals the shopper can act on; anything else is 'failed' (and logged when it is an outage). */
const REFUSED: Record<string, CartAddResult> = {
  OUT_OF_STOCK: 'outOfStock',
  SKU_NOT_FOUND: 'failed',
  BAD_REQUEST: 'failed',
};

/**
 * POST /cart/add: the product page's add-to-cart as a plain form (no JavaScript; the page script sends
 * the same add through /graphql). Adds to the visitor's cart (made on the first add, its cookie set)
 * and answers 303 back to the product with `?cart=<result>#buy`, which the page shows at the form with
 * the way to the checkout. No size chosen adds nothing ('size').
 */
export const cartAdd = formAction({
  endpoint: 'graphql',
  schema: BrowserScope.extend({
    skuId: z.coerce.number().pipe(IntId).catch(0),
    quantity: z.coerce.number().int().min(1).max(999).catch(0),
    return: ReturnPath,
  }),
  run: async (c, { skuId, quantity, locale, market, return: back }) => {
    let result: CartAddResult = !skuId ? 'size' : 'failed';
    if (skuId && quantity) {
      try {
        await runCartOperation(
          c,
          { market, locale },
          { operationName: 'addToCart', variables: { skuId, quantity } },
        );
        result = 'added';
      } catch (error) {
        const code = error instanceof CommerceError ? error.code : undefined;
        result = (code && REFUSED[code]) || 'failed';
        if (!code || !REFUSED[code])
          log('error', 'bff cart add failed', { requestId: c.get('requestId'), error });
      }
    }
    return backWith(c, back, CART_RESULT_PARAM, result, CART_ADD_FRAGMENT);
  },
});
