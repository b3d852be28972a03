import { z } from 'zod';

/**
 * When a token wants refreshing. The Worker reads `iat`/`exp` without verifying the token: they only
 * schedule refreshes (README decision 20: the API alone decides whether a token is valid).
 */
const Claims = z.object({
  exp: z.number().finite(),
  iat: z.number().finite().optional(),
  name: z.string().max(254).optional(),
  customerType: z.enum(['PERSON', 'ORGANIZATION']).optional(),
});
export type UnverifiedClaims = z.infer<typeof Claims>;

/** Spec section 4: refresh after 90 % of the token's life. */
export const REFRESH_AT = 0.9;
/** Without `iat` the life is unknown: refresh this close to `exp` (the Geins SDK's "expires soon"). */
const SOON_MS = 90_000;

export function unverifiedClaims(token: string): UnverifiedClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = Claims.safeParse(
      JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (ch) => ch.charCodeAt(0)))),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The moment (epoch ms) at which a token should be refreshed, or null for a token without `exp`. */
function refreshMoment(token: string): number | null {
  const claims = unverifiedClaims(token);
  if (!claims) return null;
  const exp = claims.exp * 1000;
  if (claims.iat === undefined || claims.iat >= claims.exp) return exp - SOON_MS;
  const iat = claims.iat * 1000;
  return iat + REFRESH_AT * (exp - iat);
}

/** True when the token is within the last 10 % of its life (or past it). An opaque token never is. */
export const refreshDue = (token: string, nowMs: number): boolean => {
  const moment = refreshMoment(token);
  return moment !== null && nowMs >= moment;
};

/** Milliseconds until the page should ask for a refresh (POST /auth/refresh); null when unknown. */
export const refreshInMs = (token: string, nowMs: number): number | null => {
  const moment = refreshMoment(token);
  return moment === null ? null : Math.max(0, Math.round(moment - nowMs));
};
