import { useEffect, useMemo, useState } from 'react';
import type { Sku, Stock } from '../../shared/types';
import type { LiveStock } from './events';

/**
 * A product page's SKUs with the stock its live socket last heard (an order elsewhere took some). The
 * page follows `product:<id>` before hydration (client/islands/wake-reasons.ts); the island shares that
 * socket while it is shown and starts from what it last heard.
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
      if (gone) return;
      stop = m.follow(`product:${productId}`);
      // A message heard before hydration (it may be what woke this island).
      const skus = m.stockHeard(productId);
      if (skus) setHeard(Object.fromEntries(skus.map((s) => [s.skuId, s.stock])));
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
