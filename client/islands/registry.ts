import type { ComponentType } from 'react';

/** Islands by name, each its own chunk, loaded only on pages that render it. */
export const ISLANDS = {
  'mini-cart': () => import('./mini-cart').then((m) => m.MiniCart as ComponentType<object>),
  'add-to-cart': () => import('./add-to-cart').then((m) => m.AddToCart as ComponentType<object>),
  'quick-add': () => import('./quick-add').then((m) => m.QuickAdd as ComponentType<object>),
  'stock-notify': () =>
    import('./stock-notify').then((m) => m.StockNotify as ComponentType<object>),
  'review-form': () => import('./review-form').then((m) => m.ReviewForm as ComponentType<object>),
  'search-box': () => import('./search-box').then((m) => m.SearchBox as ComponentType<object>),
  checkout: () => import('./checkout-form').then((m) => m.CheckoutForm as ComponentType<object>),
  'checkout-purchase': () =>
    import('./checkout-purchase').then((m) => m.CheckoutPurchase as ComponentType<object>),
} as const;
export type IslandName = keyof typeof ISLANDS;
