import type { Context } from 'hono';
import { z } from 'zod';
import type { MessageKey } from '../../shared/i18n/messages';
import { LANGUAGE_ID } from '../../shared/locales';
import { commerceFor } from '../edge/commerce-for';
import { CommerceError } from '../commerce/errors';
import type { WorkerEnv } from '../context';
import { cartIdOf, customerTypeOf, rememberCartId } from '../edge/cookies';
import { BrowserScope, translatorForBody } from './browser-request';

const skuId = z.number().int().positive();
const Body = z
  .discriminatedUnion('operationName', [
    z.object({ operationName: z.literal('getCart'), variables: z.object({}).strict().default({}) }),
    z.object({
      operationName: z.literal('addToCart'),
      variables: z.object({ skuId, quantity: z.number().int().min(1).max(999) }).strict(),
    }),
    z.object({
      operationName: z.literal('updateCartItem'),
      variables: z.object({ skuId, quantity: z.number().int().min(0).max(999) }).strict(),
    }),
    z.object({
      operationName: z.literal('setCartPromoCode'),
      variables: z.object({ promoCode: z.string().trim().max(50) }).strict(),
    }),
  ])
  .and(BrowserScope);

/** Upstream error codes the shopper can act on, with their texts. */
const KNOWN: Record<string, { status: 400 | 404 | 409 | 422; key: MessageKey }> = {
  OUT_OF_STOCK: { status: 409, key: 'cart.outOfStock' },
  SKU_NOT_FOUND: { status: 404, key: 'cart.failed' },
  CART_NOT_FOUND: { status: 404, key: 'cart.failed' },
  InvalidPromoCode: { status: 422, key: 'cart.promoInvalid' },
  RequirementsNotMet: { status: 422, key: 'cart.promoRequirements' },
};

/**
 * The browser's GraphQL endpoint: JSON POST only (the Origin check runs before), registered cart operations
 * by name, variables checked with zod. The cart id lives in an HttpOnly cookie and never in the page's JS.
 */
export async function bffGraphql(c: Context<WorkerEnv>): Promise<Response> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    return c.json(
      { errors: [{ message: 'Expected application/json', code: 'UNSUPPORTED_MEDIA_TYPE' }] },
      415,
    );
  const raw: unknown = await c.req.json().catch(() => null);
  const parsed = Body.safeParse(raw);
  const t = translatorForBody(raw);
  if (!parsed.success)
    return c.json({ errors: [{ message: t('cart.failed'), code: 'BAD_REQUEST' }] }, 400);
  const { operationName, variables, market, locale } = parsed.data;
  const customerType = customerTypeOf(c);
  const cart = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType,
  }).cart(market);
  const cookieId = cartIdOf(c);
  let id = cookieId;
  try {
    if (!id && operationName !== 'getCart') id = (await cart.get('')).id;
    const result =
      operationName === 'getCart'
        ? await cart.get(id ?? '')
        : operationName === 'addToCart'
          ? await cart.add(id!, variables.skuId, variables.quantity)
          : operationName === 'updateCartItem'
            ? await cart.update(id!, variables.skuId, variables.quantity)
            : await cart.setPromoCode(id!, variables.promoCode);
    if (result.id !== cookieId) rememberCartId(c, result.id);
    c.header('cache-control', 'no-store');
    return c.json({ data: { cart: result } });
  } catch (error) {
    const known = error instanceof CommerceError && error.code ? KNOWN[error.code] : undefined;
    if (!known)
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.get('requestId'),
          msg: `bff ${operationName} failed`,
          error: String(error),
        }),
      );
    return c.json(
      {
        errors: [
          {
            message: t(known?.key ?? 'error.generic'),
            code: error instanceof CommerceError ? (error.code ?? 'UPSTREAM') : 'INTERNAL',
          },
        ],
      },
      known?.status ?? 502,
    );
  }
}
