import {
  CAMPAIGN_FRAGMENT,
  CART_FRAGMENT,
  PRICE_FRAGMENT,
  STOCK_FRAGMENT,
  withFragments,
} from './fragments';

const CART_DEPS = [CART_FRAGMENT, CAMPAIGN_FRAGMENT, PRICE_FRAGMENT, STOCK_FRAGMENT];

export const ADDRESS_FRAGMENT = `fragment Address on AddressType {
  firstName lastName company careOf addressLine1 addressLine2 entryCode zip city country mobile phone
}`;

export const SHIPPING_OPTION_FRAGMENT = `fragment ShippingOption on ShippingOptionType {
  id name displayName feeIncVat feeExVat feeIncVatFormatted feeExVatFormatted isDefault isSelected
  amountLeftToFreeShipping amountLeftToFreeShippingFormatted
}`;

export const PAYMENT_OPTION_FRAGMENT = `fragment PaymentOption on PaymentOptionType {
  id name displayName feeIncVat feeExVat feeIncVatFormatted feeExVatFormatted isDefault isSelected
  paymentType checkoutType
}`;

export const ORDER_FRAGMENT = `fragment Order on OrderType {
  id publicId status createdAt completedAt currency message
  billingAddress { ...Address } shippingAddress { ...Address }
  cart { ...Cart }
  paymentDetails { displayName name isPaid total paymentDate reservationNumber }
  shippingDetails { name shippingId parcelNumber trackingLink shippingDate }
  refunds { id itemId articleNumber createdAt reason total vat toBalance }
  orderTotal { ...Price } shippingFee { ...Price } discount { ...Price } vat { ...Price }
  fromBalance fromBalanceFormatted
}`;

// The checkout market goes as marketId (original-storefront notes 2.0: the cart follows it in checkout).
export const CREATE_OR_UPDATE_CHECKOUT_MUTATION = withFragments(
  `mutation createOrUpdateCheckout($cartId: String!, $checkout: CheckoutInputType, $channelId: String, $languageId: String, $checkoutMarketId: String) {
  createOrUpdateCheckout(cartId: $cartId, checkout: $checkout, channelId: $channelId, languageId: $languageId, marketId: $checkoutMarketId) {
    email identityNumber checkoutStatus
    cart { ...Cart }
    billingAddress { ...Address } shippingAddress { ...Address }
    shippingOptions { ...ShippingOption }
    paymentOptions { ...PaymentOption }
  }
}`,
  ...CART_DEPS,
  ADDRESS_FRAGMENT,
  SHIPPING_OPTION_FRAGMENT,
  PAYMENT_OPTION_FRAGMENT,
);

export const PLACE_ORDER_MUTATION = `mutation placeOrder($cartId: String!, $checkout: CheckoutInputType!, $channelId: String, $languageId: String, $checkoutMarketId: String) {
  placeOrder(cartId: $cartId, checkout: $checkout, channelId: $channelId, languageId: $languageId, marketId: $checkoutMarketId) {
    orderId publicId status redirectUrl
  }
}`;

export const ORDER_PUBLIC_QUERY = withFragments(
  `query getOrderPublic($publicOrderId: Guid!, $channelId: String, $languageId: String, $checkoutMarketId: String) {
  getOrderPublic(publicOrderId: $publicOrderId, channelId: $channelId, languageId: $languageId, marketId: $checkoutMarketId) { ...Order }
}`,
  ORDER_FRAGMENT,
  ADDRESS_FRAGMENT,
  ...CART_DEPS,
);

/** A redirect payment's state on return (id = the payment session, `geins-uid`). */
export const CHECKOUT_DATA_QUERY = `query checkout($id: String!, $paymentType: PaymentType!, $channelId: String, $languageId: String, $checkoutMarketId: String) {
  checkout(id: $id, paymentType: $paymentType, channelId: $channelId, languageId: $languageId, marketId: $checkoutMarketId) {
    completed nthPurchase
    order { orderId externalOrderId status currency orderValueIncVat orderValueExVat }
  }
}`;
