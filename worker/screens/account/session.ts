import type { Context } from 'hono';
import { accountFor, type AccountApi, type BearerSession } from '../../commerce/account';
import type { CommerceResult } from '../../commerce/errors';
import type { AccountUser } from '../../../shared/account-types';
import type { Shop, WorkerEnv } from '../../context';
import { impersonate } from '../../identity/session';
import type { ScreenResult } from '../../streaming/page';
import { toLogin } from './account-page';

/** The logged-in customer as the account pages need them: who (for "Logged in as") and their calls. */
export type AccountSession = BearerSession & { username: string };

/** The request's customer session (C's, with refresh and one retry), or null for an anonymous visitor. */
export const sessionOf = (shop: Shop): AccountSession | null => shop.customer;

/** The account operations for the shop's customer (anonymous: every customer call is refused). */
export const accountOf = (shop: Shop): AccountApi => accountFor(shop);

/**
 * A guarded account screen: anonymous → the login (routing rule 1, with the way back); logged in →
 * `load` with the customer's account, then `render`. A token the API refuses even after C's refresh
 * has ended the session: the login again. Any other failure is the error page's (thrown).
 */
export async function loadAccount<T>(
  shop: Shop,
  load: (account: AccountApi) => Promise<CommerceResult<T>>,
  render: (data: T, username: string) => ScreenResult | Promise<ScreenResult>,
): Promise<ScreenResult> {
  const session = sessionOf(shop);
  if (!session) return toLogin(shop);
  const { data, error } = await load(accountOf(shop));
  if (error?.code === 'UNAUTHENTICATED') return toLogin(shop);
  if (error) throw error;
  return render(data as T, session.username);
}

/**
 * The customer an operator's `loginToken` logs in as, as the API answers for the token: null when it
 * refuses it (forged, expired, revoked). Any other failure is the error page's (thrown).
 */
export async function customerOfToken(shop: Shop, token: string): Promise<AccountUser | null> {
  const { data, error } = await accountFor({
    ...shop,
    customer: { call: (run) => run(token) },
  }).user();
  if (error?.code === 'UNAUTHENTICATED') return null;
  if (error) throw error;
  return data;
}

/** Logs an operator in as a customer from a `loginToken` (C's impersonate: an hour, no refresh). */
export const impersonateWith = (c: Context<WorkerEnv>, token: string, customer: AccountUser) =>
  impersonate(c, token, customer);
