import { changedItem, type CartChange, type ItemData, type ListContext } from './items';
import { linePrices } from './line-prices';

/**
 * The shop's events (specification section 7) as Google Analytics 4 ecommerce entries of the tag
 * manager's data layer (research note 6.2, after ralph-module-gtm). Pure: client/analytics/data-layer.ts
 * decides when (consent) and pushes what this returns, in order.
 */
export type DataLayerEntry = Record<string, unknown>;

/** GA4 allows at most 200 items per event. */
const MAX_ITEMS = 200;
export const IMPRESSION_BATCH = 4;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Discount buckets of specification section 9 (whole percent, both ends included). */
const BUCKETS: [number, number][] = [
  [0, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 30],
  [31, 40],
  [41, 50],
  [51, 60],
  [61, 70],
  [71, 80],
  [81, 100],
];
export const INVALID_DISCOUNT = 'Invalid discount percentage';

export function discountBucket(percent: number): string {
  if (!Number.isFinite(percent)) return INVALID_DISCOUNT;
  const p = Math.round(percent);
  const bucket = BUCKETS.find(([lo, hi]) => p >= lo && p <= hi);
  return bucket ? `${bucket[0]}-${bucket[1]}%` : INVALID_DISCOUNT;
}

/** The discount in percent of the regular price; a price above the regular one is negative (invalid). */
export const discountPercent = (price: number, regular: number) =>
  regular > 0 ? ((regular - price) / regular) * 100 : price > 0 ? -100 : 0;

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant?: string;
  price: number;
  discount: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  price_campaign: boolean;
  sales_type: string;
}

export function toGa4Item(
  item: ItemData,
  at: { index?: number; list?: ListContext } = {},
): Ga4Item {
  return {
    item_id: String(item.productId),
    item_name: item.name,
    item_brand: item.brand,
    item_category: item.category,
    ...(item.variant ? { item_variant: item.variant } : {}),
    price: round2(item.price),
    discount: round2(Math.max(0, item.regularPrice - item.price)),
    quantity: item.quantity ?? 1,
    ...(at.index !== undefined ? { index: at.index } : {}),
    ...(at.list ? { item_list_id: at.list.id, item_list_name: at.list.name } : {}),
    price_campaign: item.priceCampaign,
    sales_type: discountBucket(discountPercent(item.price, item.regularPrice)),
  };
}

/** GA4's `value` of cart events: the sum of price × quantity. */
export const valueOf = (items: Ga4Item[]) =>
  round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0));

/**
 * Cart or order lines as items, in their order (`index`), an order-level discount taken off their
 * unit prices: price × quantity adds up to what the shopper pays for the goods (line-prices.ts), and
 * `discount` and `sales_type` describe the price after it.
 */
const lineItems = (items: ItemData[], orderDiscount?: number) =>
  linePrices(
    items.map((i) => ({ price: i.price, quantity: i.quantity ?? 1 })),
    orderDiscount,
  ).map((p) =>
    toGa4Item({ ...items[p.line]!, price: p.price, quantity: p.quantity }, { index: p.line }),
  );

/** The data of the events this mapping reads (client/events.ts `track` callers). */
export interface ProductEvent {
  product: ItemData;
  index?: number;
  list?: ListContext;
}
export interface PageEvent {
  path: string;
  isSSR: boolean;
}
export interface CheckoutEvent {
  currency?: string;
  coupon?: string | null;
  /** The cart's order-level discount (promo code), not in the items' prices: spread as the purchase's. */
  discount?: number;
  items: ItemData[];
}
/** checkout:purchase, as the Worker renders it (worker/screens/checkout/purchase-data.ts). */
export interface PurchaseEvent {
  transaction_id: string;
  currency: string;
  value: number;
  value_ex_tax?: number;
  tax: number;
  shipping: number;
  coupon: string | null;
  total_discount?: number;
  /** The order-level discount (promo code) that the items' unit prices do not show yet. */
  order_discount: number;
  nth_purchase?: number | null;
  payment_type?: string;
  shipping_tier?: string;
  items: ItemData[];
  user_email?: string;
  user_first_name?: string;
  user_last_name?: string;
  user_zip?: string;
}

export interface MapperOptions {
  /** The market's currency, for events that do not carry their own. */
  currency: string;
  /** The page's type, e.g. 'Product Page' (page_data; client/analytics/page-type.ts). */
  pageType: string;
}

/** Without the keys whose value is undefined (the data layer keeps only what is known). */
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const HASHED = ['user_email', 'user_first_name', 'user_last_name', 'user_zip'] as const;

/**
 * One mapper per page: it keeps list impressions until four are there (specification section 9), and
 * flushes the rest before any other event and when asked (page hide). Every ecommerce entry follows a
 * `{ecommerce: null}` that clears the previous one in the data layer.
 */
export function createGa4Mapper(o: MapperOptions) {
  let pending: { list?: ListContext; items: Ga4Item[] } = { items: [] };

  const ecommerce = (
    event: string,
    data: Record<string, unknown>,
    extra = {},
  ): DataLayerEntry[] => [{ ecommerce: null }, { event, ecommerce: defined(data), ...extra }];
  const flush = (): DataLayerEntry[] => {
    const { list, items } = pending;
    pending = { items: [] };
    if (!items.length) return [];
    return ecommerce(
      'view_item_list',
      list ? { item_list_id: list.id, item_list_name: list.name, items } : { items },
    );
  };
  const cartEvent = (event: string, items: Ga4Item[], currency = o.currency, extra = {}) =>
    items.length
      ? ecommerce(event, {
          currency,
          value: valueOf(items),
          ...extra,
          items: items.slice(0, MAX_ITEMS),
        })
      : [];

  function impression(data: ProductEvent): DataLayerEntry[] {
    const out = pending.list?.id !== data.list?.id ? flush() : [];
    pending.list = data.list;
    pending.items.push(toGa4Item(data.product, data));
    return pending.items.length >= IMPRESSION_BATCH ? [...out, ...flush()] : out;
  }

  function other(type: string, data: unknown): DataLayerEntry[] {
    switch (type) {
      case 'page:impression': {
        const d = data as PageEvent;
        const page = { event: 'page_data', page_type: o.pageType };
        return d.isSSR ? [page] : [page, { event: 'virtual_page_view', pagePath: d.path }];
      }
      case 'product:click': {
        const d = data as ProductEvent;
        return ecommerce('select_item', {
          ...(d.list ? { item_list_id: d.list.id, item_list_name: d.list.name } : {}),
          items: [toGa4Item(d.product, d)],
        });
      }
      case 'product-detail:impression':
        return cartEvent('view_item', [toGa4Item((data as ProductEvent).product)]);
      case 'cart:add':
      case 'cart:remove':
        return cartEvent(type === 'cart:add' ? 'add_to_cart' : 'remove_from_cart', [
          toGa4Item(changedItem(data as CartChange)),
        ]);
      case 'favorite:add': {
        const product = (data as Partial<ProductEvent>).product;
        return product ? cartEvent('add_to_wishlist', [toGa4Item(product)]) : [];
      }
      case 'checkout:impression': {
        const d = data as CheckoutEvent;
        return cartEvent('begin_checkout', lineItems(d.items, d.discount), d.currency, {
          coupon: d.coupon ?? undefined,
        });
      }
      case 'checkout:purchase':
        return purchase(data as PurchaseEvent);
      // No personal data: the e-mail these carry is for the e-mail marketing tracker only.
      case 'user:login':
        return [{ event: 'login', method: 'email' }];
      case 'user:register':
        return [{ event: 'sign_up', method: 'email' }];
      case 'user:delete':
        return [{ event: 'delete_account' }];
      case 'newsletter:subscribe':
        return [{ event: 'newsletter_subscribe' }];
      case 'customer-type:change':
        return [{ event: 'customer_type_change', customer_type: (data as { to?: string }).to }];
      default:
        return [];
    }
  }

  function purchase(d: PurchaseEvent): DataLayerEntry[] {
    const items = lineItems(d.items, d.order_discount);
    const user = Object.fromEntries(HASHED.filter((k) => d[k]).map((k) => [k, d[k]]));
    return ecommerce(
      'purchase',
      {
        transaction_id: d.transaction_id,
        currency: d.currency,
        value: d.value,
        value_ex_tax: d.value_ex_tax,
        tax: d.tax,
        shipping: d.shipping,
        coupon: d.coupon ?? undefined,
        total_discount: d.total_discount,
        nth_purchase: d.nth_purchase ?? undefined,
        payment_type: d.payment_type,
        shipping_tier: d.shipping_tier,
        items: items.slice(0, MAX_ITEMS),
      },
      user,
    );
  }

  return {
    /** The data layer entries for one shop event, leftovers of list impressions first. */
    map(type: string, data: unknown): DataLayerEntry[] {
      if (type === 'product:impression')
        return (data as Partial<ProductEvent>).product ? impression(data as ProductEvent) : [];
      return [...flush(), ...other(type, data)];
    },
    flush,
  };
}
