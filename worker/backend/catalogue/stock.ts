/** The stock columns of a SKU row. */
export interface StockColumns {
  in_stock: number;
  oversellable: number;
  static_stock: number;
  incoming: string | null;
}

/** The Merchant API StockType of a SKU. */
export function stockType(s: StockColumns) {
  return {
    inStock: s.in_stock,
    oversellable: s.oversellable,
    static: s.static_stock,
    totalStock: s.in_stock + s.oversellable + s.static_stock,
    incoming: s.incoming,
  };
}
