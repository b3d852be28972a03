import type { MarketSpec } from '../markets';

/**
 * The sandbox's carriers. Every known postcode gets a pickup point (the default) and most get home
 * delivery; express reaches the three Swedish city areas only. Fees are per market in minor units inc
 * VAT; standard methods are free over the market's threshold (499 SEK, 49 EUR), express never is.
 */
export interface ShippingMethod {
  id: number;
  name: 'pickup' | 'home' | 'express';
  fee: number;
  /** Free over the market's threshold (cart/pricing.ts freeShippingFor); false: always the fee. */
  freeOverThreshold: boolean;
}

const NAMES = {
  pickup: { sv: 'Hämta hos ombud', en: 'Pickup point' },
  home: { sv: 'Hemleverans', en: 'Home delivery' },
  express: { sv: 'Expressleverans', en: 'Express delivery' },
} as const;
export const shippingName = (name: ShippingMethod['name'], lang: 'sv' | 'en') => NAMES[name][lang];
/** The Merchant API's `shippingId` of each method. */
const IDS: Record<ShippingMethod['name'], number> = { pickup: 1, home: 2, express: 3 };
/** The name of the method with that `shippingId`; undefined for an id no longer offered. */
export const shippingNameById = (id: number, lang: 'sv' | 'en') => {
  const name = (Object.keys(IDS) as ShippingMethod['name'][]).find((n) => IDS[n] === id);
  return name && shippingName(name, lang);
};

interface MarketCarriers {
  postcode: RegExp;
  known: (code: number) => boolean;
  methods: (code: number, market: MarketSpec) => ShippingMethod[];
}

const pickup = (m: MarketSpec): ShippingMethod => ({
  id: IDS.pickup,
  name: 'pickup',
  fee: m.shippingFee,
  freeOverThreshold: true,
});
const home = (fee: number): ShippingMethod => ({
  id: IDS.home,
  name: 'home',
  fee,
  freeOverThreshold: true,
});
const EXPRESS: ShippingMethod = {
  id: IDS.express,
  name: 'express',
  fee: 14900,
  freeOverThreshold: false,
};
/** Stockholm 100–199, Malmö 200–239, Göteborg 400–449 (the postcode's first three digits). */
const SE_CITY = (code: number) => {
  const area = Math.floor(code / 100);
  return area <= 199 || (area >= 200 && area <= 239) || (area >= 400 && area <= 449);
};

const CARRIERS: Record<string, MarketCarriers> = {
  se: {
    postcode: /^[1-9]\d{2} ?\d{2}$/,
    known: (code) => code <= 98499,
    methods: (code, m) => [pickup(m), home(6900), ...(SE_CITY(code) ? [EXPRESS] : [])],
  },
  fi: {
    postcode: /^\d{5}$/,
    known: (code) => code >= 100 && code <= 99999,
    methods: (_, m) => [pickup(m), home(795)],
  },
  no: {
    postcode: /^\d{4}$/,
    known: (code) => code >= 1,
    methods: (_, m) => [pickup(m), home(6900)],
  },
  dk: { postcode: /^\d{4}$/, known: (code) => code >= 1000, methods: (_, m) => [pickup(m)] },
};

/** The methods that reach this postcode in the market; null when the postcode is unknown there. */
export function shippingMethods(market: MarketSpec, zip: string): ShippingMethod[] | null {
  const carriers = CARRIERS[market.alias];
  const compact = zip.trim();
  if (!carriers || !carriers.postcode.test(compact)) return null;
  const code = Number(compact.replace(/\s/g, ''));
  return carriers.known(code) ? carriers.methods(code, market) : null;
}
