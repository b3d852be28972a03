import { hasConsent, onConsentChange } from '../consent/state';
import type { ShopEvent } from '../events';
import { forwardEvents } from './forward';
import { itemOf } from './dom-items';
import { createGa4Mapper, type DataLayerEntry } from './ga4';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A heart knows only its product id: its item data is on the card or product page around it. */
function withItem({ type, data }: ShopEvent): unknown {
  const d = data as { productId?: number; product?: unknown };
  if (type !== 'favorite:add' || d.product || !d.productId) return data;
  const el = document.querySelector<HTMLElement>(`[data-product-id="${d.productId}"][data-price]`);
  return { ...d, product: itemOf(el) };
}

/**
 * The tag manager's data layer, fed with the shop's events as GA4 entries only while the visitor
 * consents to statistics: before that nothing is pushed (the tag manager would replay it when it
 * loads). Events of this page from before the consent are pushed when it is given.
 */
export function forwardToDataLayer() {
  const html = document.documentElement.dataset;
  const mapper = createGa4Mapper({ currency: html.currency ?? '', pageType: html.pageType ?? '' });
  const allowed = () => hasConsent('statistics');
  const push = (entries: DataLayerEntry[]) => {
    if (!entries.length) return;
    const layer = (window.dataLayer ??= []);
    for (const entry of entries) layer.push(entry);
  };
  onConsentChange(forwardEvents(allowed, (e) => push(mapper.map(e.type, withItem(e)))));
  // The list impressions short of a batch of four go when the page is left (specification section 9).
  addEventListener('pagehide', () => {
    if (allowed()) push(mapper.flush());
  });
}
