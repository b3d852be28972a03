import { addressType, deliveryAddress, type Address } from '../checkout/input';
import { paymentName } from '../checkout/payment-methods';
import { shippingName } from '../checkout/shipping';
import type { Quote } from '../checkout/quote';
import { confirmationMail } from './order-mail';

export interface OrderRowDraft {
  skuId: number;
  productId: number;
  articleNumber: string;
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
  /** Before campaigns (unitPrice is after them). */
  regularPrice: number;
  total: number;
  totalEx: number;
  vatRate: number;
}

/** Everything an order stores, priced once from the quote (minor units, inc VAT unless Ex). */
export interface OrderDraft {
  publicId: string;
  cartId: string;
  cartVersion: number;
  market: string;
  language: 'sv' | 'en';
  currency: string;
  customerType: Quote['customerType'];
  email: string;
  identityNumber: string | null;
  billingAddress: Address;
  shippingAddress: Address;
  message: string | null;
  promoCode: string | null;
  paymentId: number;
  paymentName: string;
  paymentReference: string | null;
  shippingId: number;
  shippingName: string;
  goods: number;
  goodsEx: number;
  discount: number;
  discountEx: number;
  shippingFee: number;
  shippingFeeEx: number;
  total: number;
  totalEx: number;
  /** Paid by the customer's balance (debited in the order's batch); the payment is total − this. */
  fromBalance: number;
  rows: OrderRowDraft[];
  mail: { subject: string; body: string };
}

const minor = (major: number) => Math.round(major * 100);

/**
 * What the order of this quote costs (minor units, inc VAT), whatever pays it: the total before the
 * customer's balance (the summary's `total` is what is left to pay after it).
 */
export const orderTotal = (quote: Quote) =>
  minor(quote.cart.summary.balance.totalSellingPriceExBalanceIncVat);
/** What the customer's balance pays of it (minor units). */
export const fromBalance = (quote: Quote) => minor(quote.cart.summary.balance.pending);
/** What the payment method pays: the total less the balance (minor units). */
/** The payment's name of an order its customer's balance paid whole. */
export const BALANCE_PAYMENT = { sv: 'Saldo', en: 'Balance' } as const;

export const toPay = (quote: Quote) => orderTotal(quote) - fromBalance(quote);

/** The order of a quote whose shipping method is known (the caller checked it). */
export function orderDraft(
  quote: Quote,
  cartVersion: number,
  ids: { publicId: string; paymentReference: string | null },
): OrderDraft {
  const { scope, input, cart } = quote;
  const s = cart.summary;
  const shipping = quote.shipping as Exclude<Quote['shipping'], 'unknown' | null>;
  const goods = minor(s.subTotal.sellingPriceIncVat);
  const goodsEx = minor(s.subTotal.sellingPriceExVat);
  const shippingFee = minor(s.shipping.feeIncVat);
  const shippingFeeEx = minor(s.shipping.feeExVat);
  const total = orderTotal(quote);
  const totalEx = minor(s.balance.totalSellingPriceExBalanceExVat);
  const draft = {
    ...ids,
    cartId: cart.id,
    cartVersion,
    market: scope.market.alias,
    language: scope.lang,
    currency: scope.currency.code,
    customerType: quote.customerType,
    email: input.email!.trim(),
    // Kept for an invoice only, and none is sent when the balance pays it all.
    identityNumber:
      quote.payment.kind === 'invoice' && toPay(quote) > 0 ? input.identityNumber!.trim() : null,
    billingAddress: addressType(input.billingAddress),
    shippingAddress: addressType(deliveryAddress(input)),
    message: input.message?.trim().slice(0, 1000) || null,
    // A code under its minimum order gave nothing: the order does not name it (nor analytics' coupon).
    promoCode: s.promoDiscount > 0 ? cart.promoCode : null,
    paymentId: quote.payment.id,
    // An order the balance pays whole was paid by no method: it is named so (README 212).
    paymentName:
      toPay(quote) === 0
        ? BALANCE_PAYMENT[scope.lang]
        : paymentName(quote.payment.kind, quote.customerType, scope.lang),
    shippingId: shipping.id,
    shippingName: shippingName(shipping.name, scope.lang),
    goods,
    goodsEx,
    discount: goods + shippingFee - total,
    discountEx: goodsEx + shippingFeeEx - totalEx,
    shippingFee,
    shippingFeeEx,
    total,
    totalEx,
    fromBalance: fromBalance(quote),
    rows: cart.items.map((i) => ({
      skuId: i.skuId,
      productId: i.product.productId,
      articleNumber: i.product.articleNumber,
      name: i.product.name,
      size: i.product.skus.find((k) => k.skuId === i.skuId)?.name ?? '',
      quantity: i.quantity,
      unitPrice: minor(i.unitPrice.sellingPriceIncVat),
      regularPrice: minor(i.unitPrice.regularPriceIncVat),
      total: minor(i.totalPrice.sellingPriceIncVat),
      totalEx: minor(i.totalPrice.sellingPriceExVat),
      vatRate: i.vatRate,
    })),
  };
  return { ...draft, mail: confirmationMail(draft, scope) };
}
