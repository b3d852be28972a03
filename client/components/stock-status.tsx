import { stockStatus } from '../../shared/price';
import type { Stock } from '../../shared/types';
import { useApp } from '../app-context';

/** Stock status and delivery time per the specification's states. */
export function StockStatus({ stock, quantity = 1 }: { stock: Stock; quantity?: number }) {
  const { t } = useApp();
  const status = stockStatus(stock, quantity);
  const text = {
    IN_STOCK: t('stock.inStock'),
    FEW_LEFT: t('stock.fewLeft', { stock: stock.inStock }),
    OUT_OF_STOCK: t('stock.outOfStock'),
    OVERSELLABLE: t('stock.oversellable'),
    STATIC: t('stock.static'),
  }[status];
  const delivery =
    status === 'OUT_OF_STOCK'
      ? null
      : status === 'OVERSELLABLE'
        ? t('stock.longerDelivery')
        : t('stock.normalDelivery');
  return (
    <p className={`stock stock-${status.toLowerCase().replace(/_/g, '-')}`} data-stock={status}>
      <span className="stock-text">{text}</span>
      {delivery ? <span className="stock-delivery">{delivery}</span> : null}
    </p>
  );
}
