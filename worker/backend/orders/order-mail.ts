import { formatMoney } from '../money';
import type { Scope } from '../scope';

/**
 * What the mail tells of an order (minor units, inc VAT; `…Ex` without). An organisation saw its
 * prices without VAT, so its mail gives them so, with the VAT and the total inc VAT after.
 */
export interface MailOrder {
  customerType: 'PERSON' | 'ORGANIZATION';
  billingAddress: { firstName: string };
  shippingAddress: Record<
    | 'company'
    | 'firstName'
    | 'lastName'
    | 'careOf'
    | 'addressLine1'
    | 'addressLine2'
    | 'zip'
    | 'city'
    | 'country',
    string
  >;
  rows: { quantity: number; name: string; size: string; total: number; totalEx: number }[];
  /** The order's discount (the rows' totals are after their own campaigns): rows + shipping − this = total. */
  discount: number;
  discountEx: number;
  promoCode: string | null;
  shippingName: string;
  shippingFee: number;
  shippingFeeEx: number;
  total: number;
  totalEx: number;
  paymentName: string;
}

/** `{orderNumber}` is filled in by the order batch, which alone knows the number. */
export const ORDER_NUMBER = '{orderNumber}';

const TEXTS = {
  sv: {
    subject: `Orderbekräftelse #${ORDER_NUMBER}`,
    hello: (name: string) => `Hej ${name}!`,
    thanks: `Tack för din order. Ordernummer: #${ORDER_NUMBER}.`,
    shipping: 'Frakt',
    discount: 'Rabatt',
    total: 'Totalt inkl. moms',
    pricesEx: 'Priser exkl. moms',
    totalEx: 'Totalt exkl. moms',
    vat: 'Moms',
    payment: 'Betalsätt',
    delivery: 'Leveransadress',
  },
  en: {
    subject: `Order confirmation #${ORDER_NUMBER}`,
    hello: (name: string) => `Hi ${name},`,
    thanks: `Thank you for your order. Order number: #${ORDER_NUMBER}.`,
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total inc. VAT',
    pricesEx: 'Prices excl. VAT',
    totalEx: 'Total excl. VAT',
    vat: 'VAT',
    payment: 'Payment method',
    delivery: 'Delivery address',
  },
};

/** A Swedish postcode as it is written (11122 → 111 22); others as given. */
const shownZip = (zip: string, country: string) =>
  country.toUpperCase() === 'SE' && /^\d{5}$/.test(zip)
    ? `${zip.slice(0, 3)} ${zip.slice(3)}`
    : zip;

/** The order confirmation, plain text, in the shopper's language. */
export function confirmationMail(draft: MailOrder, scope: Scope) {
  const t = TEXTS[scope.lang];
  const money = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  const a = draft.shippingAddress;
  const ex = draft.customerType === 'ORGANIZATION';
  const discount = ex ? draft.discountEx : draft.discount;
  const body = [
    t.hello(draft.billingAddress.firstName),
    '',
    t.thanks,
    '',
    ...(ex ? [`${t.pricesEx}:`] : []),
    ...draft.rows.map(
      (r) => `${r.quantity} × ${r.name} (${r.size})  ${money(ex ? r.totalEx : r.total)}`,
    ),
    `${t.shipping}: ${draft.shippingName}  ${money(ex ? draft.shippingFeeEx : draft.shippingFee)}`,
    // The pages' minus sign (U+2212) before the amount: a negative amount takes the money locale's
    // sign, which is a hyphen-minus in Danish ("-75 kr.").
    ...(discount > 0
      ? [`${t.discount}${draft.promoCode ? ` (${draft.promoCode})` : ''}: −${money(discount)}`]
      : []),
    ...(ex
      ? [`${t.totalEx}: ${money(draft.totalEx)}`, `${t.vat}: ${money(draft.total - draft.totalEx)}`]
      : []),
    `${t.total}: ${money(draft.total)}`,
    `${t.payment}: ${draft.paymentName}`,
    '',
    `${t.delivery}:`,
    [a.company, `${a.firstName} ${a.lastName}`, a.careOf, a.addressLine1, a.addressLine2]
      .filter(Boolean)
      .join('\n'),
    `${shownZip(a.zip, a.country)} ${a.city}`,
  ].join('\n');
  return { subject: t.subject, body };
}
