import type { Context } from 'hono';
import type { AuthDraft } from '../shared/auth';
import type { Consent } from '../shared/consent';
import type { CustomerType, LoginLifetime } from '../shared/cookies';
import type { Translate } from '../shared/i18n/translator';
import type { Locale } from '../shared/locales';
import type { LinkContext } from '../shared/routes';
import type { Channel, Market } from '../shared/types';
import type { CartApi } from './commerce/cart';
import type { Catalogue } from './commerce/catalogue';
import type { CheckoutApi } from './commerce/checkout';
import type { CatalogueRead, CommerceClient } from './commerce/client';
import type { CommerceResult } from './commerce/errors';
import type { Config, Bindings } from './env';

/** The order this browser just placed, by public id, and its e-mail's SHA-256 (for the purchase event). */
export interface PurchaseEmail {
  order: string;
  sha256: string;
}

/** What the checkout form had that the Merchant API's checkout does not keep (worker/edge/cookies.ts). */
export interface CheckoutExtras {
  message: string;
  newsletter: boolean;
}

/** worker/edge/cookies.ts cartNoticeOf; the texts are `cart.notice.<kind>`. */
export type CartNotice = 'merged' | 'mergedCapped' | 'lost';

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
  /**
   * What this page says about the cart, once: the guest cart merged into the account's at the login
   * (a line capped at the stock), or a cart the visitor's cookie named that is not there ('lost').
   */
  cartNotice: CartNotice | null;
  /** Once a page has said a cart notice: it is not said again (worker/edge/cookies.ts forgetCartNotice). */
  forgetCartNotice: (notice: CartNotice) => void;
  /**
   * What a refused no-JavaScript account form had (the e-mail, the create frame's choices), for the
   * panel this page opens on that form's frame (worker/edge/auth-draft.ts): this visitor's alone.
   */
  authDraft: AuthDraft | null;
  /** Once a page has shown the draft: it is not shown again (worker/edge/cookies.ts forgetAuthDraft). */
  forgetAuthDraft: () => void;
  /** The customer's API token (the token cookie's, or the one just refreshed), when logged in. Never rendered. */
  authToken: string | null;
  /** The logged-in customer, or null for an anonymous visitor (who costs no auth call at all). */
  customer: CustomerSession | null;
  /** Favorite product ids from the ralph-favorites cookie, in the order added. */
  favorites: number[];
  /** Products this visitor viewed, newest first (ralph-latest-products). */
  readonly latestViewed: number[];
  /** The visitor's cookie consent (ralph-consent), null before a choice: the banner and Consent Mode defaults. */
  consent: Consent | null;
  /** The SHA-256 of the e-mail of the order this browser just placed, with the order (ralph-purchase-email). */
  purchaseEmail: PurchaseEmail | null;
  /** The order whose confirmation this browser shows (ralph-order; worker/edge/confirmation.ts). */
  confirmedOrder: string | null;
  /** The checkout's message and newsletter choice kept for a hosted payment's return (read when asked). */
  checkoutExtras: () => CheckoutExtras | null;
  catalogue: Catalogue;
  cart: CartApi;
  /** Checkout operations in the checkout market (`checkoutMarket`). */
  checkout: CheckoutApi;
  /** The request's commerce client in the browsing scope (the account's bearer calls, worker/commerce/account.ts). */
  commerce: CommerceClient;
  isBot: boolean;
  /** The browser runs no scripts (ralph-no-script): like a crawler, it gets the complete document. */
  noScript: boolean;
  /** The browser fetches the page ahead of a navigation that may not come (Sec-Purpose: prefetch). */
  isPrefetch: boolean;
  /** The request asks only for the part an in-place update replaces (X-Fragment): nothing around it is rendered. */
  partOnly: boolean;
  /** Starts a below-the-fold part: it never rejects (failures are logged and render nothing). */
  defer<T>(promise: Promise<T>, what: string): Promise<T | null>;
  /** Every deferred part started for this page. */
  deferred: Promise<unknown>[];
}

/** A logged-in customer's session (worker/identity/): the Worker holds the tokens, the page never does. */
export interface CustomerSession {
  /** The username (e-mail) from ralph-user, for "Logged in as". */
  username: string;
  /**
   * Runs a bearer call; an UNAUTHENTICATED answer refreshes once and retries; still refused → the
   * session ends (cookies cleared) and the refusal is returned.
   */
  call<T>(run: (bearer: string) => Promise<CommerceResult<T>>): Promise<CommerceResult<T>>;
  /** ms until the page should call POST /auth/refresh (90 % of the token's life); null when it cannot. */
  refreshInMs: number | null;
}

/** The login this request runs with (worker/identity/session.ts keeps it current). */
export interface LiveLogin {
  token: string;
  refreshToken: string | null;
  username: string;
  lifetime: LoginLifetime;
}

/** The customer of a request and the token its calls carry (worker/identity/customer-session.ts). */
export interface OpenSession {
  customer: CustomerSession;
  token: string;
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
    /** This request's login once read (and refreshed when due); null after it ended. */
    login: Promise<LiveLogin | null>;
    /**
     * The login ended during this request (logout, a refused renewal): its cart cookie went with it
     * (edge/cookies.ts forgetLogin), and the rest of the request is a guest's, without a cart.
     */
    loginEnded: boolean;
    /**
     * Opens the request's customer session (identity/customer-session.ts, wired in app.ts): the shop
     * middleware (edge) calls it without importing identity, which sits a layer above it.
     */
    customerSession: (c: Context<WorkerEnv>) => Promise<OpenSession | null>;
    /**
     * Starts the catalogue reads a page at these segments will make (screens/likely-reads.ts, wired in
     * app.ts), beside the channel read: the shop middleware (edge) calls it without importing screens.
     */
    likelyReads: (
      catalogue: Catalogue,
      segments: string[],
      locale: Locale,
      customerType: CustomerType,
    ) => void;
  };
}

/** Upstream requests made while answering this request, by operation name (tests and the benchmark read them). */
export interface UpstreamTools {
  upstreamCalls: { operation: string; start: number; end: number }[];
  cacheLookups: { operation: string; result: string; ms: number; tier: string }[];
  /** Every answer's source, in order (worker/screens/page-cache.ts keeps a page only when all are cached). */
  reads: CatalogueRead[];
}
