import { z } from 'zod';
import type { CheckoutFormState } from '../../client/checkout/form-state';
import { vatIncludedFor, type CustomerType } from '../../shared/cookies';
import { LANGUAGE_ID } from '../../shared/locales';
import { parsePostcode } from '../../shared/checkout/postcode';
import { href, matchRoute } from '../../shared/routes';
import type { CartApi } from '../commerce/cart';
import { CommerceError } from '../commerce/errors';
import { commerceFor } from '../edge/commerce-for';
import {
  cartCookieOf,
  forgetCheckoutExtras,
  rememberCheckoutMarket,
  rememberCustomerType,
} from '../edge/cookies';
import { log } from '../log';
import { refusedSwitch } from './business-only';
import { placeFromForm, type RenderCheckout } from './checkout-place';
import { formAction } from './form-action';

/** The posted form: named text fields only (a file or an odd name is refused, 400). */
const Fields = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,29}$/), z.string().max(2000))
  .refine((o) => Object.keys(o).length <= 40);

/** What is kept and shown again: everything but the form's machinery. */
const KEPT = /^(?!intent$|return$|attemptId$)/;
const ATTEMPT = /^[\w-]{8,64}$/;

const PROMO_TEXTS: Record<string, 'cart.promoInvalid' | 'cart.promoRequirements'> = {
  InvalidPromoCode: 'cart.promoInvalid',
  RequirementsNotMet: 'cart.promoRequirements',
};

/**
 * The checkout form (POST to the checkout page's own path, so the shop's market and language are
 * resolved as for the page). Without JavaScript every change comes here: `intent` says which. Each
 * answer is the page again with what the shopper typed (status 200, or 400/409/422 with the
 * messages), or a 303 onwards: to payment, to the confirmation, or back to an emptied checkout.
 */
export const checkoutForm = (render: RenderCheckout) =>
  formAction({
    endpoint: 'checkout',
    schema: Fields,
    run: async (c, fields) => {
      const shop = c.get('shop');
      if (matchRoute(c.get('routeSegments'), shop.locale)?.name !== 'checkout') return c.notFound();
      const self = href(shop.link, 'checkout');
      // What was kept for a payment's return is replaced by what is posted (set again for a payment).
      forgetCheckoutExtras(c);
      const intent = fields.intent ?? 'update';
      // Logged out on the way (a refused renewal): 'Slutför köp' asks for the login over the page as
      // posted, the account's cart in it (decision 199); nothing else uses that cart.
      const cartId =
        shop.cartId ?? (intent === 'place' && c.get('loginEnded') ? cartCookieOf(c) : null);
      if (!cartId) return c.redirect(self, 303);
      const values = Object.fromEntries(Object.entries(fields).filter(([k]) => KEPT.test(k)));
      const form: CheckoutFormState = {
        values,
        errors: {},
        notice: null,
        lineErrors: {},
        attemptId: ATTEMPT.test(fields.attemptId ?? '') ? fields.attemptId! : crypto.randomUUID(),
      };
      if (intent === 'place') return placeFromForm(c, cartId, form, render);
      if (intent === 'market') {
        const next = shop.channel.markets.find((m) => m.alias === values.checkoutMarket);
        if (next) {
          // Spec rule 3: the checkout goes to the chosen market, the cart priced in it.
          rememberCheckoutMarket(c, next.alias);
          const commerce = commerceFor(c, {
            marketId: next.alias,
            languageId: LANGUAGE_ID[shop.locale],
            customerType: shop.customerType,
          });
          c.set('shop', { ...shop, checkoutMarket: next, checkout: commerce.checkout(next.alias) });
        }
        return render(c, { ...form, values: { ...values, shippingId: '' }, focus: intent }, 200);
      }
      const type = /^customerType:(PERSON|ORGANIZATION)$/.exec(intent)?.[1] as CustomerType;
      if (type) {
        if (await refusedSwitch(shop, type)) {
          // A user of a company account stays a business (business-only.ts), told so here.
          rememberCustomerType(c, 'ORGANIZATION');
          c.set('shop', {
            ...shop,
            customerType: 'ORGANIZATION',
            vatIncluded: vatIncludedFor('ORGANIZATION'),
          });
          const notice = { kind: 'error' as const, text: shop.t('account.companyTypeFixed') };
          return render(c, { ...form, notice, focus: intent }, 400);
        }
        // The same choice as the header's switch; this page answers in its prices at once.
        rememberCustomerType(c, type);
        c.set('shop', { ...shop, customerType: type, vatIncluded: vatIncludedFor(type) });
        return render(c, { ...form, focus: intent }, 200);
      }
      const cart = shop.cart;
      const { t } = shop;
      // A line's −, + or remove (`qty` from a page rendered before − and + were told apart).
      const line = /^(qty|less|more|remove):(\d{1,9})(?::(\d{1,3}))?$/.exec(intent);
      let quantity: number | null = 0;
      try {
        quantity = line ? await lineQuantity(cart, cartId, line) : 0;
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'CART_NOT_FOUND')
          return c.redirect(self, 303);
        log('error', 'checkout form: the cart could not be read', {
          requestId: shop.requestId,
          error,
        });
        return render(c, { ...form, notice: { kind: 'error', text: t('error.generic') } }, 502);
      }
      // The line went meanwhile (another tab): the page again, with the cart as it is now.
      if (quantity === null) return render(c, form, 200);
      // The page that answers focuses where the shopper was (CheckoutFormState.focus); a removal's
      // place is gone, so the news of it takes the focus.
      const removed = !!line && !quantity;
      // The news of a removal names what went: read from the cart before the change (a removal only).
      const gone = removed ? await lineName(cart, cartId, Number(line[2])) : null;
      const focused: CheckoutFormState = {
        ...form,
        focus: !line
          ? 'promo'
          : removed
            ? 'removed'
            : line[1] === 'qty'
              ? undefined
              : `${line[1]}:${line[2]}`,
        notice: removed
          ? {
              kind: 'ok',
              text: gone ? t('cart.lineRemovedNamed', { name: gone }) : t('cart.lineRemoved'),
            }
          : null,
      };
      try {
        if (line) await cart.update(cartId, Number(line[2]), quantity);
        else if (intent === 'promo' || intent === 'promo-remove') {
          const code = intent === 'promo' ? (values.promoCode ?? '').trim().slice(0, 50) : '';
          if (intent === 'promo' && !code)
            return render(c, { ...form, errors: { promoCode: t('form.required') } }, 400);
          await cart.setPromoCode(cartId, code);
          values.promoCode = '';
        } else if (values.zip && !parsePostcode(shop.checkoutMarket.country.code, values.zip).ok)
          // "Show shipping options" (or Enter) without JavaScript: a postcode not written as the
          // country writes them is said at its field, as the island says it.
          return render(c, { ...form, errors: { zip: t('form.invalidPostcode') } }, 400);
        else return render(c, form, 200);
        return render(c, focused, 200);
      } catch (error) {
        const code = error instanceof CommerceError ? (error.code ?? '') : '';
        if (PROMO_TEXTS[code])
          return render(c, { ...form, errors: { promoCode: t(PROMO_TEXTS[code]) } }, 422);
        if (code === 'CART_NOT_FOUND') return c.redirect(self, 303);
        if (code === 'OUT_OF_STOCK' && line)
          return render(
            c,
            { ...focused, lineErrors: { [Number(line[2])]: t('cart.outOfStock') } },
            409,
          );
        log('error', 'checkout form failed', { requestId: shop.requestId, intent, error });
        return render(c, { ...form, notice: { kind: 'error', text: t('error.generic') } }, 502);
      }
    },
  });

/**
 * The quantity a line's button asks for. − and + count from the cart as it is now, not from the page's
 * number: a page from before another tab's change (4 in the cart, 2 shown) had + set 3, − set 1. −
 * never asks for more than is left, so a line whose stock fell under its quantity can be lowered
 * (3 in the cart, 1 left: − sets 1, where 2 was refused as out of stock). Null: the line is gone.
 */
async function lineQuantity(
  cart: CartApi,
  cartId: string,
  [, kind, sku, posted]: RegExpExecArray,
): Promise<number | null> {
  if (kind === 'remove') return 0;
  if (kind === 'qty') return Number(posted ?? 0);
  const item = (await cart.get(cartId)).items.find((i) => i.skuId === Number(sku));
  if (!item) return null;
  return kind === 'more'
    ? item.quantity + 1
    : Math.max(0, Math.min(item.quantity - 1, item.maxQuantity));
}

/** A cart line's product name; null when it cannot be read (the change itself then reports why). */
async function lineName(cart: CartApi, cartId: string, skuId: number): Promise<string | null> {
  try {
    return (await cart.get(cartId)).items.find((i) => i.skuId === skuId)?.name ?? null;
  } catch {
    return null;
  }
}
