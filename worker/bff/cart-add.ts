import { z } from 'zod';
import { CART_ADD_FRAGMENT, CART_RESULT_PARAM, type CartAddResult } from '../../shared/cart-add';
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
 */
export const cartAdd = formAction({
  endpoint: 'graphql',
  schema: BrowserScope.extend({
    skuId: z.string().max(20).optional().catch('-'),
    quantity: z.coerce.number().pipe(CartQuantity).catch(0),
    return: ReturnPath,
  }),
  run: async (c, { skuId: field, quantity, locale, market, return: back }) => {
    const skuId = IntId.safeParse(Number(field));
    let result: CartAddResult = 'failed';
    if (!field) result = 'size';
    else if (skuId.success && quantity) {
      try {
        await runCartOperation(
          c,
          { market, locale },
          { operationName: 'addToCart', variables: { skuId: skuId.data, quantity } },
        );
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
