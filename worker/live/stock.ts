import type { Stock } from '../../shared/types';
import type { Bindings } from '../env';
import { hubOf, productHub } from './hubs';

/**
 * Tells the product pages that follow them the new stock of each product's SKUs (stock is public: the
 * message carries it, so the page needs no second request). The embedded backend calls it after an
 * order took stock; nothing without the LIVE binding.
 */
export async function announceStock(
  env: Pick<Bindings, 'LIVE'>,
  products: { productId: number; skus: { skuId: number; stock: Stock }[]; readAt: number }[],
): Promise<void> {
  await Promise.all(
    products.map(({ productId, skus, readAt }) =>
      hubOf(env, productHub(productId))?.announceStock({ type: 'stock', productId, skus }, readAt),
    ),
  );
}
