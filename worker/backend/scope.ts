import type { Budget } from './args';
import { CURRENCIES, languageFor, marketFor, type LanguageId, type MarketSpec } from './markets';
import type { Money } from './money';
import type { ShopLinks } from './storefront-origin';

/**
 * `now` is the backend's clock (price history windows); CATALOGUE_TODAY pins it for tests. `bearer` is the
 * token of the request's Authorization header, if any (CMS preview). `budget`: what the operation may
 * still load.
 */
export interface BackendContext {
  db: D1Database;
  /** The shop's configured origin (STOREFRONT_ORIGIN) and URL shape, which mailed links follow; never the request's Host. */
  links: ShopLinks;
  now: () => number;
  bearer?: string;
  budget: Budget;
  /** `x-idempotency-key`: one per checkout attempt; placeOrder answers a repeated key as it did first. */
  idempotencyKey?: string;
  /** The identity service's signing secret and the password pepper (request-context.ts). */
  secrets: { identity: string; pepper: string; paymentCallback: string };
  /** Hears the SKUs whose stock an order took (live product pages, worker/live/stock.ts); never waited for. */
  stockChanged?: (skuIds: number[]) => void;
}
export interface ScopeArgs {
  channelId?: string | null;
  languageId?: string | null;
  marketId?: string | null;
}
export interface Scope extends Money {
  market: MarketSpec;
  language: LanguageId;
  lang: 'sv' | 'en';
}

export function scopeOf(args: ScopeArgs): Scope {
  const market = marketFor(args.marketId);
  const language = languageFor(args.languageId);
  return {
    market,
    language,
    lang: language === 'en-US' ? 'en' : 'sv',
    currency: CURRENCIES[market.currency.code],
    moneyLocale: market.moneyLocale,
  };
}
