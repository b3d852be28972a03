/** Cookie names and lifetimes from the specification (section 9). */
export const COOKIE = {
  cart: 'ralph-cart',
  userType: 'ralph-user-type',
  selectedMarket: 'ralph-selected-market',
  checkoutMarket: 'ralph-checkout-market',
  consent: 'ralph-cookie-consent',
  /** Not named by the specification: rule 7's optional locale cookie. */
  locale: 'ralph-locale',
  /** Favorite product ids in the order added, comma-separated (client-set; the server renders the favorites page from it). */
  favorites: 'ralph-favorites',
  /**
   * The customer's API token (spec section 9's name). HttpOnly, set only by the Worker's login
   * (ARCHITECTURE decision 3): its presence is what "logged in" means to the pages.
   */
  token: 'apollo-token',
} as const;

/** What an API token may look like (a JWT or an opaque token); anything else is no token. */
export const TOKEN_PATTERN = /^[\w-]+(\.[\w-]+){0,2}$/;

export const ONE_YEAR_SECONDS = 31_536_000;

export const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** PERSON sees prices with VAT, an organisation without. */
export const vatIncludedFor = (type: CustomerType) => type === 'PERSON';

export const MAX_FAVORITES = 100;
/** Reads the favorites cookie: product ids, in order, without duplicates or garbage. */
export function parseFavorites(value: string | null | undefined): number[] {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d{1,9}$/.test(s)).map(Number).filter((n) => n > 0);
  return [...new Set(ids)].slice(-MAX_FAVORITES);
}
