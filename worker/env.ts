import { z } from 'zod';

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
  UPSTREAM_TIMEOUT_MS?: string;
}

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z.object({
  COMMERCE_API_URL: z.union([z.literal('embedded'), z.url()]).default('embedded'),
  COMMERCE_API_KEY: z.string().default(''),
  CHANNEL_ID: z.string().min(1).default('1|se'),
  MARKETS_IN_PATH: flag.default(false),
  IMAGE_BASE_URL: z.string().default('/_commerce'),
  AUTH_ENDPOINT: z.string().default(''),
  SIGN_ENDPOINT: z.string().default(''),
  /** Holds every deferred (streamed) part back this long: for streaming tests and the benchmark only. */
  DEFERRED_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** The deadline of each request to the commerce API, answer included; a late one is a 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Mounts /_bench/floor for npm run bench. */
  BENCH_ENDPOINTS: flag.default(false),
  /** Server-Timing and x-upstream-* on pages: they tell what other visitors asked, so only tests and the benchmark. */
  DEBUG_HEADERS: flag.default(false),
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
