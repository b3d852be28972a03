import type { ReactNode } from 'react';
import { priceTexts } from '../../../shared/price';
import { localise } from '../../../shared/routes';
import type { Order } from '../../../shared/types';
import type { Shop } from '../../context';

type OrderLine = Order['items'][number];

/**
 * An order's lines and its sums, as the confirmation and the account's orders show them. `note` adds
 * a mark to a line (a refund), `totalTestId` names the total for the browser tests. What the
 * customer's balance paid follows the total, with what was left for the payment method.
 */
export function OrderLines({
  shop,
  order,
  lazyImages,
  note,
  totalTestId,
}: {
  shop: Shop;
  order: Omit<Order, 'cartId'>;
  lazyImages?: boolean;
  note?: (line: OrderLine) => ReactNode;
  totalTestId?: string;
}) {
  const { t, link, vatIncluded } = shop;
  const price = (p: Order['total']) => priceTexts(p, vatIncluded).selling;
  return (
    <>
      <ul className="checkout-lines">
        {order.items.map((i) => (
          <li key={i.skuId} className="checkout-line">
            {i.image ? (
              <img
                src={i.image}
                alt=""
                width={72}
                height={72}
                loading={lazyImages ? 'lazy' : undefined}
              />
            ) : null}
            <div className="checkout-line-body">
              <a href={localise(link, i.path)}>
                {i.brand} {i.name}
              </a>
              {i.size && i.size !== 'One size' ? (
                <span className="cart-size">{t('cart.size', { size: i.size })}</span>
              ) : null}
              <span>{t('confirmation.quantity', { count: i.quantity })}</span>
              {note?.(i)}
            </div>
            <span className="line-total">{price(i.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary-list">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{price(order.subTotal)}</dd>
        {order.discount.sellingIncVat > 0 ? (
          <>
            <dt>{t('cart.discount')}</dt>
            <dd>−{price(order.discount)}</dd>
          </>
        ) : null}
        <dt>{t('cart.shipping')}</dt>
        <dd>
          {order.shippingFee.sellingIncVat === 0
            ? t('cart.freeShipping')
            : price(order.shippingFee)}
        </dd>
        {vatIncluded ? null : (
          <>
            <dt>{t('checkout.totalExVat')}</dt>
            <dd>{order.total.sellingExVatText}</dd>
          </>
        )}
        <dt>{t(vatIncluded ? 'cart.vat' : 'cart.vatAdded')}</dt>
        <dd>{order.vat.sellingIncVatText}</dd>
        <dt className="total">{t('checkout.totalIncVat')}</dt>
        <dd className="total" data-testid={totalTestId}>
          {order.total.sellingIncVatText}
        </dd>
        {order.balance ? (
          <>
            <dt>{t('checkout.paidWithBalance')}</dt>
            <dd data-testid="order-balance">−{order.balance.paidText}</dd>
            <dt>{t('checkout.remainingAmount')}</dt>
            <dd data-testid="order-to-pay">{order.balance.toPayText}</dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
