/**
 * The embedded backend's secrets, from `wrangler secret put` (locally `.dev.vars`, whose values are
 * public). There is no fallback: one missing or shorter than 16 characters is a configuration error
 * (the storefront refuses every request, worker/app.ts), so a deployment cannot run on values anyone
 * can read in this repository.
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

export function secretsOf(env: SecretBindings) {
  const problem = secretsProblem(env);
  if (problem) throw new Error(`Invalid configuration: ${problem}`);
  return {
    identity: env.IDENTITY_SECRET!,
    pepper: env.PASSWORD_PEPPER!,
    paymentCallback: env.PAYMENT_CALLBACK_SECRET!,
  };
}
