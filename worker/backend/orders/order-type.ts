import { loadProducts } from '../catalogue/product-loader';
import { paymentNameById } from '../checkout/payment-methods';
import { BALANCE_PAYMENT } from './order-draft';
import { shippingNameById } from '../checkout/shipping';
import { standardVat } from '../markets';
import { anyCents, exVat, formatMoney, major, priceType, vatGroups } from '../money';
import { scopeOf, type BackendContext, type Scope, type ScopeArgs } from '../scope';
import { orderStatus, type LoadedOrder, type OrderRecord } from './order-rows';

const EMPTY_BALANCE = (scope: Scope, total: ReturnType<typeof priceType>) => {
  const zero = formatMoney(0, scope.currency, scope.moneyLocale);
  return {
    remaining: 0,
    pending: 0,
    remainingFormatted: zero,
    pendingFormatted: zero,
    totalSellingPriceExBalanceIncVat: total.sellingPriceIncVat,
    totalSellingPriceExBalanceExVat: total.sellingPriceExVat,
    totalSellingPriceExBalanceIncVatFormatted: total.sellingPriceIncVatFormatted,
    totalSellingPriceExBalanceExVatFormatted: total.sellingPriceExVatFormatted,
  };
};

/** The ordered goods as a read-only, completed CartType, priced as they were ordered. */
async function orderCart(ctx: BackendContext, scope: Scope, loaded: LoadedOrder) {
  const { order, rows } = loaded;
  const shippingName = shippingNameIn(scope, loaded);
  const products = new Map(
    (await loadProducts(ctx.db, scope, [...new Set(rows.map((r) => r.product_id))])).map((p) => [
      p.productId,
      p,
    ]),
  );
  const total = priceType(scope, order.total + order.discount, order.total, 25, {
    regularEx: order.total_ex + order.discount_ex,
    sellingEx: order.total_ex,
  });
  const vats = new Map<number, number>();
  for (const r of rows) vats.set(r.vat_rate, (vats.get(r.vat_rate) ?? 0) + r.total - r.total_ex);
  const fee = order.shipping_fee;
  const standard = standardVat(scope.market);
  vats.set(standard, (vats.get(standard) ?? 0) + fee - order.shipping_fee_ex);
  const f = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  return {
    id: order.cart_id,
    isCompleted: true,
    promoCode: order.promo_code,
    freeShipping: fee === 0,
    fixedDiscount: 0,
    appliedCampaigns: [],
    items: rows.flatMap((r) => {
      const found = products.get(r.product_id);
      if (!found) return [];
      const { vatRate: _rate, ...product } = found;
      const regular = r.regular_price ?? r.unit_price;
      return [
        {
          id: `${order.public_id}:${r.sku_id}`,
          skuId: r.sku_id,
          quantity: r.quantity,
          product,
          unitPrice: priceType(scope, regular, r.unit_price, r.vat_rate),
          totalPrice: priceType(scope, regular * r.quantity, r.total, r.vat_rate, {
            regularEx: exVat(regular * r.quantity, r.vat_rate),
            sellingEx: r.total_ex,
          }),
          campaign: { appliedCampaigns: [], prices: [] },
        },
      ];
    }),
    summary: {
      subTotal: priceType(scope, order.goods, order.goods, 25, {
        regularEx: order.goods_ex,
        sellingEx: order.goods_ex,
      }),
      shipping: {
        id: order.shipping_id,
        name: shippingName,
        displayName: shippingName,
        feeIncVat: major(fee),
        feeExVat: major(order.shipping_fee_ex),
        feeIncVatFormatted: f(fee),
        feeExVatFormatted: f(order.shipping_fee_ex),
        isDefault: false,
        isSelected: true,
        amountLeftToFreeShipping: 0,
        amountLeftToFreeShippingFormatted: f(0),
      },
      total,
      balance: EMPTY_BALANCE(scope, total),
      vats: vatGroups(vats),
      fixedAmountDiscountIncVat: 0,
      fixedAmountDiscountExVat: 0,
    },
  };
}

/**
 * The methods' names in the language asked for; the name the order was placed with (in its own
 * language) for a method no longer offered.
 */
const shippingNameIn = (scope: Scope, { order }: LoadedOrder) =>
  shippingNameById(order.shipping_id, scope.lang) ?? order.shipping_name;
/** A shipment keeps the name its order was placed with: named again like the order's method. */
const shipmentNameIn = (scope: Scope, shipment: Record<string, unknown>) =>
  shippingNameById(Number(shipment.shipping_id), scope.lang) ?? String(shipment.name);
/** An order its customer's balance paid whole was paid by no method: named so (README 212). */
const paymentNameIn = (scope: Scope, { order }: LoadedOrder) =>
  order.from_balance > 0 && order.from_balance >= order.total
    ? BALANCE_PAYMENT[scope.lang]
    : (paymentNameById(order.payment_id, order.customer_type, scope.lang) ?? order.payment_name);

/**
 * The Merchant API's OrderType. Status is the specification's own (received, processing, completed,
 * cancelled). No e-mail and no identity number: it answers whoever holds the public id.
 */
export async function orderType(ctx: BackendContext, args: ScopeArgs, loaded: LoadedOrder) {
  const { order } = loaded;
  const scope = scopeOf({
    ...args,
    marketId: order.market,
    languageId: args.languageId ?? order.language,
  });
  const money = (inc: number, ex: number) =>
    priceType(scope, inc, inc, 25, { regularEx: ex, sellingEx: ex });
  // An order its balance paid in whole has no payment to wait for.
  const paid = loaded.payment === 'paid' || order.from_balance >= order.total;
  const paymentName = paymentNameIn(scope, loaded);
  // A declined payment gave the balance back (payments/settle.ts): the order says it used none.
  const fromBalance = loaded.payment === 'declined' ? 0 : order.from_balance;
  return {
    id: order.id,
    publicId: order.public_id,
    status: orderStatus(loaded),
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    completedAt: order.completed_at,
    currency: order.currency,
    message: order.message,
    billingAddress: JSON.parse(order.billing_address),
    shippingAddress: JSON.parse(order.shipping_address),
    cart: () => orderCart(ctx, scope, loaded),
    orderTotal: money(order.total, order.total_ex),
    shippingFee: money(order.shipping_fee, order.shipping_fee_ex),
    discount: discountType(scope, order),
    paymentFee: money(0, 0),
    vat: money(order.total - order.total_ex, order.total - order.total_ex),
    fromBalance: major(fromBalance),
    fromBalanceFormatted: formatMoney(fromBalance, scope.currency, scope.moneyLocale),
    paymentDetails: [
      {
        id: order.id,
        paymentId: order.payment_id,
        transactionId: order.payment_reference ?? order.public_id,
        displayName: paymentName,
        name: paymentName,
        isPaid: paid,
        paymentDate: paid ? order.created_at : null,
        paymentFee: 0,
        paymentOption: String(order.payment_id),
        reservationDate: order.created_at,
        reservationNumber: order.payment_reference,
        shippingFee: major(order.shipping_fee),
        // The payment is for what the balance left.
        total: major(order.total - order.from_balance),
      },
    ],
    shippingDetails: loaded.shipments.length
      ? loaded.shipments.map((s) => ({
          id: s.id,
          name: shipmentNameIn(scope, s),
          shippingId: s.shipping_id,
          parcelNumber: s.parcel_number,
          trackingLink: s.tracking_link,
          shippingDate: s.shipping_date,
        }))
      : [{ id: 0, name: shippingNameIn(scope, loaded), shippingId: order.shipping_id }],
    refunds: loaded.refunds.map((r) => ({
      id: r.id,
      itemId: r.sku_id ?? 0,
      articleNumber: r.article_number,
      createdAt: r.created_at,
      reason: r.reason,
      reasonCode: r.reason_code,
      refundType: r.refund_type,
      toBalance: r.to_balance === 1,
      total: major(Number(r.total)),
      vat: major(Number(r.vat)),
    })),
  };
}

/**
 * The order's discount as its sums are written: with cents when the goods or the total have them
 * ("−7,00 €" between "69,95 €" and "62,95 €"), whole otherwise ("−100 kr").
 */
function discountType(scope: Scope, o: OrderRecord) {
  const price = priceType(scope, o.discount, o.discount, 25, {
    regularEx: o.discount_ex,
    sellingEx: o.discount_ex,
  });
  const f = (minor: number, among: number[]) =>
    formatMoney(minor, scope.currency, scope.moneyLocale, anyCents(...among));
  const inc = f(o.discount, [o.goods, o.total]);
  const ex = f(o.discount_ex, [o.goods_ex, o.total_ex]);
  return {
    ...price,
    sellingPriceIncVatFormatted: inc,
    regularPriceIncVatFormatted: inc,
    sellingPriceExVatFormatted: ex,
    regularPriceExVatFormatted: ex,
  };
}
