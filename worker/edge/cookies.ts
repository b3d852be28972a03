import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  COOKIE,
  COOKIE_ATTRIBUTES,
  CUSTOMER_TYPES,
  LATEST_PRODUCTS_MAX_AGE,
  ONE_YEAR_SECONDS,
  TOKEN_PATTERN,
  parseFavorites,
  parseLatestProducts,
  type CustomerType,
} from '../../shared/cookies';
import type { WorkerEnv } from '../context';

/** The attributes every cookie of ours shares; `Secure` whenever the request came over https. */
export function cookieOptions(c: Context<WorkerEnv>, o: { maxAge: number; httpOnly: boolean }) {
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

/** The cart id from the HttpOnly cart cookie; only the Worker reads it. */
export const cartIdOf = (c: Context<WorkerEnv>): string | null =>
  CartId.parse(getCookie(c, COOKIE.cart) ?? null);

/** Keeps the cart's id; the empty id (the API's answer for an unknown or completed cart) deletes the cookie. */
export const rememberCartId = (c: Context<WorkerEnv>, id: string) =>
  setCookie(
    c,
    COOKIE.cart,
    id,
    cookieOptions(c, { maxAge: id ? ONE_YEAR_SECONDS : 0, httpOnly: true }),
  );

/** The customer's token from the HttpOnly token cookie, or null when not logged in (or malformed). */
export function authTokenOf(c: Context<WorkerEnv>): string | null {
  const token = getCookie(c, COOKIE.token) ?? '';
  return token.length <= 4096 && TOKEN_PATTERN.test(token) ? token : null;
}

export const customerTypeOf = (c: Context<WorkerEnv>): CustomerType =>
  z.enum(CUSTOMER_TYPES).catch('PERSON').parse(getCookie(c, COOKIE.userType));

export const rememberCustomerType = (c: Context<WorkerEnv>, type: CustomerType) =>
  setCookie(
    c,
    COOKIE.userType,
    type,
    cookieOptions(c, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }),
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

/**
 * The visitor's cookie consent as the consent banner stores it (the categories agreed to, e.g.
 * `necessary,statistics`); null before any choice. Written by the consent issue.
 */
export const consentOf = (c: Context<WorkerEnv>): string[] | null => {
  const value = getCookie(c, COOKIE.consent);
  if (value === undefined || !/^[a-z,-]{0,200}$/.test(value)) return null;
  return value.split(',').filter(Boolean);
};

export const favoritesOf = (c: Context<WorkerEnv>) =>
  parseFavorites(getCookie(c, COOKIE.favorites));
export const latestViewedOf = (c: Context<WorkerEnv>) =>
  parseLatestProducts(getCookie(c, COOKIE.latestProducts));
