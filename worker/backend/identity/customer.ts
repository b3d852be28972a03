import { apiError } from '../errors';
import type { BackendContext } from '../scope';
import { verifyToken } from './token';

export interface Customer {
  id: number;
  email: string;
  customerType: 'PERSON' | 'ORGANIZATION';
}

/**
 * The customer whose token the request carries, or null without one. A token that is not ours, has
 * expired, was issued before the last password change or names a deleted account is refused (UNAUTHENTICATED, HTTP 401 at the endpoint): the
 * storefront then refreshes once and retries.
 */
export async function customerOf(ctx: BackendContext): Promise<Customer | null> {
  if (!ctx.bearer) return null;
  const claims = await verifyToken(ctx.secrets.identity, ctx.bearer, Date.now());
  const row = claims
    ? await ctx.db
        .prepare(
          'SELECT id, email, customer_type, credentials_changed_at FROM customers WHERE id = ?',
        )
        .bind(Number(claims.sid))
        .first<{
          id: number;
          email: string;
          customer_type: Customer['customerType'];
          credentials_changed_at: number;
        }>()
    : null;
  // A token from before the last password change or reset belongs to a session that has ended.
  if (!row || claims!.iat < Math.floor(row.credentials_changed_at / 1000)) throw unauthenticated();
  return { id: row.id, email: row.email, customerType: row.customer_type };
}

/** The request's customer; an operation for customers only refuses anyone else. */
export async function requireCustomer(ctx: BackendContext): Promise<Customer> {
  const customer = await customerOf(ctx);
  if (!customer) throw unauthenticated();
  return customer;
}

export const unauthenticated = () => apiError('You need to log in', 'UNAUTHENTICATED');
