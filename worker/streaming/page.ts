import type { ReactNode } from 'react';
import type { Locale } from '../../shared/locales';
import type { Cart } from '../../shared/types';
import type { CartNotice } from '../context';

/** What a screen gives the document: head data and the body. Paths are site-relative. */
export interface Page {
  status?: number;
  title: string;
  description: string;
  /** Canonical path (with the query that matters, e.g. ?page=2); also the base for hreflang. */
  canonical: string;
  /** The same page in each language, for hreflang and the language switch. */
  alternates: Partial<Record<Locale, string>>;
  preloadImage?: string;
  /** JSON-LD objects for the head. */
  structuredData?: object[];
  body: ReactNode;
  /** e.g. 'noindex' for search results. */
  robots?: string;
  /** A search's page: the header's search box holds its term. */
  searchTerm?: string;
  /**
   * A value made for this page view alone and written into it (the add forms' one-time key): a page
   * kept for other visitors (worker/screens/page-cache.ts) gets a new one each time it is sent.
   */
  onceKey?: string;
  /** A product page: its id joins the visitor's recently viewed products (the ralph-latest-products cookie). */
  viewedProductId?: number;
  /** The part an in-place update replaces (product lists): served alone for `X-Fragment: list`. */
  fragment?: ReactNode;
  /**
   * 'undistracted' (checkout, confirmation): only the top bar, no menus, search or mini cart.
   * 'landing' (a content page tagged `landing`): a slim header without the category menu, a small footer.
   */
  layout?: 'default' | 'landing' | 'undistracted';
  /** The page holds personal data (checkout, confirmation): no cache may keep it, not even the browser's. */
  noStore?: boolean;
  /** The address holds a secret (a password reset key): its links send no Referer (Referrer-Policy: no-referrer). */
  noReferrer?: boolean;
  /** The visitor's cart when the screen loaded it anyway (the checkout's quote): not asked for again. */
  cart?: Cart;
  /** The page showed the order of this cart: the cart cookie goes if it still names that cart. */
  orderedCartId?: string;
  /** The ralph-order cookie names no order to show: it goes (worker/screens/checkout/no-order.tsx). */
  forgetConfirmedOrder?: boolean;
  /** Set by the document's response (worker/chrome/page-response.ts), not by screens: what the header says of the cart. */
  cartNotice?: CartNotice;
}

/** A screen may answer with a redirect instead of a page (canonical URLs, the search form). */
export interface Redirect {
  redirect: string;
  status: 301 | 302;
}
export type ScreenResult = Page | Redirect;
export const isRedirect = (r: ScreenResult): r is Redirect => 'redirect' in r;
