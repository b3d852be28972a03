import type { CheckoutFormProps } from './form-state';
import { trackCheckoutImpression } from './checkout-events';
import { linkCheckoutMarket } from './market-link';

/**
 * What the checkout does with the page, before and without its island hydrating (it hydrates when
 * used): checkout:impression once, and the market link with the other checkout tabs (a tab that
 * follows another's market posts its own form, which needs no React).
 */
export function startCheckout(island: HTMLElement) {
  let props: CheckoutFormProps;
  try {
    props = JSON.parse(island.nextElementSibling?.textContent ?? '') as CheckoutFormProps;
  } catch {
    return;
  }
  trackCheckoutImpression(props.checkout, props.currency);
  linkCheckoutMarket(props.market, () =>
    island.isConnected ? island.querySelector<HTMLFormElement>('form.checkout-form') : null,
  );
}
