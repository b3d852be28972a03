import { formatMoney } from '../money';
import type { Scope } from '../scope';

/** What the mail tells of an order (minor units inc VAT). */
export interface MailOrder {
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
  rows: { quantity: number; name: string; size: string; total: number }[];
  /** The order's discount inc VAT (the rows' totals are after their own campaigns): rows + shipping − this = total. */
  discount: number;
  promoCode: string | null;
  shippingName: string;
  shippingFee: number;
  total: number;
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
  const body = [
    t.hello(draft.billingAddress.firstName),
    '',
    t.thanks,
    '',
    ...draft.rows.map((r) => `${r.quantity} × ${r.name} (${r.size})  ${money(r.total)}`),
    `${t.shipping}: ${draft.shippingName}  ${money(draft.shippingFee)}`,
    ...(draft.discount > 0
      ? [
          `${t.discount}${draft.promoCode ? ` (${draft.promoCode})` : ''}: ${money(-draft.discount)}`,
        ]
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
