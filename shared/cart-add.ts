/**
 * The plain add-to-cart form (POST /cart/add, a shopper without JavaScript): the product page's query
 * parameter for its result, which the page shows at the form.
 */
export const CART_ADD_PATH = '/cart/add';
export const CART_RESULT_PARAM = 'cart';
/**
 * The most of one SKU a line holds, and so one add or a line's new quantity (README 206): the
 * product page's quantity field stops here. The stock may allow fewer (the API refuses those).
 */
export const MAX_LINE_QUANTITY = 99;
export const CART_RESULTS = ['added', 'size', 'outOfStock', 'quantity', 'failed'] as const;
export type CartAddResult = (typeof CART_RESULTS)[number];
/**
 * The form's one-time key, new with every page (a UUID): POST /cart/add adds once however often the
 * same form is sent (worker/bff/cart-add.ts).
 */
export const ONCE_FIELD = 'once';
/**
 * A related product's quick add form, by its SKU: its markup is shared by every visitor (CachedHtml),
 * so the page's one-time key reaches it from outside, as an input with `form` set to this id.
 */
export const quickAddFormId = (skuId: number) => `quick-add-${skuId}`;
/** The form's fragment: the page scrolls back to it. */
export const CART_ADD_FRAGMENT = 'buy';

/**
 * A plain add's answer as the page gets it: the result, and the size and quantity sent when they are
 * to be kept (not added; a quantity other than 1): `?cart=<result>[.<skuId>[.<quantity>]]` (dots: a form encoding leaves them as they are).
 */
export interface CartAddAnswer {
  result: CartAddResult;
  skuId?: number;
  quantity?: number;
}

export const cartAddParam = ({ result, skuId, quantity }: CartAddAnswer): string =>
  [result, skuId ?? '', quantity ?? ''].join('.').replace(/\.+$/, '');

export function cartAddAnswerOf(value: string | null): CartAddAnswer | null {
  const [name, sku, quantity] = (value ?? '').split('.');
  const result = CART_RESULTS.find((r) => r === name);
  const whole = (part = '') => (/^[1-9]\d{0,8}$/.test(part) ? Number(part) : undefined);
  return result ? { result, skuId: whole(sku), quantity: whole(quantity) } : null;
}

/** The answer as the product page hands it to the island: said in the page's words. */
export interface PostedCartAdd extends CartAddAnswer {
  text: string;
}
