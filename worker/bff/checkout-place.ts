import type { Context } from 'hono';
import type { CheckoutValues } from '../../shared/checkout/checkout-form';
import type { CheckoutFormState } from '../../client/checkout/form-state';
import type { MessageKey } from '../../shared/i18n/messages';
import { href } from '../../shared/routes';
import type { OrderInput } from '../commerce/checkout';
import type { Shop, WorkerEnv } from '../context';
import { toConfirmation } from '../edge/confirmation';
import { quoteAs } from '../edge/customer-quote';
import { showedBalance, showedCart } from '../edge/shown-cart';
import { rememberCheckoutExtras, rememberPurchaseEmail } from '../edge/cookies';
import { hashed } from '../edge/pii-hash';
import { loginOfCookies } from '../identity/session';
import { log } from '../log';
import { validateCheckout } from './checkout-validation';

/** Renders the checkout page for a posted form (worker/screens/checkout; app.ts joins the two). */
export type RenderCheckout = (
  c: Context<WorkerEnv>,
  form: CheckoutFormState,
  status: 200 | 400 | 401 | 409 | 422 | 502 | 504,
) => Promise<Response>;

/** placeOrder's refusals the shopper can act on: where the message goes, and its text. */
const REFUSALS: Record<string, { field?: string; key: MessageKey; status: 400 | 409 | 422 }> = {
  INVALID_EMAIL: { field: 'email', key: 'form.invalidEmail', status: 422 },
  NO_SHIPPING_OPTIONS: { field: 'zip', key: 'checkout.noShippingOptions', status: 422 },
  INVALID_ADDRESS: { key: 'checkout.fixFields', status: 422 },
  OUT_OF_STOCK: { key: 'paymentFailure.outOfStock', status: 409 },
  CUSTOMER_BLACKLISTED: { key: 'paymentFailure.blockedCustomer', status: 422 },
  PAYMENT_NOT_AVAILABLE: { field: 'paymentMethod', key: 'checkout.paymentRequired', status: 422 },
  SHIPPING_NOT_AVAILABLE: { field: 'shippingId', key: 'checkout.shippingRequired', status: 422 },
  // The payment of this attempt failed at the provider: a new attempt may pay another way.
  PAYMENT_FAILED: { key: 'paymentFailure.generic', status: 409 },
  CART_CHANGED: { key: 'cart.failed', status: 409 },
  IDEMPOTENCY_KEY_REUSED: { key: 'cart.failed', status: 409 },
  // The balance was spent meanwhile (another tab): the page again with what it pays now.
  INSUFFICIENT_BALANCE: { key: 'checkout.balanceChanged', status: 409 },
};

/** A site path or an https page (a real provider's); never anything a browser would run. */
const SAFE_REDIRECT = /^(\/(?!\/)|https:\/\/)[^\s\\]*$/;

/**
 * 'Complete order': the form checked with the shared rules (the island ran the same ones), the
 * checkout priced once more for the chosen methods, then placeOrder with the attempt's key. Invoice
 * answers the order at once (303 to the confirmation, its public id in a cookie); card and pay-later
 * answer their hosted page (303 there). A refusal is the page again with its message; a definitive
 * one (stock, a changed cart) starts a new attempt.
 */
export async function placeFromForm(
  c: Context<WorkerEnv>,
  cartId: string,
  form: CheckoutFormState,
  render: RenderCheckout,
) {
  const shop = c.get('shop');
  const { t } = shop;
  // Logged in when the page was posted, logged out on the way (the renewal was refused): the cart is
  // the account's, never a guest's order.
  if (!shop.customer && loginOfCookies(c)) return sessionEnded(c, cartId, form, render);
  // "Shop as" changed in another tab since this page was shown (the cookie is the tab's): the page
  // again in the type now chosen, never an organisation's order placed as a private one.
  const shownType = form.values.customerType;
  if (shownType && shownType !== shop.customerType)
    return render(c, { ...form, notice: notice(t('checkout.customerTypeChanged')) }, 409);
  const country = shop.checkoutMarket.country.code;
  const values = { ...form.values, customerType: shop.customerType };
  const strict = validateCheckout(values, shop.locale, { country });
  // Refused, perhaps for a payment method's own field (the invoice's personal number), which is not
  // asked while the customer's balance pays the whole order (decision 214).
  const asPosted = strict.ok ? null : await quoteAsPosted(shop, cartId, form.values);
  const relaxed = () => validateCheckout(values, shop.locale, { country, paidByBalance: true });
  // A second submit of an order the balance paid: the cart is ordered, so its confirmation.
  if (asPosted?.error?.code === 'CART_NOT_FOUND') {
    const ordered = relaxed();
    if (ordered.ok) return orderedOrEmpty(c, cartId, orderInput(shop, ordered.value, 0));
  } else if (asPosted?.error) throw asPosted.error;
  const byBalance = !!asPosted?.data?.cart.summary.balance?.paysAll;
  const checked = byBalance ? relaxed() : strict;
  if (!checked.ok) return render(c, { ...form, errors: checked.errors }, 400);
  const v = checked.value;
  const quote = await quoteAs(shop.customer, shop.checkout, cartId, {
    customerType: shop.customerType,
    zip: v.zip,
    country,
    shippingId: v.shippingId || null,
    paymentId: null,
  });
  // A cart that is no more: ordered already (a second submit), or gone.
  if (quote.error?.code === 'CART_NOT_FOUND')
    return orderedOrEmpty(c, cartId, orderInput(shop, v, 0));
  if (quote.error) throw quote.error;
  // Another tab or device changed the cart after this page was shown: the page again, with the cart
  // as it is now, before anything is ordered.
  if (!showedCart(form.attemptId, quote.data.cart))
    return render(c, { ...form, notice: notice(t('checkout.cartChanged')) }, 409);
  // The customer's balance was spent (or given) meanwhile: it would pay another amount than shown.
  if (!showedBalance(form.attemptId, quote.data.cart))
    return render(c, { ...form, notice: notice(t('checkout.balanceChanged')) }, 409);
  // Something is left to pay after all (the shipping as chosen costs more): its fields are asked.
  if (byBalance && !strict.ok && !quote.data.cart.summary.balance?.paysAll)
    return render(c, { ...form, errors: strict.errors }, 400);
  const errors: Record<string, string> = {};
  if (quote.data.shipping !== 'ok') errors.zip = t('checkout.noShippingOptions');
  else if (!quote.data.shippingOptions.some((o) => o.id === v.shippingId))
    errors.shippingId = t('checkout.shippingRequired');
  const payment = quote.data.paymentOptions.find((o) => o.kind === v.paymentMethod);
  if (!payment) errors.paymentMethod = t('checkout.paymentRequired');
  if (!payment || Object.keys(errors).length) return render(c, { ...form, errors }, 400);
  if (quote.data.blocked)
    return render(c, { ...form, notice: notice(t('paymentFailure.blockedCustomer')) }, 422);

  const input = orderInput(shop, v, payment.id);
  // A logged-in customer's order is placed with their bearer, so it is theirs (their orders page).
  const placed = shop.customer
    ? await shop.customer.call((bearer) =>
        shop.checkout.place(cartId, input, form.attemptId, bearer),
      )
    : await shop.checkout.place(cartId, input, form.attemptId);
  if (placed.data?.status === 'completed') {
    // This order's confirmation sends the e-mail hashed (the order has none): kept here, hashed.
    rememberPurchaseEmail(c, { order: placed.data.publicId, sha256: await hashed(v.email) });
    return toConfirmation(c, placed.data.publicId);
  }
  if (placed.data?.status === 'pending' && SAFE_REDIRECT.test(placed.data.redirectUrl)) {
    // A return without an order gets these back with what the backend remembers (checkout.tsx).
    rememberCheckoutExtras(c, { message: v.message, newsletter: v.newsletter });
    return c.redirect(placed.data.redirectUrl, 303);
  }
  const code = placed.error?.code ?? '';
  if (code === 'UNAUTHENTICATED' && shop.customer) return sessionEnded(c, cartId, form, render);
  if (code === 'CART_NOT_FOUND' || code === 'CART_EMPTY')
    return c.redirect(href(shop.link, 'checkout'), 303);
  if (code === 'INVALID_IDENTITY_NUMBER') {
    const org = shop.customerType === 'ORGANIZATION';
    const field = org ? 'organizationId' : 'identityNumber';
    const key = org ? 'form.invalidOrganizationId' : 'form.invalidPersonalId';
    return render(c, { ...form, errors: { [field]: t(key) } }, 422);
  }
  const refusal = REFUSALS[code];
  if (!refusal)
    log('error', 'placeOrder failed', { requestId: shop.requestId, error: placed.error });
  // After a refusal for good, the next try is a new attempt (its own idempotency key).
  const next = { ...form, attemptId: crypto.randomUUID() };
  if (refusal?.field)
    return render(c, { ...next, errors: { [refusal.field]: t(refusal.key) } }, refusal.status);
  return render(
    c,
    { ...next, notice: notice(t(refusal?.key ?? 'error.generic')) },
    refusal?.status ?? 502,
  );
}

/**
 * The customer's token was refused, and so was its renewal: the session was ended elsewhere (the
 * password changed in another browser) and nothing was ordered. The login cookies went with the cart's,
 * for the cart is the account's shared cart (identity/renew.ts): it comes back with the login. Until
 * then, the page again as the shopper filled it in, the same attempt (one order, whenever it is
 * placed), under the login panel with the reason; the panel comes back to the checkout.
 */
function sessionEnded(
  c: Context<WorkerEnv>,
  cartId: string,
  form: CheckoutFormState,
  render: RenderCheckout,
) {
  const shop = c.get('shop');
  const text = 'auth.sessionEnded';
  const url = new URL(href(shop.link, 'checkout'), shop.url);
  url.search = `?action=login&notice=${text}`;
  c.set('shop', { ...shop, url, cartId, customer: null, authToken: null });
  return render(c, { ...form, notice: notice(shop.t(text)) }, 401);
}

/** The confirmation of the order this cart became, else the (now empty) checkout. */
async function orderedOrEmpty(c: Context<WorkerEnv>, cartId: string, input: OrderInput) {
  const shop = c.get('shop');
  const earlier = await shop.checkout.place(cartId, input, null);
  return earlier.data?.status === 'completed'
    ? toConfirmation(c, earlier.data.publicId)
    : c.redirect(href(shop.link, 'checkout'), 303);
}

/**
 * The checkout priced as the form was posted (the page's way: the postcode and shipping as posted), to
 * tell whether the customer's balance pays the whole order, so that no payment method's own fields
 * are asked. A guest has no balance: null.
 */
async function quoteAsPosted(shop: Shop, cartId: string, values: Record<string, string>) {
  if (!shop.customer) return null;
  const shippingId = Number(values.shippingId);
  return quoteAs(shop.customer, shop.checkout, cartId, {
    customerType: shop.customerType,
    zip: (values.zip ?? '').trim().slice(0, 16),
    country: shop.checkoutMarket.country.code,
    shippingId: Number.isInteger(shippingId) && shippingId > 0 ? shippingId : null,
    paymentId: null,
  });
}

const notice = (text: string) => ({ kind: 'error' as const, text });

function orderInput(shop: Shop, v: CheckoutValues, paymentId: number): OrderInput {
  const origin = shop.url.origin;
  return {
    customerType: shop.customerType,
    zip: v.zip,
    country: v.country,
    shippingId: v.shippingId,
    paymentId,
    email: v.email,
    identityNumber: v.identityNumber,
    message: v.message,
    billingAddress: v.billingAddress,
    // The hosted payment pages come back here; {payment.uid} becomes the order's public id.
    checkoutUrls: {
      redirectUrl: `${origin}${href(shop.link, 'confirmation')}?order={payment.uid}`,
      checkoutPageUrl: origin + href(shop.link, 'checkout'),
      termsPageUrl: origin + href(shop.link, 'content', { alias: 'kopvillkor' }),
    },
  };
}
