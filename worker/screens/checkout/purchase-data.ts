import type { Order } from '../../../shared/types';

/** Hex SHA-256 of the value trimmed and lower-cased (spec section 7); '' stays '' (skipped). */
export async function hashed(value: string): Promise<string> {
  const normal = value.trim().toLowerCase();
  if (!normal) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normal));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * checkout:purchase's data (the tag manager's `purchase`), rendered by the Worker so that personal
 * data reaches analytics code only hashed. Amounts inc VAT in major units.
 */
export async function purchaseData(order: Order, nthPurchase: number | null = null) {
  const a = order.billingAddress;
  const [firstName, lastName, zip] = await Promise.all([
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
    total_discount: order.discount.sellingIncVat,
    coupon: order.promoCode,
    nth_purchase: nthPurchase,
    payment_type: order.paymentName,
    shipping_tier: order.shippingName,
    items: order.items.map((i, index) => ({
      item_id: String(i.productId),
      item_name: i.name,
      item_brand: i.brand,
      item_variant: i.size || String(i.skuId),
      price: i.unitPrice.sellingIncVat,
      quantity: i.quantity,
      index,
    })),
    user_first_name: firstName,
    user_last_name: lastName,
    user_zip: zip,
  };
}
