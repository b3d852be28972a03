import { onTabMessage, postToTabs } from '../channel';

/**
 * The checkout market's side of the cross-tab channel (message `checkout-market`): a checkout page
 * tells the other tabs which market it is in; a checkout tab in another market follows by submitting
 * its own form with the country choice (intent=market), so what the shopper typed there is kept.
 * A tab already in that market does nothing, so two tabs never answer each other in a loop.
 */
export function linkCheckoutMarket(market: string, form: () => HTMLFormElement | null) {
  postToTabs({ type: 'checkout-market', market });
  return onTabMessage('checkout-market', (message) => {
    const element = form();
    const choice = element?.elements.namedItem('checkoutMarket');
    const button = element?.querySelector<HTMLButtonElement>(
      'button[name="intent"][value="market"]',
    );
    if (message.market === market || !(choice instanceof HTMLSelectElement) || !button) return;
    choice.value = message.market;
    element!.requestSubmit(button);
  });
}
