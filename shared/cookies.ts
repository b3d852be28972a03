/** Cookie names and lifetimes from the specification (section 9). */
export const COOKIE = {
  cart: 'ralph-cart',
  userType: 'ralph-user-type',
  selectedMarket: 'ralph-selected-market',
  checkoutMarket: 'ralph-checkout-market',
  consent: 'ralph-cookie-consent',
  /** Not named by the specification: rule 7's optional locale cookie. */
  locale: 'ralph-locale',
  /** Favorite product ids in the order added, comma-separated (client-set; the server renders the favorites page from it). */
  favorites: 'ralph-favorites',
  /**
   * The customer's API token (spec section 9's name). HttpOnly, set only by the Worker's login
   * (ARCHITECTURE decision 3): its presence is what "logged in" means to the pages.
   */
  token: 'apollo-token',
  /** The refresh token (README decision): HttpOnly, remember-me lifetime. */
  auth: 'ralph-auth',
  /** The username (e-mail) the customer logged in with: HttpOnly, read by the server for "Logged in as". */
  user: 'ralph-user',
  /** The remember-me lifetime chosen at login (604800 or 1800): refreshes re-issue cookies with it. */
  userMaxAge: 'ralph-user-maxage',
  /** Product ids the visitor viewed, newest first (the original's name); HttpOnly, read by the CMS's LATEST_VIEWED lists. */
  latestProducts: 'ralph-latest-products',
  /** An operator's loginToken waiting for the visitor's confirmation (5 minutes, HttpOnly): out of the URL at once. */
  pendingLogin: 'ralph-login-token',
} as const;

/**
 * This browser runs no scripts (a `<noscript>` image on the first page set it; for the browser
 * session): its pages wait for their deferred parts, which only a script moves into place. A page
 * rendered with it deletes it when scripts do run (so not HttpOnly; it holds nothing but "1"). Apart
 * from COOKIE, which the browser's bundle carries whole: no script reads this one.
 */
export const NO_SCRIPT_COOKIE = 'ralph-no-script';
/** What a `<noscript>` image asks for to set NO_SCRIPT_COOKIE (worker/bff/no-script.ts). */
export const NO_SCRIPT_PATH = '/no-script';

/** What an API token may look like (a JWT or an opaque token); anything else is no token. */
export const TOKEN_PATTERN = /^[\w-]+(\.[\w-]+){0,2}$/;

export const ONE_YEAR_SECONDS = 31_536_000;
/** Spec section 9: the login cookies' life with remember me, and without it (then sessionLifetime 30 minutes). */
export const REMEMBER_ME_SECONDS = 604_800;
export const SESSION_SECONDS = 1_800;
export const SESSION_LIFETIME_MINUTES = 30;
/** The remember-me lifetime chosen at login: 604800 (remember me) or 1800 seconds. */
export type LoginLifetime = typeof REMEMBER_ME_SECONDS | typeof SESSION_SECONDS;

/** What every cookie of ours shares, on the server (worker/edge/cookies.ts) and in the browser. */
export const COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax' } as const;

/** A `document.cookie` assignment for a cookie the browser writes itself (favorites). */
export const browserCookie = (name: string, value: string, maxAge: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Path=${COOKIE_ATTRIBUTES.path}; Max-Age=${maxAge}; SameSite=${COOKIE_ATTRIBUTES.sameSite}${secure ? '; Secure' : ''}`;

export const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** PERSON sees prices with VAT, an organisation without. */
export const vatIncludedFor = (type: CustomerType) => type === 'PERSON';

export const MAX_FAVORITES = 100;
export const MAX_LATEST_PRODUCTS = 20;
export const LATEST_PRODUCTS_MAX_AGE = 30 * 24 * 3600;

/** A cookie's comma-separated product ids, in order, without duplicates or garbage. */
const productIds = (value: string | null | undefined): number[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number)
      .filter((n) => n > 0),
  ),
];

/** Reads the favorites cookie: the newest MAX_FAVORITES ids, oldest first (the order added). */
export const parseFavorites = (value: string | null | undefined): number[] =>
  productIds(value).slice(-MAX_FAVORITES);

/** Reads the latest-viewed cookie: newest first. */
export const parseLatestProducts = (value: string | null | undefined): number[] =>
  productIds(value).slice(0, MAX_LATEST_PRODUCTS);

/** The latest-viewed ids after viewing `productId`: it moves to the front. */
export const viewedProduct = (latest: number[], productId: number): number[] =>
  [productId, ...latest.filter((id) => id !== productId)].slice(0, MAX_LATEST_PRODUCTS);
