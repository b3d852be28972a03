import type { ComponentType } from 'react';
import { loadChunk } from '../chunk-load';

/** Islands by name, each its own chunk, loaded only on pages that render it (failures: chunk-load.ts). */
export const ISLANDS = {
  'mini-cart': () =>
    loadChunk(() => import('./mini-cart')).then((m) => m.MiniCart as ComponentType<object>),
  'add-to-cart': () =>
    loadChunk(() => import('./add-to-cart')).then((m) => m.AddToCart as ComponentType<object>),
  'quick-add': () =>
    loadChunk(() => import('./quick-add')).then((m) => m.QuickAdd as ComponentType<object>),
  'stock-notify': () =>
    loadChunk(() => import('./stock-notify')).then((m) => m.StockNotify as ComponentType<object>),
  'review-form': () =>
    loadChunk(() => import('./review-form')).then((m) => m.ReviewForm as ComponentType<object>),
  'search-box': () =>
    loadChunk(() => import('./search-box')).then((m) => m.SearchBox as ComponentType<object>),
  checkout: () =>
    loadChunk(() => import('./checkout-form')).then((m) => m.CheckoutForm as ComponentType<object>),
  'checkout-purchase': () =>
    loadChunk(() => import('./checkout-purchase')).then(
      (m) => m.CheckoutPurchase as ComponentType<object>,
    ),
  'payment-status': () =>
    loadChunk(() => import('./payment-status')).then(
      (m) => m.PaymentStatus as ComponentType<object>,
    ),
  'account-panel': () =>
    loadChunk(() => import('./account-panel')).then((m) => m.AccountPanel as ComponentType<object>),
  'reset-password': () =>
    loadChunk(() => import('./reset-password')).then(
      (m) => m.ResetPassword as ComponentType<object>,
    ),
} as const;
export type IslandName = keyof typeof ISLANDS;
