import { CheckoutPurchase } from '../../../client/islands/checkout-purchase';
import { Island } from '../../../client/islands/island';
import { PaymentStatus } from '../../../client/islands/payment-status';
import { href } from '../../../shared/routes';
import type { Order } from '../../../shared/types';
import type { Shop } from '../../context';
import { OrderAddresses } from '../orders/order-addresses';
import { OrderLines } from '../orders/order-lines';
import { alternatesFor, notFound, type Screen } from '../screen';
import { purchaseData } from './purchase-data';
import { pageTitle } from '../../../shared/page-title';
import { paymentStateOf } from '../../live/payment';
import { paymentStatusProps } from './payment-status-props';

const PUBLIC_ID = /^[\w-]{8,64}$/;

/**
 * The order confirmation (/sv/kassan/bekraftelse?order=…): the order by its public id, the only thing
 * in the URL (no e-mail, no personal data). Reading it places nothing, so a reload shows the same
 * page; the cart cookie goes only when it still names the ordered cart (pages.ts, orderedCartId).
 * An order whose payment waits for the provider's answer says so and follows the answer live
 * (PaymentStatus); one whose payment was refused says that, with the way back to the shop.
 */
export const confirmationScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const publicId = shop.url.searchParams.get('order') ?? '';
  if (!PUBLIC_ID.test(publicId)) notFound();
  const { data: order, error } = await shop.checkout.order(publicId);
  if (error?.code === 'ORDER_NOT_FOUND') notFound();
  if (error) throw error;
  const search = `?${new URLSearchParams({ order: publicId })}`;
  const payment = paymentStateOf(order.status);
  const purchase = await purchaseData(order, {
    emailHash: shop.purchaseEmail?.order === publicId ? shop.purchaseEmail.sha256 : '',
    email: shop.customer?.username,
  });
  return {
    title: pageTitle(t, t('confirmation.title')),
    description: t('confirmation.title'),
    robots: 'noindex, nofollow',
    canonical: href(link, 'confirmation') + search,
    alternates: Object.fromEntries(
      Object.entries(alternatesFor(shop, match)).map(([l, path]) => [l, path + search]),
    ),
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
