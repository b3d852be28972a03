import type { ItemData } from './items';

/**
 * The item data a server-rendered card (`.card`) or product page (`article.product`) carries in its
 * data attributes (client/components/product-card.tsx, worker/screens/product/product.tsx).
 */
export function itemOf(el: HTMLElement | null | undefined): ItemData | undefined {
  const d = el?.dataset;
  if (!d?.productId || d.price === undefined) return undefined;
  return {
    productId: Number(d.productId),
    name: d.name ?? '',
    brand: d.brand ?? '',
    category: d.category ?? '',
    price: Number(d.price),
    regularPrice: Number(d.regular ?? d.price),
    priceCampaign: d.campaign === '1',
  };
}
