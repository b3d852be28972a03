import { useEffect, useMemo, useState } from 'react';
import type { Sku, Stock } from '../../shared/types';
import type { LiveStock } from './events';

/**
 * A product page's SKUs with the stock its live socket last heard (an order elsewhere took some): the
 * socket code loads with the island that shows the stock, and follows `product:<id>` while it is shown.
 */
export function useLiveStock(productId: number | undefined, skus: Sku[]): Sku[] {
  const [heard, setHeard] = useState<Record<number, Stock>>({});
  useEffect(() => {
    if (!productId) return;
    let stop: (() => void) | null = null;
    let gone = false;
    const listener = (e: Event) => {
      const { detail } = e as CustomEvent<LiveStock>;
      if (detail.productId === productId)
        setHeard(Object.fromEntries(detail.skus.map((s) => [s.skuId, s.stock])));
    };
    addEventListener('ralph:live-stock', listener);
    void import('./socket').then((m) => {
      if (!gone) stop = m.follow(`product:${productId}`);
    });
    return () => {
      gone = true;
      removeEventListener('ralph:live-stock', listener);
      stop?.();
    };
  }, [productId]);
  return useMemo(
    () => skus.map((s) => (heard[s.skuId] ? { ...s, stock: heard[s.skuId]! } : s)),
    [skus, heard],
  );
}
