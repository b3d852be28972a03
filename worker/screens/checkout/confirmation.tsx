import { CheckoutPurchase } from '../../../client/islands/checkout-purchase';
import { Island } from '../../../client/islands/island';
import { PaymentStatus } from '../../../client/islands/payment-status';
import type { Context } from 'hono';
import { href, matchRoute } from '../../../shared/routes';
import type { Order } from '../../../shared/types';
import type { Shop, WorkerEnv } from '../../context';
import { toConfirmation } from '../../edge/confirmation';
import { PUBLIC_ORDER_ID } from '../../edge/cookies';
import { OrderAddresses } from '../orders/order-addresses';
import { OrderLines } from '../orders/order-lines';
import { alternatesFor, type Screen } from '../screen';
import { noOrderPage } from './no-order';
import { purchaseData } from './purchase-data';
import { pageTitle } from '../../../shared/page-title';
import { paymentStateOf } from '../../live/payment';
import { paymentStatusProps } from './payment-status-props';

/**
 * GET the confirmation with `?order=<public id>` (the payment provider's way back, or a link kept from
 * before): the id moves to the cookie and the shopper to the bare path (worker/edge/confirmation.ts).
 * Null for any other request; a malformed id is left to the screen, which answers 404.
 */
export function confirmationEntry(c: Context<WorkerEnv>): Response | null {
  const shop = c.get('shop');
  const publicId = shop.url.searchParams.get('order');
  if (publicId === null || !PUBLIC_ORDER_ID.test(publicId)) return null;
  if (matchRoute(c.get('routeSegments'), shop.locale)?.name !== 'confirmation') return null;
  return toConfirmation(c, publicId);
}

/**
 * The order confirmation (/sv/kassan/bekraftelse): the order whose public id the ralph-order cookie
 * holds (no id, e-mail or personal data in the URL). Reading it places nothing, so a reload shows the
 * same page; the cart cookie goes only when it still names the ordered cart (pages.ts, orderedCartId).
 * An order whose payment waits for the provider's answer says so and follows the answer live
 * (PaymentStatus); one whose payment was refused says that, with the way back to the shop.
 */
export const confirmationScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  // A well-formed ?order= was moved to the cookie before this (confirmationEntry).
  const publicId = shop.url.searchParams.has('order') ? null : shop.confirmedOrder;
  if (!publicId) return noOrderPage(shop, match, { cookieNamesNone: false });
  const { data: order, error } = await shop.checkout.order(publicId);
  if (error?.code === 'ORDER_NOT_FOUND') return noOrderPage(shop, match, { cookieNamesNone: true });
  if (error) throw error;
  const payment = paymentStateOf(order.status);
  const purchase = await purchaseData(order, {
    emailHash: shop.purchaseEmail?.order === publicId ? shop.purchaseEmail.sha256 : '',
    email: shop.customer?.username,
  });
  return {
    title: pageTitle(t, t('confirmation.title')),
    description: t('confirmation.title'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'confirmation'),
    alternates: alternatesFor(shop, match),
    layout: 'undistracted',
    noStore: true,
    orderedCartId: order.cartId,
    body: (
      <section className="confirmation">
        {payment === 'paid' ? (
          <h1>{t('confirmation.thanks')}</h1>
        ) : (
          <Island
            name="payment-status"
            component={PaymentStatus}
            props={paymentStatusProps(shop, order, payment, purchase)}
          />
        )}
        <p className="order-number" data-testid="order-number">
          {t('confirmation.orderNumber', { number: order.orderNumber })}
        </p>
        {payment === 'paid' && <p>{t('confirmation.mailSoon')}</p>}
        <OrderLinesSection shop={shop} order={order} />
        <div className="confirmation-details">
          <OrderAddresses shop={shop} order={order} page="confirmation" />
          <section>
            <h2>{t('confirmation.paymentMethod')}</h2>
            <p data-testid="order-payment">{order.paymentName}</p>
            <h2>{t('confirmation.shippingMethod')}</h2>
            <p>{order.shippingName}</p>
          </section>
        </div>
        {payment === 'paid' && (
          <Island
            name="checkout-purchase"
            component={CheckoutPurchase}
            props={{
              orderNumber: order.orderNumber,
              purchase,
              continueHref: href(link, 'home'),
              continueText: t('confirmation.continueShopping'),
            }}
          />
        )}
      </section>
    ),
  };
};

function OrderLinesSection({ shop, order }: { shop: Shop; order: Order }) {
  const { t } = shop;
  return (
    <section aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('confirmation.lines')}</h2>
      <OrderLines shop={shop} order={order} totalTestId="order-total" />
    </section>
  );
}
