import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  COOKIE,
  COOKIE_ATTRIBUTES,
  CUSTOMER_TYPES,
  LATEST_PRODUCTS_MAX_AGE,
  NO_SCRIPT_COOKIE,
  ONE_YEAR_SECONDS,
  REMEMBER_ME_SECONDS,
  SESSION_SECONDS,
  TOKEN_PATTERN,
  parseFavorites,
  type LoginLifetime,
  parseLatestProducts,
  type CustomerType,
} from '../../shared/cookies';
import { href } from '../../shared/routes';
import { CONSENT_COOKIE, parseConsent, serializeConsent, type Consent } from '../../shared/consent';
import type { CartNotice, CheckoutExtras, PurchaseEmail, Shop, WorkerEnv } from '../context';
import { jsonCookieValue, jsonOfCookie } from './json-cookie';

/**
 * The attributes every cookie of ours shares; `Secure` whenever the request came over https. Without
 * `maxAge` the cookie lasts the browser session.
 */
export function cookieOptions(c: Context<WorkerEnv>, o: { maxAge?: number; httpOnly: boolean }) {
  return {
    ...COOKIE_ATTRIBUTES,
    maxAge: o.maxAge,
    httpOnly: o.httpOnly,
    secure: new URL(c.req.url).protocol === 'https:',
  };
}

const CartId = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .nullable()
  .catch(null);

/**
 * The cart id from the HttpOnly cart cookie; only the Worker reads it. None once the login ended in
 * this request: the cookie named the account's cart, which went with the login (forgetLogin).
 */
export const cartIdOf = (c: Context<WorkerEnv>): string | null =>
  c.get('loginEnded') ? null : cartCookieOf(c);

/**
 * The cart cookie as the request brought it, even after the login ended in it: only for showing the
 * checkout as it was posted under the login panel (bff/checkout-place.ts sessionEnded).
 */
export const cartCookieOf = (c: Context<WorkerEnv>): string | null =>
  CartId.parse(getCookie(c, COOKIE.cart) ?? null);

/** Keeps the cart's id; the empty id (the API's answer for an unknown or completed cart) deletes the cookie. */
/**
 * The cart cookie: a year for the browser's own cart; a logged-in customer's shared cart (worker/live)
 * only as long as the login (`maxAge`), so that whoever uses the browser after the session ended
 * does not work on the customer's cart.
 */
export const rememberCartId = (c: Context<WorkerEnv>, id: string, maxAge = ONE_YEAR_SECONDS) =>
  setCookie(c, COOKIE.cart, id, cookieOptions(c, { maxAge: id ? maxAge : 0, httpOnly: true }));

/**
 * A login's copy of the guest cart and the guest cart it was copied from (`<copy>.<guest>`, HttpOnly,
 * the login's life), kept only when the login could not join the customer's shared cart (bff/cart-write.ts
 * joinSharedCart): the first cart call that joins it then merges the copy knowing where it came from,
 * so two logins at once from one guest cart add its lines once even when one of them could not join.
 */
const CART_ORIGIN_COOKIE = 'ralph-cart-from';
export const rememberCartOrigin = (
  c: Context<WorkerEnv>,
  copy: string,
  origin: string,
  maxAge: number,
) =>
  setCookie(
    c,
    CART_ORIGIN_COOKIE,
    `${copy}.${origin}`,
    cookieOptions(c, { maxAge, httpOnly: true }),
  );
/** The guest cart the cart `cartId` was copied from at a login that has not joined yet, else ''. */
export function cartOriginOf(c: Context<WorkerEnv>, cartId: string | null): string {
  const [copy, origin] = (getCookie(c, CART_ORIGIN_COOKIE) ?? '').split('.');
  return cartId && copy === cartId && CartId.parse(origin ?? null) ? origin! : '';
}
export function forgetCartOrigin(c: Context<WorkerEnv>) {
  if (getCookie(c, CART_ORIGIN_COOKIE) !== undefined)
    deleteCookie(c, CART_ORIGIN_COOKIE, cookieOptions(c, { maxAge: 0, httpOnly: true }));
}

/**
 * What the next page is to say about the cart, once (HttpOnly, 10 minutes: a login's next page comes
 * at once): the guest cart merged into the account's at a login, with or without a line capped at the
 * stock (worker/live/shared-cart.ts). A cart cookie that cannot be read is said the same way, from
 * the cookie itself (cartNoticeOf). The page that says it drops both (worker/chrome/page-response.ts).
 */
const CART_NOTICE_COOKIE = 'ralph-cart-notice';
const CART_NOTICES = ['merged', 'mergedCapped'] as const satisfies readonly CartNotice[];
export const rememberCartNotice = (c: Context<WorkerEnv>, notice: CartNotice) =>
  setCookie(c, CART_NOTICE_COOKIE, notice, cookieOptions(c, { maxAge: 600, httpOnly: true }));
/** The notice waiting for this page: 'lost' for a cart cookie that is there but no cart id. */
export function cartNoticeOf(c: Context<WorkerEnv>): CartNotice | null {
  const raw = getCookie(c, COOKIE.cart);
  if (raw && !cartIdOf(c)) return 'lost';
  const kept = getCookie(c, CART_NOTICE_COOKIE);
  return CART_NOTICES.find((n) => n === kept) ?? null;
}
/** After a page said it: the notice goes, and so does a cart cookie that named no cart. */
export function forgetCartNotice(c: Context<WorkerEnv>, notice: CartNotice) {
  if (getCookie(c, CART_NOTICE_COOKIE) !== undefined)
    deleteCookie(c, CART_NOTICE_COOKIE, cookieOptions(c, { maxAge: 0, httpOnly: true }));
  if (notice === 'lost' && getCookie(c, COOKIE.cart) !== undefined) rememberCartId(c, '');
}

/**
 * A refused no-JavaScript account form's draft (worker/edge/auth-draft.ts says what it holds):
 * HttpOnly, two minutes, read once by the page that opens its panel.
 */
const AUTH_DRAFT_COOKIE = 'ralph-auth-draft';
export const rememberAuthDraftCookie = (c: Context<WorkerEnv>, value: string) =>
  setCookie(c, AUTH_DRAFT_COOKIE, value, cookieOptions(c, { maxAge: 120, httpOnly: true }));
export const authDraftCookieOf = (c: Context<WorkerEnv>) => getCookie(c, AUTH_DRAFT_COOKIE);
export const forgetAuthDraft = (c: Context<WorkerEnv>) =>
  deleteCookie(c, AUTH_DRAFT_COOKIE, cookieOptions(c, { maxAge: 0, httpOnly: true }));

/** The browser said it runs no scripts (GET /no-script, from a `<noscript>` image). */
export const noScriptOf = (c: Context<WorkerEnv>): boolean =>
  getCookie(c, NO_SCRIPT_COOKIE) === '1';

/**
 * For the browser session, and readable by the page: a page rendered with it for a browser that does
 * run scripts deletes it at once (worker/chrome/document.tsx), so the next page streams again.
 */
export const rememberNoScript = (c: Context<WorkerEnv>) =>
  setCookie(c, NO_SCRIPT_COOKIE, '1', cookieOptions(c, { httpOnly: false }));

/** The customer's token from the HttpOnly token cookie, or null when not logged in (or malformed). */
export function authTokenOf(c: Context<WorkerEnv>): string | null {
  const token = getCookie(c, COOKIE.token) ?? '';
  return token.length <= 4096 && TOKEN_PATTERN.test(token) ? token : null;
}

const CustomerTypeCookie = z.enum(CUSTOMER_TYPES).catch('PERSON');
export const customerTypeOf = (c: Context<WorkerEnv>): CustomerType =>
  CustomerTypeCookie.parse(getCookie(c, COOKIE.userType));

export const rememberCustomerType = (c: Context<WorkerEnv>, type: CustomerType) =>
  setCookie(
    c,
    COOKIE.userType,
    type,
    cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }),
  );

/** An operator's loginToken between the link and the visitor's confirmation (worker/screens/account/account.tsx). */
export const pendingLoginTokenOf = (c: Context<WorkerEnv>): string | null => {
  const token = getCookie(c, COOKIE.pendingLogin) ?? '';
  return token.length <= 4096 && TOKEN_PATTERN.test(token) ? token : null;
};

/** Keeps the token for five minutes; '' deletes it. */
export const rememberPendingLoginToken = (c: Context<WorkerEnv>, token: string) =>
  setCookie(
    c,
    COOKIE.pendingLogin,
    token,
    cookieOptions(c, { maxAge: token ? 300 : 0, httpOnly: true }),
  );

/** Recently viewed products (newest first), read by the CMS's LATEST_VIEWED lists. */
export const rememberLatestViewed = (c: Context<WorkerEnv>, ids: number[]) =>
  setCookie(
    c,
    COOKIE.latestProducts,
    ids.join(','),
    cookieOptions(c, { maxAge: LATEST_PRODUCTS_MAX_AGE, httpOnly: true }),
  );

/** The market and locale the visitor chose before (rule 7), as the path resolution reads them. */
export const locationCookiesOf = (c: Context<WorkerEnv>) => ({
  market: getCookie(c, COOKIE.selectedMarket),
  locale: getCookie(c, COOKIE.locale),
});

export const rememberLocale = (c: Context<WorkerEnv>, locale: string) =>
  setCookie(
    c,
    COOKIE.locale,
    locale,
    cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }),
  );

export const rememberMarket = (c: Context<WorkerEnv>, market: string) =>
  setCookie(
    c,
    COOKIE.selectedMarket,
    market,
    cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }),
  );

const MarketAlias = z
  .string()
  .regex(/^[a-z]{2,8}$/)
  .nullable()
  .catch(null);

/** The market chosen for checkout (spec section 9), apart from the browsing market; written by checkout. */
export const checkoutMarketOf = (c: Context<WorkerEnv>): string | null =>
  MarketAlias.parse(getCookie(c, COOKIE.checkoutMarket) ?? null);

/** Keeps the checkout's country (a market alias); '' deletes it (the browsing market again). */
export const rememberCheckoutMarket = (c: Context<WorkerEnv>, alias: string) =>
  setCookie(
    c,
    COOKIE.checkoutMarket,
    alias,
    cookieOptions(c, { maxAge: alias ? ONE_YEAR_SECONDS : 0, httpOnly: false }),
  );

/** The visitor's consent (the versioned `ralph-consent` cookie); null before a choice or after a policy change. */
export const consentOf = (c: Context<WorkerEnv>): Consent | null =>
  parseConsent(getCookie(c, CONSENT_COOKIE));

/**
 * Keeps a consent choice for a year: every category in `ralph-consent`, and the specification's
 * marketing gate `ralph-cookie-consent` (`true|false`) beside it. Both readable by the page's scripts.
 */
export function rememberConsent(c: Context<WorkerEnv>, consent: Consent) {
  const options = cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false });
  setCookie(c, CONSENT_COOKIE, serializeConsent(consent), options);
  setCookie(c, COOKIE.consent, String(consent.marketing), options);
}

/**
 * The SHA-256 of the e-mail of the order just placed, with that order's public id (1 hour, HttpOnly;
 * the Worker's only, so not in the shared COOKIE list): that order's confirmation, and no other, sends
 * it with the purchase event (spec section 7; the order itself carries no e-mail). Null when none.
 */
const PURCHASE_EMAIL_COOKIE = 'ralph-purchase-email';
export const purchaseEmailOf = (c: Context<WorkerEnv>): PurchaseEmail | null => {
  const match = /^([\w-]{8,64})\.([0-9a-f]{64})$/.exec(getCookie(c, PURCHASE_EMAIL_COOKIE) ?? '');
  return match ? { order: match[1]!, sha256: match[2]! } : null;
};
export const rememberPurchaseEmail = (c: Context<WorkerEnv>, { order, sha256 }: PurchaseEmail) =>
  setCookie(
    c,
    PURCHASE_EMAIL_COOKIE,
    `${order}.${sha256}`,
    cookieOptions(c, { maxAge: 3600, httpOnly: true }),
  );

/**
 * What the shopper wrote in the checkout that the Merchant API's checkout cannot keep (CheckoutType
 * has no message and no newsletter choice), while they are on a hosted payment page: a return
 * without an order finds it with the rest of what they gave (1 hour, as the backend remembers that
 * checkout; HttpOnly; the Worker's only). Every post of the checkout form forgets it, since the form
 * posted is what the shopper wants now (worker/bff/checkout-form.ts). Base64url of UTF-8 JSON: a
 * message of 500 characters in any script stays under 2 KiB. Null when none or unreadable.
 */
const CHECKOUT_EXTRAS_COOKIE = 'ralph-checkout-extras';
const EXTRAS_MAX = 3000;
const KeptExtras = z.object({ message: z.string().max(500), newsletter: z.boolean() });
export function checkoutExtrasOf(c: Context<WorkerEnv>): CheckoutExtras | null {
  const parsed = KeptExtras.safeParse(
    jsonOfCookie(getCookie(c, CHECKOUT_EXTRAS_COOKIE), EXTRAS_MAX),
  );
  return parsed.success ? parsed.data : null;
}
/** Keeps them for the hosted payment's return; nothing to keep deletes an earlier attempt's. */
export function rememberCheckoutExtras(c: Context<WorkerEnv>, extras: CheckoutExtras) {
  if (!extras.message && !extras.newsletter) return forgetCheckoutExtras(c);
  const value = jsonCookieValue(extras);
  // A cookie the browser would drop is not sent.
  if (value.length > EXTRAS_MAX) return forgetCheckoutExtras(c);
  setCookie(c, CHECKOUT_EXTRAS_COOKIE, value, extrasOptions(c, 3600));
}
export function forgetCheckoutExtras(c: Context<WorkerEnv>) {
  if (getCookie(c, CHECKOUT_EXTRAS_COOKIE) !== undefined)
    deleteCookie(c, CHECKOUT_EXTRAS_COOKIE, extrasOptions(c, 0));
}
/**
 * Only the checkout's own path carries it (README 207): the form posts there, the hosted payment
 * returns there (checkoutPageUrl), and no other request needs up to 3 KB of the shopper's message.
 */
const extrasOptions = (c: Context<WorkerEnv>, maxAge: number) => ({
  ...cookieOptions(c, { maxAge, httpOnly: true }),
  path: href(c.get('shop').link, 'checkout'),
});

/**
 * The public id of the order whose confirmation this browser shows (1 hour, HttpOnly; the Worker's
 * only). The id opens the order with its addresses, so it stays out of the confirmation's URL: no
 * page view, referrer, history entry or copied link carries it. Null when none.
 */
const CONFIRMED_ORDER_COOKIE = 'ralph-order';
export const PUBLIC_ORDER_ID = /^[\w-]{8,64}$/;
export const confirmedOrderOf = (c: Context<WorkerEnv>): string | null => {
  const id = getCookie(c, CONFIRMED_ORDER_COOKIE) ?? '';
  return PUBLIC_ORDER_ID.test(id) ? id : null;
};
export const rememberConfirmedOrder = (c: Context<WorkerEnv>, publicId: string) =>
  setCookie(
    c,
    CONFIRMED_ORDER_COOKIE,
    publicId,
    cookieOptions(c, { maxAge: 3600, httpOnly: true }),
  );
export const forgetConfirmedOrder = (c: Context<WorkerEnv>) =>
  deleteCookie(c, CONFIRMED_ORDER_COOKIE, cookieOptions(c, { maxAge: 0, httpOnly: true }));

export const favoritesOf = (c: Context<WorkerEnv>) =>
  parseFavorites(getCookie(c, COOKIE.favorites));
export const latestViewedOf = (c: Context<WorkerEnv>) =>
  parseLatestProducts(getCookie(c, COOKIE.latestProducts));

export const rememberFavorites = (c: Context<WorkerEnv>, ids: number[]) =>
  setCookie(
    c,
    COOKIE.favorites,
    ids.join(','),
    cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }),
  );

/** What the login cookies hold (README decision 49); all HttpOnly, the page sees none of it. */
export interface LoginCookies {
  token: string | null;
  refreshToken: string | null;
  username: string | null;
  lifetime: LoginLifetime;
}

const RefreshToken = z
  .string()
  .regex(/^[\w.~+/=-]{16,2048}$/)
  .nullable()
  .catch(null);
const Username = z.string().min(1).max(254).nullable().catch(null);

export const loginCookiesOf = (c: Context<WorkerEnv>): LoginCookies => ({
  token: authTokenOf(c),
  refreshToken: RefreshToken.parse(getCookie(c, COOKIE.auth) ?? null),
  username: Username.parse(getCookie(c, COOKIE.user) ?? null),
  lifetime:
    getCookie(c, COOKIE.userMaxAge) === String(REMEMBER_ME_SECONDS)
      ? REMEMBER_ME_SECONDS
      : SESSION_SECONDS,
});

/**
 * Writes a login: the access token for its own life (`maxAge` from the auth service), the refresh
 * token, username and chosen lifetime for the remember-me lifetime. Without a refresh token (an
 * operator's loginToken) the session ends with the access token.
 */
export function rememberLogin(
  c: Context<WorkerEnv>,
  login: {
    token: string;
    maxAge: number;
    refreshToken: string | null;
    username: string;
    lifetime: LoginLifetime;
  },
) {
  const own = (maxAge: number) => cookieOptions(c, { maxAge, httpOnly: true });
  setCookie(c, COOKIE.token, login.token, own(login.maxAge));
  const lifetime = login.refreshToken ? login.lifetime : login.maxAge;
  if (login.refreshToken) setCookie(c, COOKIE.auth, login.refreshToken, own(lifetime));
  else deleteCookie(c, COOKIE.auth, own(0));
  setCookie(c, COOKIE.user, login.username, own(lifetime));
  setCookie(c, COOKIE.userMaxAge, String(login.lifetime), own(lifetime));
}

/**
 * Clears every login cookie, the customer type the account set and the cart (logout, a refused
 * session): the cart may be the customer's shared cart (worker/live), not for whoever comes next.
 */
export function forgetLogin(c: Context<WorkerEnv>) {
  // The rest of the request is a guest's: no customer and not the account's cart.
  c.set('loginEnded', true);
  const shop = c.get('shop') as Shop | undefined;
  if (shop) c.set('shop', { ...shop, cartId: null, customer: null, authToken: null });
  const names = [COOKIE.token, COOKIE.auth, COOKIE.user, COOKIE.userMaxAge, COOKIE.cart];
  // The last order's confirmation and its hashed e-mail go too: whoever uses the browser next.
  for (const name of [...names, CONFIRMED_ORDER_COOKIE, PURCHASE_EMAIL_COOKIE, CART_ORIGIN_COOKIE])
    deleteCookie(c, name, cookieOptions(c, { maxAge: 0, httpOnly: true }));
  deleteCookie(c, COOKIE.userType, cookieOptions(c, { maxAge: 0, httpOnly: false }));
}
