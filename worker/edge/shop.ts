import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { urlWithoutControls } from './clean-url';
import { vatIncludedFor, type CustomerType } from '../../shared/cookies';
import { createTranslator } from '../../shared/i18n/translator';
import { DEFAULT_LOCALE, LANGUAGE_ID, type Locale } from '../../shared/locales';
import { commerceFor } from './commerce-for';
import type { WorkerEnv } from '../context';
import { settle } from '../streaming/deferred';
import { FRAGMENT_HEADER } from '../streaming/fragment';
import {
  cartIdOf,
  cartNoticeOf,
  forgetCartNotice,
  checkoutMarketOf,
  consentOf,
  customerTypeOf,
  favoritesOf,
  latestViewedOf,
  purchaseEmailOf,
  checkoutExtrasOf,
  confirmedOrderOf,
  noScriptOf,
  locationCookiesOf,
  rememberLocale,
  rememberCheckoutMarket,
  rememberMarket,
} from './cookies';
import { authDraftOf, forgetAuthDraft } from './auth-draft';
import { guessLocation, resolveLocation } from './resolve-location';

const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator/i;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The channel is shared by all markets: fetched in the default scope, so one cache entry serves everyone. */
export const channelOf = (c: Context<WorkerEnv>) =>
  commerceFor(c, {
    marketId: '',
    languageId: LANGUAGE_ID[DEFAULT_LOCALE],
    customerType: 'PERSON',
  }).catalogue.channel();

/**
 * Resolves market and locale from the path and cookies (redirecting where the rules say so), then builds
 * the per-request Shop: translator, commerce access in the resolved scope, customer type, cart id,
 * the logged-in customer (tokens refreshed here, before any upstream call, when they are due).
 */
export const shop = createMiddleware<WorkerEnv>(async function shop(c, next) {
  const session = await c.get('customerSession')(c);
  const url = new URL(c.req.url);
  // Control characters in the path or the query never reach a page (titles, headings, search terms).
  const clean = c.req.method === 'GET' || c.req.method === 'HEAD' ? urlWithoutControls(url) : null;
  if (clean) return c.redirect(clean, 301);
  const config = c.get('config');
  const cookies = locationCookiesOf(c);
  const customerType = customerTypeOf(c);
  const segments = url.pathname.split('/').filter(Boolean).map(decode);
  // The page's likely reads start beside the channel's, in the scope the path and cookies suggest.
  const guess =
    c.req.method === 'GET' && !c.req.header(FRAGMENT_HEADER)
      ? guessLocation(segments, config.MARKETS_IN_PATH, cookies, config.CHANNEL_ID)
      : null;
  const early = guess ? scoped(c, guess.market, guess.locale, customerType) : null;
  if (guess && early) c.get('likelyReads')(early.catalogue, guess.rest, guess.locale, customerType);
  const channel = await channelOf(c);
  const location = resolveLocation({
    segments,
    marketsInPath: config.MARKETS_IN_PATH,
    channel,
    cookies,
  });
  if (location.kind === 'redirect') {
    return c.redirect(`/${location.segments.map(encodeURIComponent).join('/')}${url.search}`, 302);
  }
  const { market, locale } = location;
  if (cookies.locale !== locale) rememberLocale(c, locale);
  const marketChanged = location.marketInPath && cookies.market !== market.alias;
  if (marketChanged) rememberMarket(c, market.alias);
  // Spec section 4: a market change sets the checkout market equal to it.
  const chosen = marketChanged ? null : checkoutMarketOf(c);
  if (marketChanged && checkoutMarketOf(c)) rememberCheckoutMarket(c, '');
  const checkoutMarket = channel.markets.find((m) => m.alias === chosen) ?? market;
  const commerce =
    early && guess?.market === market.alias && guess.locale === locale
      ? early
      : scoped(c, market.alias, locale, customerType);
  const deferred: Promise<unknown>[] = [];
  const isPrefetch = /prefetch/i.test(c.req.header('sec-purpose') ?? c.req.header('purpose') ?? '');
  c.set('shop', {
    config,
    url,
    nonce: c.get('nonce'),
    requestId: c.get('requestId'),
    locale,
    market,
    checkoutMarket,
    channel,
    link: { locale, market: location.marketInPath ? market.alias : null },
    t: createTranslator(locale),
    customerType,
    vatIncluded: vatIncludedFor(customerType),
    cartId: cartIdOf(c),
    // A prefetched page may never be shown: the notice waits for a page that is.
    cartNotice: isPrefetch ? null : cartNoticeOf(c),
    forgetCartNotice: (notice) => forgetCartNotice(c, notice),
    authDraft: isPrefetch ? null : authDraftOf(c, url, !!session?.customer),
    forgetAuthDraft: () => forgetAuthDraft(c),
    favorites: favoritesOf(c),
    latestViewed: latestViewedOf(c),
    consent: consentOf(c),
    purchaseEmail: purchaseEmailOf(c),
    confirmedOrder: confirmedOrderOf(c),
    checkoutExtras: () => checkoutExtrasOf(c),
    authToken: session?.token ?? null,
    customer: session?.customer ?? null,
    catalogue: commerce.catalogue,
    cart: commerce.cart(market.alias),
    checkout: commerce.checkout(checkoutMarket.alias),
    commerce: commerce.client,
    isBot: BOT.test(c.req.header('user-agent') ?? ''),
    noScript: noScriptOf(c),
    isPrefetch,
    partOnly: !!c.req.header(FRAGMENT_HEADER),
    deferred,
    defer: (promise, what) => {
      const settled = settle(delayed(promise, config.DEFERRED_DELAY_MS), what, c.get('requestId'));
      deferred.push(settled);
      return settled;
    },
  });
  c.set('routeSegments', location.rest);
  await next();
});

const scoped = (
  c: Context<WorkerEnv>,
  market: string,
  locale: Locale,
  customerType: CustomerType,
) => commerceFor(c, { marketId: market, languageId: LANGUAGE_ID[locale], customerType });

function delayed<T>(promise: Promise<T>, ms: number): Promise<T> {
  return ms
    ? promise.then((value) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms)))
    : promise;
}
