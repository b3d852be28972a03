import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onTabMessage, postToTabs } from './channel';
import { AppContext, type AppEnv } from './app-context';
import { ISLANDS, type IslandName } from './islands/registry';
import { PAGE_STATE_ID, type PageState } from './page-state';
import { CartStoreContext, createCartStore, type CartStore } from './stores/cart-store';
import { textsFor } from './texts';

/** Islands that speak the log-in texts (client/texts.ts loads them only for these). */
const AUTH_ISLANDS: IslandName[] = ['account-panel', 'reset-password'];
const islandOnPage = (name: IslandName) => !!document.querySelector(`[data-island="${name}"]`);

/** What every island on the page shares, built once from the page state. */
let shared: Promise<{ env: AppEnv; cart: CartStore } | null> | null = null;
const sharedState = () => (shared ??= buildSharedState());

async function buildSharedState() {
  const stateElement = document.getElementById(PAGE_STATE_ID);
  if (!stateElement) return null;
  const state = JSON.parse(stateElement.textContent ?? '{}') as PageState;
  const env: AppEnv = {
    t: await textsFor(
      state.locale,
      AUTH_ISLANDS.some((name) => islandOnPage(name)),
    ),
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

/** Hydrates every island on the page by name, each in a task of its own. */
export function hydrateIslands() {
  hydrateWithin(document);
}

/** Hydrates the islands under `root` that are not interactive yet (also those a page part brought in later). */
export function hydrateWithin(root: Document | HTMLElement) {
  void sharedState().then((state) => state && hydrateAll(root, state));
}

function hydrateAll(root: Document | HTMLElement, state: { env: AppEnv; cart: CartStore }) {
  for (const element of root.querySelectorAll<HTMLElement>(
    '[data-island]:not([data-hydrated]):not([data-hydrating])',
  )) {
    const name = element.dataset.island as IslandName;
    const load = ISLANDS[name];
    const props = JSON.parse(element.nextElementSibling?.textContent ?? '{}') as object;
    if (!load) continue;
    element.setAttribute('data-hydrating', '');
    void load().then((Component: ComponentType<object>) =>
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <AppContext.Provider value={state.env}>
              <CartStoreContext.Provider value={state.cart}>
                <Component {...props} />
              </CartStoreContext.Provider>
            </AppContext.Provider>
          </StrictMode>,
          { onRecoverableError: (error) => console.error('hydration:', error) },
        );
        // A marker for tests and tools: this island is interactive now.
        requestAnimationFrame(() => {
          element.removeAttribute('data-hydrating');
          element.setAttribute('data-hydrated', '');
        });
      }),
    );
  }
}
