import { isEmbedded, type Config } from '../env';

/** Where identities are verified: the auth service and the sign endpoint (which holds the API key). */
export interface IdentityEndpoints {
  auth: string;
  sign: string;
}

/** The specification's text (section 5) when the configuration names no auth service: logged, never shown. */
export const NO_ENDPOINT = 'An endpoint that can verify identities is required';

/**
 * AUTH_ENDPOINT and SIGN_ENDPOINT from the configuration. The embedded backend serves both under
 * /_commerce/auth when neither is set; a real commerce API without them has nothing to verify with (null).
 */
export function identityEndpoints(config: Config, origin: string): IdentityEndpoints | null {
  const embedded = isEmbedded(config);
  const auth = config.AUTH_ENDPOINT || (embedded ? `${origin}/_commerce/auth` : '');
  const sign =
    config.SIGN_ENDPOINT ||
    (embedded
      ? `${origin}/_commerce/auth/sign/${encodeURIComponent(config.COMMERCE_API_KEY)}?identity=`
      : '');
  return auth && sign ? { auth: auth.replace(/\/+$/, ''), sign } : null;
}
