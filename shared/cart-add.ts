/**
 * The plain add-to-cart form (POST /cart/add, a shopper without JavaScript): the product page's query
 * parameter for its result, which the page shows at the form.
 */
export const CART_ADD_PATH = '/cart/add';
export const CART_RESULT_PARAM = 'cart';
export const CART_RESULTS = ['added', 'size', 'outOfStock', 'failed'] as const;
export type CartAddResult = (typeof CART_RESULTS)[number];
/**
 * The form's record of the cart when its page was made: how many of each of its SKUs the cart held,
 * "<skuId>:<quantity>" joined by commas ('' for none). POST /cart/add uses it to add once however often
 * the same form is sent (worker/bff/cart-add.ts).
 */
export const IN_CART_FIELD = 'inCart';
export const inCartOf = (
  items: readonly { skuId: number; quantity: number }[] | undefined,
  skuIds: readonly number[],
) =>
  (items ?? [])
    .filter((i) => skuIds.includes(i.skuId))
    .map((i) => `${i.skuId}:${i.quantity}`)
    .join(',');
/** The form's fragment: the page scrolls back to it. */
export const CART_ADD_FRAGMENT = 'buy';

export const cartAddResultOf = (value: string | null): CartAddResult | null =>
  CART_RESULTS.find((r) => r === value) ?? null;
