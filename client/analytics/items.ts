import type { CartItem } from '../../shared/types';

/**
 * A product as the shop's events carry it (cards, the product page, cart lines, orders): what the tag
 * manager's GA4 items need (client/analytics/ga4.ts maps it). Prices are per unit, inc VAT.
 */
export interface ItemData {
  productId: number;
  skuId?: number;
  name: string;
  brand: string;
  category: string;
  /** The size (SKU name), else the SKU id; absent when no SKU is chosen (cards, the product page). */
  variant?: string;
  /**
   * What one unit costs the shopper. A cart or order line's is its share of the line's total, not
   * rounded: a unit that buy 3 pay 2 gives away is only in the total (a line of it alone costs 0).
   */
  price: number;
  regularPrice: number;
  priceCampaign: boolean;
  quantity?: number;
}

/** Where a card was seen: its list (the grid's label) and position. */
export interface ListContext {
  id: string;
  name: string;
}

/** cart:add and cart:remove: the cart line and the quantity added or removed (client/stores/cart-store.ts). */
export interface CartChange {
  line: CartItem;
  quantity: number;
}
export const changedItem = (c: CartChange) => cartItemData(c.line, c.quantity);

/** A cart line as item data; `quantity` is the change being reported (cart:add, cart:remove). */
export const cartItemData = (i: CartItem, quantity = i.quantity): ItemData => ({
  productId: i.productId,
  skuId: i.skuId,
  name: i.name,
  brand: i.brand,
  category: i.categoryName,
  variant: i.size || String(i.skuId),
  price: i.totalPrice.sellingIncVat / i.quantity,
  regularPrice: i.unitPrice.regularIncVat,
  priceCampaign: i.priceCampaign,
  quantity,
});
