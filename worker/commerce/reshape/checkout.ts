import { z } from 'zod';
import type { Address, Checkout, Order, PaymentKind, PlacedOrder } from '../../../shared/types';
import { formatAmongSums } from '../../../shared/money';
import { CommerceError } from '../errors';
import { PriceSchema } from '../upstream-schemas';
import { toCart } from './cart';
import { parseUpstream, toPrice, type ImageOptions } from './upstream-parse';

/** A string the API may leave out or null: ''. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** AddressType as the API sends it (every field optional); `toAddress` fills the gaps. */
export const AddressSchema = z
  .looseObject({
    firstName: text,
    lastName: text,
    company: text,
    careOf: text,
    addressLine1: text,
    addressLine2: text,
    entryCode: text,
    zip: text,
    city: text,
    country: text,
    mobile: text,
    phone: text,
  })
  .nullish();

const ShippingOptionSchema = z.looseObject({
  id: z.number(),
  displayName: text,
  name: text,
  feeIncVat: z.number(),
  feeIncVatFormatted: text,
  feeExVatFormatted: text,
  isSelected: z.boolean().nullish(),
});
const PaymentOptionSchema = z.looseObject({
  id: z.number(),
  displayName: text,
  name: text,
  isSelected: z.boolean().nullish(),
  paymentType: text,
});

const CheckoutSchema = z.looseObject({
  email: text,
  identityNumber: text,
  billingAddress: AddressSchema,
  checkoutStatus: text,
  cart: z.unknown(),
  shippingOptions: z.array(ShippingOptionSchema.nullable()).nullish(),
  paymentOptions: z.array(PaymentOptionSchema.nullable()).nullish(),
});

const PlacedSchema = z.looseObject({
  orderId: z.string().nullish(),
  publicId: z.string().nullish(),
  status: text,
  redirectUrl: z.string().nullish(),
});

const OrderSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  publicId: z.string(),
  status: text,
  createdAt: text,
  currency: text,
  billingAddress: AddressSchema,
  shippingAddress: AddressSchema,
  cart: z.unknown(),
  paymentDetails: z.array(z.looseObject({ displayName: text, name: text }).nullable()).nullish(),
  shippingDetails: z.array(z.looseObject({ name: text }).nullable()).nullish(),
  orderTotal: PriceSchema,
  shippingFee: PriceSchema,
  discount: PriceSchema,
  vat: PriceSchema,
  fromBalance: z.number().nullish(),
  fromBalanceFormatted: text,
});

/** The Merchant API's payment types as the shop's methods; other providers are not offered. */
const KIND: Record<string, PaymentKind> = {
  GEINS_PAY: 'card',
  KLARNA: 'payLater',
  STANDARD: 'invoice',
};

export const toAddress = (a: z.infer<typeof AddressSchema>): Address => ({
  firstName: a?.firstName ?? '',
  lastName: a?.lastName ?? '',
  company: a?.company ?? '',
  careOf: a?.careOf ?? '',
  addressLine1: a?.addressLine1 ?? '',
  addressLine2: a?.addressLine2 ?? '',
  entryCode: a?.entryCode ?? '',
  zip: a?.zip ?? '',
  city: a?.city ?? '',
  country: a?.country ?? '',
  mobile: a?.mobile ?? '',
  phone: a?.phone ?? '',
});

export function toCheckout(raw: unknown, o: ImageOptions, askedPostcode: boolean): Checkout {
  const c = parseUpstream(CheckoutSchema, raw, 'checkout');
  // Asked without one, the checkout may answer with the postcode it keeps.
  const hasPostcode = askedPostcode || !!c.billingAddress?.zip;
  const shippingOptions = (c.shippingOptions ?? []).flatMap((s) =>
    s
      ? [
          {
            id: s.id,
            name: s.displayName || s.name,
            feeIncVat: s.feeIncVat,
            feeIncVatText: s.feeIncVatFormatted,
            feeExVatText: s.feeExVatFormatted,
            isSelected: s.isSelected ?? false,
          },
        ]
      : [],
  );
  return {
    cart: toCart(c.cart, o),
    shipping: !hasPostcode ? 'needsPostcode' : shippingOptions.length ? 'ok' : 'unknownPostcode',
    shippingOptions,
    paymentOptions: (c.paymentOptions ?? []).flatMap((p) => {
      const kind = p ? KIND[p.paymentType] : undefined;
      return p && kind
        ? [{ id: p.id, kind, name: p.displayName || p.name, isSelected: p.isSelected ?? false }]
        : [];
    }),
    blocked: c.checkoutStatus === 'CUSTOMER_BLACKLISTED',
    given: {
      email: c.email,
      identityNumber: c.identityNumber,
      address: toAddress(c.billingAddress),
    },
  };
}

/** placeOrder's answer; a 'completed' order without ids or a 'pending' one without a page is a shape error. */
export function toPlacedOrder(raw: unknown): PlacedOrder {
  const p = parseUpstream(PlacedSchema, raw, 'placed order');
  if (p.status === 'completed' && p.orderId && p.publicId)
    return { status: 'completed', orderId: p.orderId, publicId: p.publicId };
  if (p.status === 'pending' && p.redirectUrl)
    return { status: 'pending', redirectUrl: p.redirectUrl };
  throw CommerceError.shape('placed order', `status ${p.status} without its ids`);
}

export function toOrder(raw: unknown, o: ImageOptions): Order {
  const r = parseUpstream(OrderSchema, raw, 'order');
  const cart = toCart(r.cart, o);
  return {
    orderNumber: String(r.id ?? ''),
    publicId: r.publicId,
    status: r.status,
    createdAt: r.createdAt,
    currency: r.currency,
    cartId: cart.id,
    items: cart.items,
    promoCode: cart.promoCode,
    billingAddress: toAddress(r.billingAddress),
    shippingAddress: toAddress(r.shippingAddress),
    paymentName: r.paymentDetails?.find(Boolean)?.displayName ?? '',
    shippingName: r.shippingDetails?.find(Boolean)?.name ?? '',
    subTotal: cart.summary.subTotal,
    total: toPrice(r.orderTotal),
    shippingFee: toPrice(r.shippingFee),
    discount: toPrice(r.discount),
    vat: toPrice(r.vat),
    ...paidByBalance(r),
  };
}

/**
 * What the customer's balance paid (OrderType.fromBalance), and what is left for the payment method:
 * the API gives no text for that, so it is written as the order's money is (shared/money.ts).
 */
function paidByBalance(r: z.infer<typeof OrderSchema>): Pick<Order, 'balance'> {
  const paid = r.fromBalance ?? 0;
  if (!(paid > 0)) return {};
  const code = r.currency;
  const left = Math.round((r.orderTotal.sellingPriceIncVat - paid) * 100) / 100;
  const among = [r.orderTotal.sellingPriceIncVat, paid, left];
  // Both with cents when any of the three has them ("−10,00 €" by "69,95 €", decision 195).
  const text = (v: number) => formatAmongSums(v, code, among);
  return { balance: { paidText: text(paid), toPayText: text(left) } };
}
