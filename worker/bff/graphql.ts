import { z } from 'zod';
import { ERROR_CODE } from '../../shared/envelope';
import type { MessageKey } from '../../shared/i18n/messages';
import type { Translate } from '../../shared/i18n/translator';
import { browserCart, type BrowserCart, type Price } from '../../shared/types';
import { CommerceError } from '../commerce/errors';
import { log } from '../log';
import { jsonAction, type Answer } from './action';
import { runCartOperation } from './cart-write';
import { BrowserScope, CartQuantity, IntId, LineQuantity } from './browser-request';
import { MAX_LINE_QUANTITY } from '../../shared/cart-add';

const Body = z
  .discriminatedUnion('operationName', [
    z.object({ operationName: z.literal('getCart'), variables: z.object({}).strict().default({}) }),
    z.object({
      operationName: z.literal('addToCart'),
      variables: z.object({ skuId: IntId, quantity: CartQuantity }).strict(),
    }),
    z.object({
      operationName: z.literal('updateCartItem'),
      variables: z.object({ skuId: IntId, quantity: LineQuantity }).strict(),
    }),
    z.object({
      operationName: z.literal('setCartPromoCode'),
      variables: z.object({ promoCode: z.string().trim().max(50) }).strict(),
    }),
  ])
  .and(BrowserScope);

/** Upstream error codes the shopper can act on, with their texts. */
const KNOWN: Record<string, { status: 400 | 404 | 409 | 422 | 504; key: MessageKey }> = {
  OUT_OF_STOCK: { status: 409, key: 'cart.outOfStock' },
  // The Worker's own: more than a line holds (cart-write.ts).
  LINE_LIMIT: { status: 409, key: 'cart.tooMany' },
  SKU_NOT_FOUND: { status: 404, key: 'cart.failed' },
  CART_NOT_FOUND: { status: 404, key: 'cart.failed' },
  // The cart changed while a promo code was checked against it, three times over: try again.
  CART_CHANGED: { status: 409, key: 'cart.failed' },
  BAD_REQUEST: { status: 400, key: 'cart.failed' },
  UPSTREAM_TIMEOUT: { status: 504, key: 'error.generic' },
  InvalidPromoCode: { status: 422, key: 'cart.promoInvalid' },
  RequirementsNotMet: { status: 422, key: 'cart.promoRequirements' },
};

/**
 * The browser's GraphQL endpoint: registered cart operations by name, variables checked with zod, the
 * answer `{data: {cart}}` in the app's own shape (worker/bff/cart-write.ts runs them). The cart id lives
 * in an HttpOnly cookie and never reaches the browser: the answer's cart has none. A visitor without a
 * cart has an empty one, answered without asking upstream.
 */
export const bffGraphql = jsonAction({
  endpoint: 'graphql',
  schema: Body,
  // More of a SKU than a line holds is said so; anything else the page would never send.
  invalid: (issues, t) => [
    {
      message: issues.some((i) => i.code === 'too_big' && i.path.at(-1) === 'quantity')
        ? t('cart.tooMany', { max: MAX_LINE_QUANTITY })
        : t('cart.failed'),
      code: ERROR_CODE.badRequest,
    },
  ],
  run: async (c, { market, locale, ...operation }, t) => {
    try {
      const cart = await runCartOperation(c, { market, locale }, operation);
      return { data: { cart: cart ? browserCart(cart) : EMPTY_CART } };
    } catch (error) {
      return cartFailure(error, operation.operationName, c.get('requestId'), t);
    }
  },
});

/** A failed cart operation as the shopper's answer (the API's code, its text, a status); logs outages. */
export function cartFailure(
  error: unknown,
  operationName: string,
  requestId: string,
  t: Translate,
): Extract<Answer<never>, { errors: unknown }> {
  const known = error instanceof CommerceError && error.code ? KNOWN[error.code] : undefined;
  if (!known || known.status >= 500)
    log(known ? 'warn' : 'error', `bff ${operationName} failed`, { requestId, error });
  return {
    errors: [
      {
        message: t(known?.key ?? 'error.generic', { max: MAX_LINE_QUANTITY }),
        code: error instanceof CommerceError ? (error.code ?? ERROR_CODE.upstream) : 'INTERNAL',
      },
    ],
    status: known?.status ?? 502,
  };
}

const ZERO: Price = {
  sellingIncVat: 0,
  sellingExVat: 0,
  regularIncVat: 0,
  regularExVat: 0,
  sellingIncVatText: '',
  sellingExVatText: '',
  regularIncVatText: '',
  regularExVatText: '',
  isDiscounted: false,
  discountPercentage: 0,
};

/** The cart of a visitor who has none yet. Its summary is never shown (the panel shows it with items only). */
const EMPTY_CART: BrowserCart = {
  items: [],
  promoCode: null,
  summary: {
    subTotal: ZERO,
    total: ZERO,
    vatText: '',
    discountIncVat: 0,
    discountIncVatText: '',
    discountExVatText: '',
    hasDiscount: false,
    shipping: {
      feeIncVat: 0,
      feeIncVatText: '',
      feeExVatText: '',
      isDefault: true,
      amountLeft: 0,
      amountLeftText: '',
    },
  },
};
