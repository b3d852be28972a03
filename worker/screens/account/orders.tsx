import { IN_PROGRESS, type AccountOrder } from '../../../shared/account-types';
import type { Shop } from '../../context';
import type { Screen } from '../screen';
import { accountPage } from './account-page';
import { OrderCard } from './order-card';
import { loadAccount } from './session';

/**
 * Orders (/sv/mina-sidor/ordrar, /en/my-account/orders): "In progress" (received, processing) and
 * "Order history" (completed, cancelled), newest first as getOrders answers. An order with a status
 * outside the mapping shows as processing (logged, reshape/account.ts).
 */
export const ordersScreen: Screen = (shop) =>
  loadAccount(
    shop,
    (account) => account.orders(),
    (orders, username) =>
      accountPage(shop, 'orders', username, <OrderGroups shop={shop} orders={orders} />),
  );

function OrderGroups({ shop, orders }: { shop: Shop; orders: AccountOrder[] }) {
  const { t } = shop;
  if (!orders.length) return <p className="account-empty">{t('account.noOrders')}</p>;
  const current = orders.filter((o) => IN_PROGRESS.includes(o.group));
  const history = orders.filter((o) => !IN_PROGRESS.includes(o.group));
  return (
    <>
      <section aria-labelledby="orders-in-progress" data-testid="orders-in-progress">
        <h2 id="orders-in-progress">{t('account.inProgress')}</h2>
        {current.length ? (
          current.map((o) => <OrderCard key={o.publicId} shop={shop} order={o} />)
        ) : (
          <p className="account-empty">{t('account.noneInProgress')}</p>
        )}
      </section>
      <section aria-labelledby="orders-history" data-testid="orders-history">
        <h2 id="orders-history">{t('account.history')}</h2>
        {history.length ? (
          history.map((o) => <OrderCard key={o.publicId} shop={shop} order={o} />)
        ) : (
          <p className="account-empty">{t('account.noHistory')}</p>
        )}
      </section>
    </>
  );
}
