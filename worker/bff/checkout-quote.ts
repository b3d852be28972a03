import { z } from 'zod';
import { ERROR_CODE } from '../../shared/envelope';
import { CUSTOMER_TYPES } from '../../shared/cookies';
import { LANGUAGE_ID } from '../../shared/locales';
import { browserCheckout, type BrowserCheckout } from '../../shared/types';
import { commerceFor } from '../edge/commerce-for';
import { quoteAs } from '../edge/customer-quote';
import { customerSessionOf } from '../identity/customer-session';
import { shownCartKey } from '../edge/shown-cart';
import { cartIdOf } from '../edge/cookies';
import { log } from '../log';
import { jsonAction, type Answer } from './action';
import { BrowserScope } from './browser-request';

const Body = z
  .object({
    customerType: z.enum(CUSTOMER_TYPES),
    zip: z.string().trim().max(16),
    country: z.string().regex(/^[A-Za-z]{2}$/),
    shippingId: z.string().regex(/^\d{0,9}$/),
    paymentMethod: z.string().max(20),
  })
  .and(BrowserScope);

/**
 * The checkout island's live prices (POST /checkout/quote): shipping options for the postcode and
 * the totals for the chosen option, for the cart in the HttpOnly cookie, with the key of the cart it
 * shows (edge/shown-cart.ts: the island places its order for that cart). Stores nothing.
 */
export const checkoutQuote = jsonAction({
  endpoint: 'checkout-quote',
  schema: Body,
  invalid: (_, t) => [{ message: t('error.generic'), code: ERROR_CODE.badRequest }],
  run: async (c, body, t): Promise<Answer<{ checkout: BrowserCheckout; cartKey: string }>> => {
    const cartId = cartIdOf(c);
    if (!cartId)
      return { errors: [{ message: t('cart.failed'), code: 'CART_NOT_FOUND' }], status: 404 };
    const api = commerceFor(c, {
      marketId: body.market,
      languageId: LANGUAGE_ID[body.locale],
      customerType: body.customerType,
    }).checkout(body.market);
    const shippingId = Number(body.shippingId);
    const session = await customerSessionOf(c);
    const { data, error } = await quoteAs(session?.customer ?? null, api, cartId, {
      customerType: body.customerType,
      zip: body.zip,
      country: body.country.toUpperCase(),
      shippingId: shippingId > 0 ? shippingId : null,
      paymentId: null,
    });
    if (!error)
      return { data: { checkout: browserCheckout(data), cartKey: shownCartKey(data.cart) } };
    const gone = error.code === 'CART_NOT_FOUND';
    if (!gone) log('warn', 'checkout quote failed', { requestId: c.get('requestId'), error });
    return {
      errors: [
        {
          message: t(gone ? 'cart.failed' : 'error.generic'),
          code: error.code ?? ERROR_CODE.upstream,
        },
      ],
      status: gone ? 404 : error.status,
    };
  },
});
