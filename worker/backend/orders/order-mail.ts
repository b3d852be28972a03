import { anyCents, formatMoney } from '../money';
import { shownPostcode } from '../checkout/postcode';
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
    | 'entryCode'
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
  /** Paid by the customer's balance: the mail says so, and what the payment method pays. */
  fromBalance: number;
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
    freeShipping: 'Fri frakt',
    discount: 'Rabatt',
    total: 'Totalt inkl. moms',
    pricesEx: 'Priser exkl. moms',
    totalEx: 'Totalt exkl. moms',
    vat: 'Moms',
    vatIncluded: 'Varav moms',
    payment: 'Betalsätt',
    balance: 'Betalt med saldo',
    toPay: 'Återstående belopp',
    delivery: 'Leveransadress',
    entryCode: 'Portkod',
    entryCodeGiven: 'angiven',
  },
  en: {
    subject: `Order confirmation #${ORDER_NUMBER}`,
    hello: (name: string) => `Hi ${name},`,
    thanks: `Thank you for your order. Order number: #${ORDER_NUMBER}.`,
    shipping: 'Shipping',
    freeShipping: 'Free shipping',
    discount: 'Discount',
    total: 'Total inc. VAT',
    pricesEx: 'Prices excl. VAT',
    totalEx: 'Total excl. VAT',
    vat: 'VAT',
    vatIncluded: 'Of which VAT',
    payment: 'Payment method',
    balance: 'Paid with balance',
    toPay: 'Remaining amount',
    delivery: 'Delivery address',
    entryCode: 'Entry code',
    entryCodeGiven: 'provided',
  },
};

/**
 * The order confirmation, plain text, in the shopper's language: what the confirmation page shows
 * (worker/screens/orders/order-lines.tsx, order-addresses.tsx), free shipping and the VAT included
 * in words as there, and the delivery address with its country (always the market's: checkout/input.ts).
 */
export function confirmationMail(draft: MailOrder, scope: Scope) {
  const t = TEXTS[scope.lang];
  const money = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  const a = draft.shippingAddress;
  const ex = draft.customerType === 'ORGANIZATION';
  const discount = ex ? draft.discountEx : draft.discount;
  const fee = ex ? draft.shippingFeeEx : draft.shippingFee;
  // With cents when the sums around it have them ("−7,00 €" by "69,95 €"), as on the pages.
  const sums = ex
    ? [...draft.rows.map((r) => r.totalEx), draft.totalEx]
    : [...draft.rows.map((r) => r.total), draft.total];
  const discountText = formatMoney(discount, scope.currency, scope.moneyLocale, anyCents(...sums));
  // As the confirmation page writes it, one part a line, the postcode as the address's country
  // writes it (a country given by name is the market's); the country named is always the market's.
  // That a door code was given, under the checkout field's name (shared/i18n/sv-checkout.ts), not the
  // code: the address of a guest's mail is proven by nothing, and a mistyped one would give a stranger
  // the street and the way in. The pages behind the log-in or the confirmation cookie show it.
  const country = /^[a-z]{2}$/i.test(a.country) ? a.country : scope.market.country.code;
  const address = [
    a.company,
    `${a.firstName} ${a.lastName}`,
    a.careOf && `c/o ${a.careOf}`,
    a.addressLine1,
    a.addressLine2,
    `${shownPostcode(country, a.zip)} ${a.city}`,
    scope.market.country[scope.lang],
    a.entryCode && `${t.entryCode}: ${t.entryCodeGiven}`,
  ].filter(Boolean);
  const body = [
    t.hello(draft.billingAddress.firstName),
    '',
    t.thanks,
    '',
    ...(ex ? [`${t.pricesEx}:`] : []),
    ...draft.rows.map(
      (r) => `${r.quantity} × ${r.name} (${r.size})  ${money(ex ? r.totalEx : r.total)}`,
    ),
    `${t.shipping}: ${draft.shippingName}  ${fee === 0 ? t.freeShipping : money(fee)}`,
    // The pages' minus sign (U+2212) before the amount: a negative amount takes the money locale's
    // sign, which is a hyphen-minus in Danish ("-75 kr.").
    ...(discount > 0
      ? [`${t.discount}${draft.promoCode ? ` (${draft.promoCode})` : ''}: −${discountText}`]
      : []),
    ...(ex
      ? [`${t.totalEx}: ${money(draft.totalEx)}`, `${t.vat}: ${money(draft.total - draft.totalEx)}`]
      : [`${t.vatIncluded}: ${money(draft.total - draft.totalEx)}`]),
    `${t.total}: ${money(draft.total)}`,
    ...(draft.fromBalance > 0
      ? [
          `${t.balance}: −${money(draft.fromBalance)}`,
          `${t.toPay}: ${money(draft.total - draft.fromBalance)}`,
        ]
      : []),
    `${t.payment}: ${draft.paymentName}`,
    '',
    `${t.delivery}:`,
    ...address,
  ].join('\n');
  return { subject: t.subject, body };
}
