import { apiError } from '../errors';
import { cartType, type CartRow, type PriceCart } from '../cart/cart-type';
import { freeShippingFor, withBalance, type ShippingChoice } from '../cart/pricing';
import { standardVat } from '../markets';
import { exVat, formatMoney, major } from '../money';
import { scopeOf, type BackendContext, type Scope, type ScopeArgs } from '../scope';
import { zipOf, type CheckoutInput } from './input';
import {
  paymentMethods,
  paymentName,
  type CustomerType,
  type PaymentMethod,
} from './payment-methods';
import { shippingMethods, shippingName, type ShippingMethod } from './shipping';

export interface CheckoutArgs extends ScopeArgs {
  cartId: string;
  checkout?: CheckoutInput | null;
  /** Not a GraphQL argument: the customer of the request's bearer, whose balance pays first. */
  customerId?: number | null;
}

/** The customer's balance in a currency, minor units (0 without a customer or a row). */
export async function balanceOf(
  db: D1Database,
  customerId: number | null | undefined,
  code: string,
) {
  if (!customerId) return 0;
  const row = await db
    .prepare('SELECT amount FROM customer_balances WHERE customer_id = ? AND currency = ?')
    .bind(customerId, code)
    .first<{ amount: number }>();
  return Math.max(0, row?.amount ?? 0);
}

/**
 * The checkout as the shopper's choices make it: the cart priced in the checkout market with the chosen
 * shipping method, the shipping and payment methods on offer (a choice not on offer falls back to the
 * default). `shipping` is null when no postcode is given, 'unknown' when no carrier knows it.
 * `price` prices the cart when its lines are read already (readCart, for the same market). A
 * logged-in customer's balance in the checkout's currency pays first (pricing.ts withBalance).
 */
export async function quoteCheckout(
  ctx: BackendContext,
  cart: CartRow,
  args: CheckoutArgs,
  price?: PriceCart,
) {
  const scope = scopeOf({ ...args, marketId: args.marketId ?? cart.market });
  const input = args.checkout ?? {};
  const customerType = input.customerType ?? 'PERSON';
  const zip = zipOf(input);
  const methods = zip ? shippingMethods(scope.market, zip) : null;
  const shipping = methods?.find((m) => m.id === input.shippingId) ?? methods?.[0] ?? null;
  const choice = shipping ? shippingChoice(scope, shipping) : undefined;
  const [unpaid, balance] = await Promise.all([
    price
      ? price(cart, choice)
      : cartType(ctx, cart, { ...args, marketId: scope.market.alias }, choice),
    balanceOf(ctx.db, args.customerId, scope.currency.code),
  ]);
  const priced = { ...unpaid, summary: withBalance(scope, unpaid.summary, balance) };
  const payments = paymentMethods(scope.market, customerType);
  const payment = payments.find((p) => p.id === input.paymentId) ?? payments[0]!;
  const goods = priced.summary.goodsAfterDiscounts;
  return {
    scope,
    input,
    customerType,
    cart: priced,
    shipping: zip && !methods ? ('unknown' as const) : shipping,
    shippingOptions: (methods ?? []).map((m) => shippingOption(scope, m, goods, m === shipping)),
    payment,
    paymentOptions: payments.map((p) => paymentOption(scope, p, customerType, p === payment)),
  };
}
export type Quote = Awaited<ReturnType<typeof quoteCheckout>>;

export const noShippingOptions = () =>
  apiError('No shipping options for the postal code', 'NO_SHIPPING_OPTIONS', {
    fields: ['zip'],
  });

function shippingChoice(scope: Scope, m: ShippingMethod): ShippingChoice {
  return {
    id: m.id,
    name: m.name,
    displayName: shippingName(m.name, scope.lang),
    fee: m.fee,
    freeOver: m.freeOverThreshold ? scope.market.freeShippingOver : null,
    chosen: true,
  };
}

function shippingOption(scope: Scope, m: ShippingMethod, goods: number, selected: boolean) {
  const threshold = m.freeOverThreshold ? scope.market.freeShippingOver : null;
  const { free, left } = freeShippingFor(threshold, goods);
  const fee = free ? 0 : m.fee;
  const f = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  return {
    id: m.id,
    name: m.name,
    displayName: shippingName(m.name, scope.lang),
    feeIncVat: major(fee),
    feeExVat: major(exVat(fee, standardVat(scope.market))),
    feeIncVatFormatted: f(fee),
    feeExVatFormatted: f(exVat(fee, standardVat(scope.market))),
    isDefault: m.id === 1,
    isSelected: selected,
    externalId: null,
    logo: null,
    amountLeftToFreeShipping: major(left),
    amountLeftToFreeShippingFormatted: f(Math.max(0, left)),
  };
}

function paymentOption(scope: Scope, p: PaymentMethod, type: CustomerType, selected: boolean) {
  const zero = formatMoney(0, scope.currency, scope.moneyLocale);
  const name = paymentName(p.kind, type, scope.lang);
  return {
    id: p.id,
    name: p.kind,
    displayName: name,
    logo: null,
    feeIncVat: 0,
    feeExVat: 0,
    feeIncVatFormatted: zero,
    feeExVatFormatted: zero,
    isDefault: p === paymentMethods(scope.market, type)[0],
    isSelected: selected,
    paymentType: p.paymentType,
    checkoutType: p.checkoutType,
    paymentData: null,
    newCheckoutSession: false,
  };
}
