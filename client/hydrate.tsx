import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onTabMessage, postToTabs } from './channel';
import { AppContext, type AppEnv } from './app-context';
import { ISLANDS, type IslandName } from './islands/registry';
import { PAGE_STATE_ID, type PageState } from './page-state';
import { CartStoreContext, createCartStore, type CartStore } from './stores/cart-store';
import { textsFor } from './texts';
import type { BrowserCart } from '../shared/types';

/** Islands that speak the log-in or the checkout texts (client/texts.ts loads them only for these). */
const AUTH_ISLANDS: IslandName[] = ['account-panel', 'reset-password'];
const CHECKOUT_ISLANDS: IslandName[] = ['checkout'];
const islandOnPage = (name: IslandName) => !!document.querySelector(`[data-island="${name}"]`);

/** What every island on the page shares, built once from the page state. */
let shared: Promise<{ env: AppEnv; cart: CartStore } | null> | null = null;
const sharedState = () => (shared ??= buildSharedState());

async function buildSharedState() {
  const stateElement = document.getElementById(PAGE_STATE_ID);
  if (!stateElement) return null;
  const state = JSON.parse(stateElement.textContent ?? '{}') as PageState;
  const env: AppEnv = {
    t: await textsFor(state.locale, {
      auth: AUTH_ISLANDS.some(islandOnPage),
      checkout: CHECKOUT_ISLANDS.some(islandOnPage),
    }),
    locale: state.locale,
    link: { locale: state.locale, market: state.market },
    vatIncluded: state.customerType === 'PERSON',
  };
  // Cart changes reach the other open tabs of the shop.
  const cart = createCartStore(
    state.cart,
    { locale: state.locale, market: state.browsingMarket },
    (c) => postToTabs({ type: 'cart', cart: c }),
  );
  onTabMessage('cart', (message) => cart.getState().cartReceived(message.cart));
  return { env, cart };
}

/** A cart another tab sent before the page's islands listened (client/islands/wake-reasons.ts). */
export async function cartReceived(cart: BrowserCart) {
  (await sharedState())?.cart.getState().cartReceived(cart);
}

/** Resolves once the island's tree has committed and its effects have run (it is the outermost). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one island (client/islands/wake.ts calls it once per element) with the props serialised
 * after it; resolves when it is interactive, then marks it `data-hydrated` (tests and tools wait for it).
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = ISLANDS[name];
  const state = await sharedState();
  if (!load || !state) return;
  const props = JSON.parse(element.nextElementSibling?.textContent ?? '{}') as object;
  element.setAttribute('data-hydrating', '');
  const Component: ComponentType<object> = await load();
  await new Promise<void>((resolve) =>
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed done={resolve}>
            <AppContext.Provider value={state.env}>
              <CartStoreContext.Provider value={state.cart}>
                <Component {...props} />
              </CartStoreContext.Provider>
            </AppContext.Provider>
          </Committed>
        </StrictMode>,
        { onRecoverableError: (error) => console.error('hydration:', error) },
      );
    }),
  );
  element.removeAttribute('data-hydrating');
  element.setAttribute('data-hydrated', '');
}
