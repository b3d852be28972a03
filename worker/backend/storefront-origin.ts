import { z } from 'zod';

/**
 * STOREFRONT_ORIGIN: where the shop's pages are (`https://www.example.se`), the origin of every link
 * the backend mails (a reset link, a company user's set-password link). Never the request's own
 * origin: its Host is the sender's to choose, and a reset link on a host the sender chose hands them
 * the key. Required with the embedded backend, like its secrets (worker/app.ts refuses every request
 * without it); locally `.dev.vars`.
 */
const StorefrontOrigin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => url.href === `${url.origin}/`, 'an origin only: no path, query or user')
  .transform((url) => url.origin);

type OriginBindings = { STOREFRONT_ORIGIN?: string; MARKETS_IN_PATH?: string };

/** The configuration error for a missing or malformed STOREFRONT_ORIGIN, or null. */
export function storefrontOriginProblem(env: OriginBindings): string | null {
  return StorefrontOrigin.safeParse(env.STOREFRONT_ORIGIN).success
    ? null
    : "STOREFRONT_ORIGIN must be set to the shop's origin (https://www.example.se: scheme and host, no path) for the links in the embedded backend's mails: a var in wrangler.toml, or .dev.vars locally";
}

/** Whether a hostname can only be this machine: localhost, `*.localhost`, 127.x.x.x, [::1]. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/**
 * Whether STOREFRONT_ORIGIN is on this machine (a loopback host): a shop served there is local
 * development (`.dev.vars`), since no deployment can be reached at a loopback address.
 */
export function isLocalOrigin(value: string | undefined): boolean {
  const parsed = StorefrontOrigin.safeParse(value);
  return parsed.success && isLoopbackHost(new URL(parsed.data).hostname);
}

/** The configured origin, without a trailing slash. */
export function storefrontOriginOf(env: OriginBindings): string {
  const parsed = StorefrontOrigin.safeParse(env.STOREFRONT_ORIGIN);
  if (!parsed.success) throw new Error(`Invalid configuration: ${storefrontOriginProblem(env)}`);
  return parsed.data;
}

/**
 * Where a mailed link leads: the configured origin, and the shop's URL shape (MARKETS_IN_PATH, as the
 * storefront reads it): with markets in the path a link names the market it was asked from
 * (`/fi/en/…`), since a shopper opening it on another device has no market cookie and would land in
 * the default market. The Merchant API's mutations take only the scope (marketId, languageId): the
 * rest is the shop's configuration, as a real Geins account keeps its link settings.
 */
export interface ShopLinks {
  origin: string;
  marketsInPath: boolean;
}

export const shopLinksOf = (env: OriginBindings): ShopLinks => ({
  origin: storefrontOriginOf(env),
  marketsInPath: env.MARKETS_IN_PATH === 'true' || env.MARKETS_IN_PATH === '1',
});

/** A page of the shop for a mail: `path` after the market (with markets in the path) and language. */
export const shopLink = (
  links: ShopLinks,
  where: { market: string; lang: 'sv' | 'en' },
  path: string,
) => `${links.origin}${links.marketsInPath ? `/${where.market}` : ''}/${where.lang}${path}`;
