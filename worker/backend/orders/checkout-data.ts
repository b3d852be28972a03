import { major } from '../money';
import { orderStatus, type LoadedOrder } from './order-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (id: string) => UUID.test(id);

/** The Merchant API's CheckoutOrderType of a stored order (no e-mail, no identity number). */
function checkoutOrderType(loaded: LoadedOrder) {
  const { order, rows } = loaded;
  return {
    orderId: String(order.id),
    transactionId: order.public_id,
    externalOrderId: order.payment_reference,
    status: orderStatus(loaded),
    billingAddress: JSON.parse(order.billing_address),
    shippingAddress: JSON.parse(order.shipping_address),
    message: order.message,
    currency: order.currency,
    marketId: order.market,
    languageId: order.language === 'en' ? 'en-US' : 'sv-SE',
    promoCode: order.promo_code,
    discountIncVat: major(order.discount),
    discountExVat: major(order.discount_ex),
    itemValueIncVat: major(order.goods),
    itemValueExVat: major(order.goods_ex),
    orderValueIncVat: major(order.total),
    orderValueExVat: major(order.total_ex),
    paymentFeeIncVat: 0,
    paymentFeeExVat: 0,
    shippingFeeIncVat: major(order.shipping_fee),
    shippingFeeExVat: major(order.shipping_fee_ex),
    sum: major(order.total),
    balance: major(order.from_balance),
    customerId: 0,
    customerTypeId: order.customer_type === 'ORGANIZATION' ? 2 : 1,
    customerGroupId: 0,
    gender: 'UNKNOWN',
    paymentId: order.payment_id,
    shippingId: order.shipping_id,
    rows: rows.map((r) => ({
      articleNumber: r.article_number,
      name: r.name,
      quantity: r.quantity,
      sku: String(r.sku_id),
      variant: r.size,
      productId: r.product_id,
      priceIncVat: major(r.unit_price),
      priceExVat: major(Math.round(r.total_ex / r.quantity)),
      discountIncVat: major(r.unit_price * r.quantity - r.total),
      discountExVat: 0,
      discountRate: 0,
      height: 0,
      length: 0,
      width: 0,
      weight: 0,
      currency: order.currency,
    })),
  };
}

/**
 * `checkout(id)` on return from a hosted payment: `completed` once the session's order exists (its
 * public id is the session id). Null for an id that is neither a session nor an order.
 */
export async function checkoutData(db: D1Database, id: string, loaded: LoadedOrder | null) {
  const session = await db
    .prepare('SELECT status FROM payment_sessions WHERE id = ?')
    .bind(id)
    .first<{ status: string }>();
  if (!session && !loaded) return null;
  const nth = loaded
    ? await db
        .prepare(
          `SELECT count(*) AS n FROM orders WHERE id <= ?1
          AND email = (SELECT email FROM orders WHERE id = ?1)`,
        )
        .bind(loaded.order.id)
        .first<{ n: number }>()
    : null;
  return {
    htmlSnippet: null,
    newCheckoutSession: false,
    completed: loaded !== null,
    nthPurchase: nth?.n ?? 0,
    order: loaded ? checkoutOrderType(loaded) : null,
    cart: null,
  };
}
