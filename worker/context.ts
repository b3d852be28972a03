import type { CustomerType } from '../shared/cookies';
import type { Translate } from '../shared/i18n/translator';
import type { Locale } from '../shared/locales';
import type { LinkContext } from '../shared/routes';
import type { Channel, Market } from '../shared/types';
import type { CartApi } from './commerce/cart';
import type { Catalogue } from './commerce/catalogue';
import type { CheckoutApi } from './commerce/checkout';
import type { Config, Bindings } from './env';

/** Everything a screen needs, built once per request by the middleware. Nothing here outlives the request. */
export interface Shop {
  config: Config;
  url: URL;
  nonce: string;
  requestId: string;
  locale: Locale;
  market: Market;
  /** Where the order goes (ralph-checkout-market, spec rule 3): the browsing market unless chosen in checkout. */
  checkoutMarket: Market;
  channel: Channel;
  link: LinkContext;
  t: Translate;
  customerType: CustomerType;
  vatIncluded: boolean;
  cartId: string | null;
  /** The customer's API token from the HttpOnly token cookie, when logged in. Never rendered. */
  authToken: string | null;
  /** Favorite product ids from the ralph-favorites cookie, in the order added. */
  favorites: number[];
  /** Products this visitor viewed, newest first (ralph-latest-products). */
  latestViewed: number[];
  catalogue: Catalogue;
  cart: CartApi;
  /** Checkout operations in the checkout market (`checkoutMarket`). */
  checkout: CheckoutApi;
  isBot: boolean;
  /** The request asks only for the part an in-place update replaces (X-Fragment): nothing around it is rendered. */
  partOnly: boolean;
  /** Starts a below-the-fold part: it never rejects (failures are logged and render nothing). */
  defer<T>(promise: Promise<T>, what: string): Promise<T | null>;
  /** Every deferred part started for this page. */
  deferred: Promise<unknown>[];
}

export interface WorkerEnv {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    nonce: string;
    config: Config;
    shop: Shop;
    upstream: UpstreamTools;
    upstreamFetch: typeof fetch;
    routeSegments: string[];
  };
}

/** Upstream requests made while answering this request, by operation name (tests and the benchmark read them). */
export interface UpstreamTools {
  upstreamCalls: { operation: string; start: number; end: number }[];
  cacheLookups: { operation: string; result: string; ms: number; tier: string }[];
}
