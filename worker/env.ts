import { z } from 'zod';
import { themeFromConfig } from '../shared/theme';
import { THIRD_PARTIES } from '../shared/third-party';

/** Bindings and vars, as wrangler.toml and `wrangler secret put` provide them. */
export interface Bindings {
  DB: D1Database;
  ASSETS?: Fetcher;
  COMMERCE_API_URL?: string;
  COMMERCE_API_KEY?: string;
  CHANNEL_ID?: string;
  MARKETS_IN_PATH?: string;
  IMAGE_BASE_URL?: string;
  AUTH_ENDPOINT?: string;
  SIGN_ENDPOINT?: string;
  DEFERRED_DELAY_MS?: string;
  BENCH_ENDPOINTS?: string;
  DEBUG_HEADERS?: string;
  /** Per-client limits of the browser endpoints ([[ratelimits]] in wrangler.toml; worker/bff/rate-limit.ts). */
  RATE_LIMIT_SHOPPING: RateLimit;
  RATE_LIMIT_FORMS: RateLimit;
  /** Login, registration, password change and reset: 5 a minute per client (and per account but log-in's). */
  RATE_LIMIT_AUTH: RateLimit;
  /** Log-in and password change per account, whatever the client: a ceiling of 50 a minute. */
  RATE_LIMIT_AUTH_ACCOUNT: RateLimit;
  /**
   * Live operations' Durable Objects (worker/live/hub.ts; typed there, by hubOf, so that this lowest
   * layer imports nothing above it); without it nothing is live (GET /live answers 404).
   */
  LIVE?: DurableObjectNamespace;
  UPSTREAM_TIMEOUT_MS?: string;
  CHANNEL_THEME?: string;
  /** Third-party scripts' account ids (shared/third-party.ts); each unset one is off. */
  GTM_ID?: string;
  HEATMAP_ID?: string;
  EMAIL_MARKETING_ID?: string;
  SOCIAL_PIXEL_ID?: string;
  INSIGHTS_ID?: string;
  FREE_SHIPPING_OVER?: string;
  /** The embedded backend's secrets (backend/secrets.ts): required with COMMERCE_API_URL=embedded (app.ts). */
  IDENTITY_SECRET?: string;
  PASSWORD_PEPPER?: string;
  PAYMENT_CALLBACK_SECRET?: string;
  /** The shop's origin, which the embedded backend's mailed links start with: required with embedded (app.ts). */
  STOREFRONT_ORIGIN?: string;
}

/** `se:499,fi:49`: per market alias, the amount (major units of its currency) from which shipping is free. */
const thresholds = z
  .string()
  .regex(/^(\s*[\w-]+:\d+(\.\d+)?\s*(,|$))*$/, 'alias:amount pairs separated by commas')
  .transform((v) =>
    Object.fromEntries(
      v
        .split(',')
        .filter((p) => p.trim())
        .map((p) => {
          const [alias, amount] = p.split(':');
          return [alias!.trim(), Number(amount)];
        }),
    ),
  );

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** An http(s) address; a bare host (`cdn.example.com`) would be read as a path on the shop. */
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** Where the product images are: a path on this site or an http(s) origin and path, no trailing slash. */
const imageBase = z
  .union([z.string().regex(/^\/(?!\/)[^\s?#]*$/), webUrl], {
    error: 'must be a path (/_commerce) or an http(s) URL',
  })
  .transform((v) => v.replace(/\/+$/, ''));

function thirdPartyId(pattern: RegExp) {
  return z.union([z.literal(''), z.string().regex(pattern)]).default('');
}

const ConfigSchema = z.object({
  COMMERCE_API_URL: z.union([z.literal('embedded'), z.url()]).default('embedded'),
  COMMERCE_API_KEY: z.string().default(''),
  CHANNEL_ID: z.string().min(1).default('1|se'),
  MARKETS_IN_PATH: flag.default(false),
  IMAGE_BASE_URL: imageBase.default('/_commerce'),
  AUTH_ENDPOINT: z.union([z.literal(''), webUrl]).default(''),
  SIGN_ENDPOINT: z.union([z.literal(''), webUrl]).default(''),
  /** The embedded backend's (backend/request-context.ts), checked here with the rest. */
  CATALOGUE_TODAY: z
    .union([z.literal(''), z.iso.date(), z.iso.datetime({ offset: true })], {
      error: 'must be an ISO date (2026-11-01) or date and time',
    })
    .default(''),
  BACKEND_INTROSPECTION: flag.default(false),
  /** Holds every deferred (streamed) part back this long: for streaming tests and the benchmark only. */
  DEFERRED_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** The deadline of each request to the commerce API, answer included; a late one is a 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Mounts /_bench/floor for npm run bench. */
  BENCH_ENDPOINTS: flag.default(false),
  /** Server-Timing and x-upstream-* on pages: they tell what other visitors asked, so only tests and the benchmark. */
  DEBUG_HEADERS: flag.default(false),
  /** The channel's style variables (JSON, shared/theme.ts); an entry it does not allow is a configuration error. */
  CHANNEL_THEME: z
    .string()
    .default('')
    .transform(themeFromConfig)
    .refine((theme) => theme.refused.length === 0, {
      error: (issue) =>
        `not a theme the stylesheet takes: ${(issue.input as { refused: string[] }).refused.join(', ')}`,
    }),
  /** Third-party scripts (loaded after consent): an id of the vendor's shape, or '' (off). */
  GTM_ID: thirdPartyId(THIRD_PARTIES.tagManager.id),
  HEATMAP_ID: thirdPartyId(THIRD_PARTIES.heatmap.id),
  EMAIL_MARKETING_ID: thirdPartyId(THIRD_PARTIES.emailMarketing.id),
  SOCIAL_PIXEL_ID: thirdPartyId(THIRD_PARTIES.socialPixel.id),
  INSIGHTS_ID: thirdPartyId(THIRD_PARTIES.insights.id),
  /** What the shop's texts promise; the commerce API decides the fee (the embedded one: backend/markets.ts). */
  FREE_SHIPPING_OVER: thresholds.prefault('se:499,fi:49,no:499,dk:349'),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Validated configuration; a wrong value fails loudly with the variable's name instead of misbehaving later. */
export function readConfig(env: Bindings): Config {
  const parsed = ConfigSchema.safeParse({
    ...env,
    COMMERCE_API_URL: env.COMMERCE_API_URL || undefined,
    IMAGE_BASE_URL: env.IMAGE_BASE_URL || undefined,
  });
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

export const isEmbedded = (config: Config) => config.COMMERCE_API_URL === 'embedded';
