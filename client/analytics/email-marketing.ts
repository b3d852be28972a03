import { COOKIE } from '../../shared/cookies';
import { hasConsent, onConsentChange } from '../consent/state';
import type { ShopEvent } from '../events';
import { forwardEvents } from './forward';
import type { CheckoutEvent, ProductEvent } from './ga4';
import { changedItem, type CartChange, type ItemData } from './items';
import { linePrices } from './line-prices';

/**
 * The e-mail marketing tracker (research note 6.4, a Klaviyo-like `_learnq` queue): the vendor's script
 * (client/consent/scripts.ts loads it) defines `window.emailMarketing`; this adapter feeds it the shop's
 * events while the visitor consents to marketing and `ralph-cookie-consent` is `true` (specification
 * section 7). Without the global nothing is sent; the events wait in the buffer until it appears.
 */
export type EmailMarketingCall = [method: string, ...args: unknown[]];
declare global {
  interface Window {
    emailMarketing?: { push(call: EmailMarketingCall): unknown };
  }
}

const marketingGate = () =>
  document.cookie.split('; ').includes(`${COOKIE.consent}=true`) && hasConsent('marketing');

const cents = (n: number) => Math.round(n * 100) / 100;
const product = (i: ItemData) => ({
  ProductID: String(i.productId),
  ProductName: i.name,
  Brand: i.brand,
  Categories: i.category ? [i.category] : [],
  Price: cents(i.price),
  ...(i.quantity ? { Quantity: i.quantity } : {}),
});

/** The tracker's calls for one shop event (none for events it has no use for). */
export function emailMarketingCalls(event: Pick<ShopEvent, 'type' | 'data'>): EmailMarketingCall[] {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'user:login':
    case 'user:register':
    case 'newsletter:subscribe':
      return typeof data.email === 'string' && data.email
        ? [['identify', { $email: data.email }]]
        : [];
    case 'product-detail:impression':
      return [['track', 'Viewed Product', product((data as unknown as ProductEvent).product)]];
    case 'cart:add':
      return [['track', 'Added to Cart', product(changedItem(data as unknown as CartChange))]];
    case 'checkout:impression': {
      const d = data as unknown as CheckoutEvent;
      const items = d.items.map(product);
      return [
        [
          'track',
          'Started Checkout',
          {
            // What the goods cost after the cart's promo code, as begin_checkout's value (ga4.ts).
            $value: cents(
              linePrices(
                d.items.map((i) => ({ price: i.price, quantity: i.quantity ?? 1 })),
                d.discount,
              ).reduce((s, p) => s + p.price * p.quantity, 0),
            ),
            ItemNames: items.map((i) => i.ProductName),
            Items: items,
          },
        ],
      ];
    }
    default:
      return [];
  }
}

export function forwardToEmailMarketing() {
  const ready = () => marketingGate() && !!window.emailMarketing;
  onConsentChange(
    forwardEvents(ready, (e) => {
      for (const call of emailMarketingCalls(e)) window.emailMarketing!.push(call);
    }),
  );
}
