/**
 * The plain add-to-cart form (POST /cart/add, a shopper without JavaScript): the product page's query
 * parameter for its result, which the page shows at the form.
 */
export const CART_ADD_PATH = '/cart/add';
export const CART_RESULT_PARAM = 'cart';
export const CART_RESULTS = ['added', 'size', 'outOfStock', 'failed'] as const;
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

export const cartAddResultOf = (value: string | null): CartAddResult | null =>
  CART_RESULTS.find((r) => r === value) ?? null;
