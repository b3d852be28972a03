import type { CustomerType } from '../shared/cookies';
import type { Locale } from '../shared/locales';
import type { BrowserCart } from '../shared/types';

/** The state the server serialises once per page (#ralph-state) for the islands. Keep it small. */
export interface PageState {
  locale: Locale;
  market: string | null;
  browsingMarket: string;
  customerType: CustomerType;
  /** null: no cart. 'pending': the server did not wait for it; the mini cart asks /graphql for it. */
  cart: BrowserCart | null | 'pending';
  /** Whether a customer is logged in, and when the page should renew the session (never the token). */
  auth: PageAuth;
}

/** `refreshInMs`: when the page calls POST /auth/refresh (90 % of the token's life), logged in only. */
export interface PageAuth {
  loggedIn: boolean;
  refreshInMs?: number;
}
export const PAGE_STATE_ID = 'ralph-state';
