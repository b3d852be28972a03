import type { Price } from './types';

/** The texts to show for a price in the shopper's VAT mode (PERSON inc VAT, organisation ex VAT). */
export function priceTexts(price: Price, vatIncluded: boolean) {
  return vatIncluded
    ? {
        selling: price.sellingIncVatText,
        regular: price.regularIncVatText,
        value: price.sellingIncVat,
      }
    : {
        selling: price.sellingExVatText,
        regular: price.regularExVatText,
        value: price.sellingExVat,
      };
}

/** Stock status per the specification; quantity is what the shopper wants to buy. */
export type StockLevel = 'IN_STOCK' | 'FEW_LEFT' | 'OUT_OF_STOCK' | 'OVERSELLABLE' | 'STATIC';
export const FEW_LEFT_LIMIT = 6;

export function stockStatus(
  stock: { inStock: number; oversellable: number; static: number; totalStock: number },
  quantity = 1,
): StockLevel {
  if (stock.totalStock <= 0) return 'OUT_OF_STOCK';
  if (stock.oversellable > 0 && quantity > stock.inStock) return 'OVERSELLABLE';
  if (stock.static > 0 && quantity > stock.inStock + stock.oversellable) return 'STATIC';
  if (stock.inStock > 0 && stock.inStock < FEW_LEFT_LIMIT) return 'FEW_LEFT';
  return 'IN_STOCK';
}
