import type { AccountOrder, OrderGroup } from '../../../shared/account-types';
import type { MessageKey } from '../../../shared/i18n/messages';
import type { Shop } from '../../context';
import { shopDate } from '../../../shared/shop-time';
import { OrderAddresses } from '../orders/order-addresses';
import { OrderLines } from '../orders/order-lines';

const STATUS_TEXT: Record<OrderGroup, MessageKey> = {
  received: 'account.statusReceived',
  processing: 'account.statusProcessing',
  completed: 'account.statusCompleted',
  cancelled: 'account.statusCancelled',
};

/** A date as the market's shoppers read it: the day in the market's zone (shared/shop-time.ts). */
export const orderDate = (shop: Shop, iso: string) =>
  shopDate(iso, shop.locale, shop.market.country.code);

/** One order: a summary line always shown, the rest behind "View details" (open while in progress). */
export function OrderCard({ shop, order }: { shop: Shop; order: AccountOrder }) {
  const { t } = shop;
  const titleId = `order-${order.publicId}`;
  return (
    <article className="account-order" aria-labelledby={titleId} data-testid="account-order">
      <header className="account-order-head">
        <h3 id={titleId}>{t('account.orderNumber', { number: order.orderNumber })}</h3>
        <span>{t('account.placed', { date: orderDate(shop, order.createdAt) })}</span>
        <span className={`order-status ${order.group}`} data-testid="order-status">
          <span className="sr-only">{t('account.status')}: </span>
          {t(order.paymentPending ? 'account.statusPaymentPending' : STATUS_TEXT[order.group])}
        </span>
        <span className="order-total">{order.total.sellingIncVatText}</span>
      </header>
      <details open={order.group === 'received' || order.group === 'processing'}>
        <summary>{t('account.viewDetails')}</summary>
        <OrderDetails shop={shop} order={order} />
      </details>
    </article>
  );
}

function OrderDetails({ shop, order }: { shop: Shop; order: AccountOrder }) {
  const { t } = shop;
  const refundedSkus = new Set(order.refunds.map((r) => r.skuId).filter(Boolean));
  return (
    <div className="account-order-body">
      <OrderLines
        shop={shop}
        order={order}
        lazyImages
        note={(i) =>
          refundedSkus.has(i.skuId) ? (
            <span className="refunded-mark">{t('account.refunded')}</span>
          ) : null
        }
      />
      <div className="account-order-facts">
        <OrderAddresses shop={shop} order={order} page="account" />
        <section>
          <h4>{t('account.shippingMethod')}</h4>
          {(order.shipments.length
            ? order.shipments
            : [{ name: order.shippingName, trackingLink: '' }]
          ).map((s, n) => (
            <p key={n}>
              {s.name}
              {s.trackingLink ? (
                <>
                  {' '}
                  <a href={s.trackingLink} target="_blank" rel="noopener noreferrer external">
                    {t('account.trackOrder')}
                    <span className="sr-only"> {t('account.newWindow')}</span>
                  </a>
                </>
              ) : null}
            </p>
          ))}
          <h4>{t('account.paymentMethod')}</h4>
          <p>{order.paymentName}</p>
          {order.paymentPending ? (
            <p data-testid="payment-pending">{t('account.paymentPending')}</p>
          ) : null}
        </section>
        {order.refunds.length ? (
          <section>
            <h4>{t('account.refunds')}</h4>
            <ul className="account-refunds">
              {order.refunds.map((r) => (
                <li key={r.id}>
                  {t('account.refund', { date: orderDate(shop, r.createdAt), amount: r.totalText })}
                  {r.reason ? ` – ${r.reason}` : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
