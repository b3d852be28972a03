import {
  CAMPAIGN_FRAGMENT,
  CART_FRAGMENT,
  PRICE_FRAGMENT,
  STOCK_FRAGMENT,
  withFragments,
} from './fragments';

const CART_DEPS = [CART_FRAGMENT, CAMPAIGN_FRAGMENT, PRICE_FRAGMENT, STOCK_FRAGMENT];

// cartMarketAlias and checkoutMarketId keep the cart's market apart from the browsing market,
// which the client sets as marketId on every operation (original-storefront notes 2.0).
export const GET_CART_QUERY = withFragments(
  `query getCart($id: String!, $channelId: String, $languageId: String, $cartMarketAlias: String, $allowExternalShippingFee: Boolean) {
  getCart(id: $id, channelId: $channelId, languageId: $languageId, marketId: $cartMarketAlias, allowExternalShippingFee: $allowExternalShippingFee) { ...Cart }
}`,
  ...CART_DEPS,
);

export const ADD_TO_CART_MUTATION = withFragments(
  `mutation addToCart($id: String!, $item: CartItemInputType!, $allowExternalShippingFee: Boolean, $channelId: String, $languageId: String, $cartMarketAlias: String) {
  addToCart(id: $id, item: $item, allowExternalShippingFee: $allowExternalShippingFee, channelId: $channelId, languageId: $languageId, marketId: $cartMarketAlias) { ...Cart }
}`,
  ...CART_DEPS,
);

export const UPDATE_CART_ITEM_MUTATION = withFragments(
  `mutation updateCartItem($id: String!, $item: CartItemInputType!, $allowExternalShippingFee: Boolean, $channelId: String, $languageId: String, $cartMarketAlias: String) {
  updateCartItem(id: $id, item: $item, allowExternalShippingFee: $allowExternalShippingFee, channelId: $channelId, languageId: $languageId, marketId: $cartMarketAlias) { ...Cart }
}`,
  ...CART_DEPS,
);

export const SET_CART_PROMO_CODE_MUTATION = withFragments(
  `mutation setCartPromoCode($id: String!, $promoCode: String!, $channelId: String, $languageId: String, $checkoutMarketId: String) {
  setCartPromoCode(id: $id, promoCode: $promoCode, channelId: $channelId, languageId: $languageId, marketId: $checkoutMarketId) { ...Cart }
}`,
  ...CART_DEPS,
);
