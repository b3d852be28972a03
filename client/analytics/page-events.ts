import { track } from '../events';
import { itemOf } from './dom-items';

/** Notices of a page reached by a plain form post (no JavaScript), and the event each one means. */
const NOTICE_EVENTS: Record<string, string> = {
  'auth.loggedIn': 'user:login',
  'auth.created': 'user:register',
  'account.deleted': 'user:delete',
};

/**
 * The page's own events: page:impression (and again when a list or a colour switch changes the address
 * in place), product-detail:impression on the product page, the user events a redirect announces by
 * notice, and customer-type:change when the header's switch is submitted.
 */
export function recordPageEvents() {
  let path = location.pathname + location.search;
  let productId: string | undefined;
  const product = () => {
    const article = document.querySelector<HTMLElement>('article.product[data-product-id]');
    if (!article || article.dataset.productId === productId) return;
    productId = article.dataset.productId;
    track('product-detail:impression', { product: itemOf(article) });
  };
  track('page:impression', { path, isSSR: true });
  // The address the page arrived at: the notice may have left the address bar since (auth/enable.ts).
  const arrived = performance.getEntriesByType('navigation')[0]?.name ?? location.href;
  const notice = NOTICE_EVENTS[new URL(arrived).searchParams.get('notice') ?? ''];
  if (notice) track(notice, {});
  product();
  window.addEventListener('ralph:content', () => {
    const now = location.pathname + location.search;
    if (now !== path) track('page:impression', { path: (path = now), isSSR: false });
    product();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (form.matches('form.customer-type'))
      track('customer-type:change', {
        to: form.querySelector<HTMLInputElement>('input[name=type]')?.value,
      });
  });
}
