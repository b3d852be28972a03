import type { MarketSpec } from '../markets';

export type CustomerType = 'PERSON' | 'ORGANIZATION';
export type PaymentKind = 'card' | 'paylater' | 'invoice';

/**
 * What a shopper may pay with: card and pay-later in every market, invoice in se only (organisations
 * get it first, as businesses usually pay by invoice). The ids are the Merchant API's `paymentId`s.
 */
export interface PaymentMethod {
  id: number;
  kind: PaymentKind;
  paymentType: 'GEINS_PAY' | 'KLARNA' | 'STANDARD';
  checkoutType: 'GEINS_PAY' | 'EXTERNAL' | 'STANDARD';
}

export const PAYMENT_METHODS: Record<PaymentKind, PaymentMethod> = {
  card: { id: 1, kind: 'card', paymentType: 'GEINS_PAY', checkoutType: 'GEINS_PAY' },
  paylater: { id: 2, kind: 'paylater', paymentType: 'KLARNA', checkoutType: 'EXTERNAL' },
  invoice: { id: 3, kind: 'invoice', paymentType: 'STANDARD', checkoutType: 'STANDARD' },
};

const NAMES: Record<PaymentKind, Record<CustomerType, { sv: string; en: string }>> = {
  card: {
    PERSON: { sv: 'Kort', en: 'Card' },
    ORGANIZATION: { sv: 'Företagskort', en: 'Company card' },
  },
  paylater: {
    PERSON: { sv: 'Betala senare', en: 'Pay later' },
    ORGANIZATION: { sv: 'Betala senare för företag', en: 'Pay later for business' },
  },
  invoice: {
    PERSON: { sv: 'Faktura', en: 'Invoice' },
    ORGANIZATION: { sv: 'Företagsfaktura', en: 'Business invoice' },
  },
};
export const paymentName = (kind: PaymentKind, type: CustomerType, lang: 'sv' | 'en') =>
  NAMES[kind][type][lang];
/** The name of the method with that `paymentId`; undefined for an id no longer offered. */
export function paymentNameById(id: number, type: CustomerType, lang: 'sv' | 'en') {
  const method = Object.values(PAYMENT_METHODS).find((m) => m.id === id);
  return method && paymentName(method.kind, type, lang);
}

/** The methods offered, the default first. */
export function paymentMethods(market: MarketSpec, type: CustomerType): PaymentMethod[] {
  const { card, paylater, invoice } = PAYMENT_METHODS;
  if (market.alias !== 'se') return [card, paylater];
  return type === 'ORGANIZATION' ? [invoice, card, paylater] : [card, paylater, invoice];
}
