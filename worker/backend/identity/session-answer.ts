import type { Context } from 'hono';
import { signToken, type TokenClaims, type TokenSubject } from './token';

/** Access tokens live 15 minutes; the storefront refreshes at 90 % (research 1.4). */
export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_HEADER = 'x-auth-refresh-token';

interface ClaimsRow {
  id: number;
  email: string;
  customer_type: TokenClaims['customerType'];
  member_type: string | null;
  member_id: string | null;
}

/** The claims of customer `id` as the account stands now, or null when it no longer exists. */
export async function claimsOf(db: D1Database, id: number) {
  const row = await db
    .prepare('SELECT id, email, customer_type, member_type, member_id FROM customers WHERE id = ?')
    .bind(id)
    .first<ClaimsRow>();
  if (!row) return null;
  return {
    sid: String(row.id),
    name: row.email,
    customerType: row.customer_type,
    ...(row.member_type ? { memberType: row.member_type } : {}),
    ...(row.member_id ? { memberId: row.member_id } : {}),
  } satisfies TokenSubject;
}

/** 200 `{token, maxAge}` with the refresh token in its header, as the Geins auth service answers. */
export async function sessionAnswer(
  c: Context,
  secret: string,
  claims: TokenSubject,
  refreshToken: string,
  now: number,
) {
  const token = await signToken(secret, claims, ACCESS_TOKEN_SECONDS, now);
  return c.json({ token, maxAge: ACCESS_TOKEN_SECONDS }, 200, {
    [REFRESH_HEADER]: refreshToken,
    'cache-control': 'no-store',
  });
}

/** An identity refusal: `{"error": CODE}`, never cached. */
export const refusal = (c: Context, status: 400 | 401 | 409 | 413 | 415, error: string) =>
  c.json({ error }, status, { 'cache-control': 'no-store' });
