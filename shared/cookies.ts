/** Cookie names and lifetimes from the specification (section 9). */
export const COOKIE = {
  cart: 'ralph-cart',
  userType: 'ralph-user-type',
  selectedMarket: 'ralph-selected-market',
  checkoutMarket: 'ralph-checkout-market',
  consent: 'ralph-cookie-consent',
  /** Not named by the specification: rule 7's optional locale cookie. */
  locale: 'ralph-locale',
} as const;

export const ONE_YEAR_SECONDS = 31_536_000;

export const CUSTOMER_TYPES = ['PERSON', 'ORGANIZATION'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** PERSON sees prices with VAT, an organisation without. */
export const vatIncludedFor = (type: CustomerType) => type === 'PERSON';
