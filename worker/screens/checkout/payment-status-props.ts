import type { PurchaseEvent } from '../../../client/analytics/ga4';
import type { PaymentView } from '../../../client/islands/payment-status';
import { href } from '../../../shared/routes';
import type { Order } from '../../../shared/types';
import type { Shop } from '../../context';

/** The confirmation's PaymentStatus island: its order's payment topic, its texts in the page's language. */
export function paymentStatusProps(
  shop: Shop,
  order: Order,
  state: PaymentView,
  purchase: PurchaseEvent,
) {
  const { t, link } = shop;
  return {
    publicId: order.publicId,
    state,
    orderNumber: order.orderNumber,
    purchase,
    continueHref: href(link, 'home'),
    texts: {
      thanks: t('confirmation.thanks'),
      pending: t('confirmation.paymentPending'),
      approved: t('confirmation.paymentApproved'),
      mailSoon: t('confirmation.mailSoon'),
      failedTitle: t('confirmation.paymentFailedTitle'),
      failed: t('confirmation.paymentFailed'),
      continueShopping: t('confirmation.continueShopping'),
      backToShop: t('confirmation.backToShop'),
    },
  };
}
