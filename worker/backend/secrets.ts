import { sha256Hex } from './identity/encoding';
import { isLocalOrigin, isLoopbackHost } from './storefront-origin';

/**
 * The embedded backend's secrets, from `wrangler secret put` (locally `.dev.vars`, whose values are
 * public). There is no fallback: one missing or shorter than 16 characters is a configuration error
 * (the storefront refuses every request, worker/app.ts), and so is one of `.dev.vars`' values on a
 * request that does not come from this machine, so a deployment cannot run on values anyone can read
 * in this repository.
 */
const SECRET_NAMES = ['IDENTITY_SECRET', 'PASSWORD_PEPPER', 'PAYMENT_CALLBACK_SECRET'] as const;
const MIN_SECRET_LENGTH = 16;
type SecretBindings = Partial<Record<(typeof SECRET_NAMES)[number], string>>;

/** The configuration error for the secrets missing or too short, or null when all are there. */
export function secretsProblem(env: SecretBindings): string | null {
  const missing = SECRET_NAMES.filter((name) => (env[name]?.length ?? 0) < MIN_SECRET_LENGTH);
  return missing.length
    ? `${missing.join(', ')} must be set (${MIN_SECRET_LENGTH} characters or more) for the embedded backend: wrangler secret put NAME, or .dev.vars locally`
    : null;
}

/**
 * SHA-256 (hex) of the values `.dev.vars` commits for the three secrets: the values themselves are not
 * shipped in the bundle. secrets.test.ts fails when `.dev.vars` changes and these do not.
 */
const PUBLIC_VALUE_DIGESTS = new Set([
  '3f1fc25f4bce42cdbb34f1554211cee1251e91eba26d09992ce281bb8ac9fe65',
  'f8531e35b75e78c3304cc258b79ce90ecb04ad44322d8823ed1af059dc3d68ad',
  '886195fdc08baaffcf611cf6f1628b9c0c599efbff8e924da1f4f2140e9fe429',
]);

/**
 * Whether a request for `url` reaches this machine or a test only: a loopback host, or a name under
 * `.test` (RFC 2606 reserves it, so no deployment is reached there; the workerd tests ask for
 * http://shop.test).
 */
function isLocalRequest(url: string): boolean {
  const host = new URL(url).hostname.replace(/\.$/, '');
  return isLoopbackHost(host) || host.endsWith('.test');
}

/**
 * Whether the secrets are `.dev.vars`' public values, compared once per isolate (worker/app.ts keeps
 * the answer with the configuration): null when they are the operator's own, else the refusal to run
 * for each request, the configuration error or null. They are accepted only while both
 * STOREFRONT_ORIGIN and the request's own host are on this machine (`npm start`, the tests, the
 * benchmark). STOREFRONT_ORIGIN alone does not vouch for them: `.dev.vars` sets it beside them, and
 * `wrangler secret bulk .dev.vars` uploads all four, so a deployment would think itself local.
 */
export async function publicSecretsRefusal(
  env: SecretBindings & { STOREFRONT_ORIGIN?: string },
): Promise<((requestUrl: string) => string | null) | null> {
  const digests = await Promise.all(SECRET_NAMES.map((name) => sha256Hex(env[name] ?? '')));
  const known = SECRET_NAMES.filter((_, i) => PUBLIC_VALUE_DIGESTS.has(digests[i]!));
  if (!known.length) return null;
  const problem = `${known.join(', ')} ${known.length > 1 ? 'are the public development values' : 'is the public development value'} from .dev.vars, which anyone can read in this repository: set your own (random, 32 characters or more) with wrangler secret put NAME`;
  if (!isLocalOrigin(env.STOREFRONT_ORIGIN)) return () => problem;
  return (requestUrl) => (isLocalRequest(requestUrl) ? null : problem);
}

export function secretsOf(env: SecretBindings) {
  const problem = secretsProblem(env);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  return {
    identity: env.IDENTITY_SECRET!,
    pepper: env.PASSWORD_PEPPER!,
    paymentCallback: env.PAYMENT_CALLBACK_SECRET!,
  };
}
