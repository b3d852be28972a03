import type { PurchaseEvent } from '../../../client/analytics/ga4';
import { cartItemData } from '../../../client/analytics/items';
import type { Order } from '../../../shared/types';
import { hashed } from '../../edge/pii-hash';

export { hashed };

/**
 * checkout:purchase's data (the tag manager's `purchase`, mapped by client/analytics/ga4.ts), rendered
 * by the Worker so that personal data reaches the page's analytics code only hashed: the e-mail (of
 * the order just placed in this browser, else the logged-in customer's), first name, last name and
 * zip. Amounts inc VAT in major units.
 */
export async function purchaseData(
  order: Order,
  o: { email?: string; emailHash?: string; nthPurchase?: number | null } = {},
): Promise<PurchaseEvent> {
  const a = order.billingAddress;
  const [email, firstName, lastName, zip] = await Promise.all([
    o.emailHash || hashed(o.email),
    hashed(a.firstName),
    hashed(a.lastName),
    hashed(a.zip),
  ]);
  return {
    transaction_id: order.orderNumber,
    currency: order.currency,
    value: order.total.sellingIncVat,
    value_ex_tax: order.total.sellingExVat,
    tax: order.vat.sellingIncVat,
    shipping: order.shippingFee.sellingIncVat,
    coupon: order.promoCode,
    total_discount: order.discount.sellingIncVat,
    // The order's own discount (a promo code) is not in the lines' unit prices: ga4.ts spreads it.
    order_discount: order.discount.sellingIncVat,
    nth_purchase: o.nthPurchase ?? null,
    payment_type: order.paymentName,
    shipping_tier: order.shippingName,
    items: order.items.map((i) => cartItemData(i)),
    ...(email ? { user_email: email } : {}),
    ...(firstName ? { user_first_name: firstName } : {}),
    ...(lastName ? { user_last_name: lastName } : {}),
    ...(zip ? { user_zip: zip } : {}),
  };
}
