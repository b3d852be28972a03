import { apiError } from '../errors';
import type { BackendContext } from '../scope';
import { verifyToken, type TokenClaims } from './token';

export interface Customer {
  id: number;
  email: string;
  customerType: 'PERSON' | 'ORGANIZATION';
}

interface CustomerRow {
  id: number;
  email: string;
  customer_type: Customer['customerType'];
  credentials_changed_at: number;
  /** 1 while the token's session has a refresh token not revoked (always 1 without a session). */
  live: number;
}

/**
 * The customer whose token the request carries, or null without one. A token that is not ours, has
 * expired, names a deleted account, was issued before the last password change (to the
 * millisecond) or belongs to a session that has ended (logout, a replayed refresh token, a password
 * change) is refused (UNAUTHENTICATED, HTTP 401 at the endpoint): the storefront then refreshes once
 * and retries.
 */
export async function customerOf(ctx: BackendContext): Promise<Customer | null> {
  if (!ctx.bearer) return null;
  const claims = await verifyToken(ctx.secrets.identity, ctx.bearer, Date.now());
  const row = claims
    ? await ctx.db
        .prepare(
          `SELECT id, email, customer_type, credentials_changed_at,
             ?2 IS NULL OR EXISTS (
               SELECT 1 FROM refresh_tokens
               WHERE session_id = ?2 AND customer_id = customers.id AND revoked = 0
             ) AS live
           FROM customers WHERE id = ?1`,
        )
        .bind(Number(claims.sid), typeof claims.session === 'string' ? claims.session : null)
        .first<CustomerRow>()
    : null;
  if (!row || !row.live || issuedAt(claims!) < row.credentials_changed_at) throw unauthenticated();
  return { id: row.id, email: row.email, customerType: row.customer_type };
}

/**
 * When the token was issued, in epoch ms. A token with whole seconds only counts from the start of
 * its second, so one from the second of a password change, before or after it, is refused.
 */
const issuedAt = (claims: TokenClaims) =>
  typeof claims.iatMs === 'number' && Math.floor(claims.iatMs / 1000) === claims.iat
    ? claims.iatMs
    : claims.iat * 1000;

/** The request's customer; an operation for customers only refuses anyone else. */
export async function requireCustomer(ctx: BackendContext): Promise<Customer> {
  const customer = await customerOf(ctx);
  if (!customer) throw unauthenticated();
  return customer;
}

export const unauthenticated = () => apiError('You need to log in', 'UNAUTHENTICATED');
