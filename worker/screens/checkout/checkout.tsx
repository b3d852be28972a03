import type { Context } from 'hono';
import { Island } from '../../../client/islands/island';
import { CheckoutForm } from '../../../client/islands/checkout-form';
import { emptyForm, type CheckoutFormState } from '../../../client/checkout/form-state';
import { FIELD_ORDER } from '../../../client/checkout/labels';
import { href } from '../../../shared/routes';
import { browserCheckout, type Checkout } from '../../../shared/types';
import type { Shop, WorkerEnv } from '../../context';
import { streamPage } from '../../chrome/page-response';
import type { Page } from '../../streaming/page';
import { alternatesFor, type Screen } from '../screen';
import { countryName, loadCheckout, regionName } from './load';
import { checkoutPrefill, rememberedValues } from './prefill';
import { pageTitle } from '../../../shared/page-title';
import { attemptShowing } from '../../edge/shown-cart';

/**
 * The checkout (/sv/kassan, /en/checkout) as first shown, a new placing attempt: what the checkout
 * remembers of the cart (the shopper is back from a payment page that made no order), with the message
 * and newsletter choice the Worker kept for that return (worker/edge/cookies.ts); else empty for
 * a guest, and the account's details for a logged-in customer (priced for their postcode).
 */
export const checkoutScreen: Screen = async (shop) => {
  const attemptId = crypto.randomUUID();
  if (!shop.cartId) return checkoutPage(shop, null, emptyForm(attemptId));
  const [checkout, account] = await Promise.all([
    loadCheckout(shop, {}, true),
    checkoutPrefill(shop),
  ]);
  const remembered = checkout
    ? rememberedValues(checkout, shop.customerType, shop.checkoutMarket.country.code)
    : {};
  if (Object.keys(remembered).length) {
    const extras = shop.checkoutExtras();
    if (extras?.message) remembered.message = extras.message;
    if (extras?.newsletter) remembered.newsletter = 'on';
    return checkoutPage(shop, checkout, emptyForm(attemptId, remembered));
  }
  const priced = account.zip ? await loadCheckout(shop, account) : checkout;
  return checkoutPage(shop, priced, emptyForm(attemptId, account));
};

/**
 * The checkout page again after the form was posted (POST to the page's own path, worker/bff/
 * checkout-form.ts): what the shopper typed, the messages at their fields, the status given.
 */
export async function renderCheckout(
  c: Context<WorkerEnv>,
  form: CheckoutFormState,
  status: 200 | 400 | 401 | 409 | 422 | 502 | 504,
): Promise<Response> {
  const shop = c.get('shop');
  const checkout = await loadCheckout(shop, form.values);
  // "Slutför köp" without JavaScript before the postcode's options were shown: "choose shipping"
  // beside an option the page now shows chosen would contradict it; it says what happened instead.
  const chosenNow = checkout?.shippingOptions.some((o) => o.isSelected);
  const errors =
    form.errors.shippingId && !form.values.shippingId && chosenNow
      ? { ...form.errors, shippingId: shop.t('checkout.shippingShown') }
      : form.errors;
  const page = checkoutPage(shop, checkout, { ...form, errors });
  // A promo code's message is its field's alone (no attempt to order): not the title's.
  if (FIELD_ORDER.some((field) => errors[field]))
    page.title = `${shop.t('checkout.fixFields')} – ${page.title}`;
  return streamPage(c, { ...page, status }, { mainMenu: { items: [] }, cart: null });
}

function checkoutPage(shop: Shop, checkout: Checkout | null, shown: CheckoutFormState): Page {
  const { t, link } = shop;
  // The attempt carries the cart this page shows: an order is placed only for it (edge/shown-cart.ts).
  const form = checkout
    ? { ...shown, attemptId: attemptShowing(shown.attemptId, checkout.cart) }
    : shown;
  const path = href(link, 'checkout');
  return {
    title: pageTitle(t, t('checkout.title')),
    description: t('checkout.title'),
    robots: 'noindex, nofollow',
    canonical: path,
    alternates: alternatesFor(shop, { name: 'checkout', params: {} }),
    layout: 'undistracted',
    noStore: true,
    ...(checkout ? { cart: checkout.cart } : {}),
    body: (
      <section className="checkout">
        <h1>{t('checkout.title')}</h1>
        {checkout ? (
          <Island
            name="checkout"
            component={CheckoutForm}
            props={{
              action: path,
              termsPath: href(link, 'content', { alias: 'kopvillkor' }),
              market: shop.checkoutMarket.alias,
              markets: shop.channel.markets.map((m) => ({
                alias: m.alias,
                name: regionName(shop, m.country.code, m.country.name),
              })),
              country: { code: shop.checkoutMarket.country.code, name: countryName(shop) },
              currency: shop.checkoutMarket.currency,
              customerType: shop.customerType,
              viewer: shop.customer?.username ?? '',
              checkout: browserCheckout(checkout),
              form: {
                ...form,
                lineErrors: { ...stockProblems(shop, checkout), ...form.lineErrors },
              },
            }}
          />
        ) : (
          <div className="message-page">
            {/* The last line was removed here: the news takes the focus the remove button had. */}
            <p tabIndex={-1} autoFocus={!!form.focus}>
              {t('cart.empty')}
            </p>
            {/* Back from the confirmation: the cart is empty because the order was placed. */}
            {shop.confirmedOrder ? (
              <p>
                {t('checkout.orderPlaced')}{' '}
                <a href={href(link, 'confirmation')}>{t('checkout.seeConfirmation')}</a>
              </p>
            ) : null}
            <a className="button" href={href(link, 'home')}>
              {t('checkout.back')}
            </a>
          </div>
        )}
      </section>
    ),
  };
}

/** A line asking for more than is left (it sold out while the shopper was here): said at the line. */
function stockProblems(shop: Shop, checkout: Checkout): Record<number, string> {
  return Object.fromEntries(
    checkout.cart.items
      .filter((i) => i.quantity > i.maxQuantity)
      .map((i) => [
        i.skuId,
        i.maxQuantity <= 0
          ? shop.t('checkout.lineSoldOut')
          : shop.t('checkout.lineFewerLeft', { stock: i.maxQuantity }),
      ]),
  );
}
