import { dateTimeFormat } from '../../shared/intl';
import { stockStatus } from '../../shared/price';
import type { Stock } from '../../shared/types';
import type { Locale } from '../../shared/locales';
import { useApp } from '../app-context';

/** A restock date (the API's incoming DateTime) in the shopper's language: '12 december 2026', 'December 12, 2026'. */
export const restockDate = (incoming: string, locale: Locale): string | null => {
  const date = new Date(incoming);
  return Number.isNaN(date.getTime())
    ? null
    : dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/** Stock status and delivery time per the specification's states. */
export function StockStatus({ stock, quantity = 1 }: { stock: Stock; quantity?: number }) {
  const { t, locale } = useApp();
  const status = stockStatus(stock, quantity);
  const restock =
    status === 'OUT_OF_STOCK' && stock.incoming ? restockDate(stock.incoming, locale) : null;
  const text = {
    IN_STOCK: t('stock.inStock'),
    FEW_LEFT: t('stock.fewLeft', { stock: stock.inStock }),
    OUT_OF_STOCK: t('stock.outOfStock'),
    OVERSELLABLE: t('stock.oversellable'),
    STATIC: t('stock.static'),
  }[status];
  const delivery =
    status === 'OUT_OF_STOCK'
      ? restock && t('stock.incoming', { date: restock })
      : status === 'OVERSELLABLE'
        ? t('stock.longerDelivery')
        : t('stock.normalDelivery');
  return (
    <p className={`stock stock-${status.toLowerCase().replace(/_/g, '-')}`} data-stock={status}>
      <span className="stock-text">{text}</span>
      {delivery ? (
        <span className={restock ? 'stock-delivery stock-restock' : 'stock-delivery'}>
          {delivery}
        </span>
      ) : null}
    </p>
  );
}
