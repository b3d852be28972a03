import { ADDRESS_FRAGMENT, ORDER_FRAGMENT } from './checkout';
import {
  CAMPAIGN_FRAGMENT,
  CART_FRAGMENT,
  PRICE_FRAGMENT,
  STOCK_FRAGMENT,
  withFragments,
} from './fragments';

// Account operations (issue 10). Every one but the reset and newsletter ones needs the customer's bearer.
// Favorites live in metaData as JSON {"favorites":[productIds]} (the Merchant API has no favorites).

const CART_DEPS = [CART_FRAGMENT, CAMPAIGN_FRAGMENT, PRICE_FRAGMENT, STOCK_FRAGMENT];
const ORDER_DEPS = [ORDER_FRAGMENT, ADDRESS_FRAGMENT, ...CART_DEPS];

export const USER_FRAGMENT = `fragment User on UserType {
  id email customerType newsletter personalId gender metaData memberType memberId
  address { ...Address }
  balances { currency amount amountFormatted }
}`;

export const GET_USER_QUERY = withFragments(
  `query getUser($channelId: String, $languageId: String, $marketId: String) {
  getUser(channelId: $channelId, languageId: $languageId, marketId: $marketId) { ...User }
}`,
  USER_FRAGMENT,
  ADDRESS_FRAGMENT,
);

/** Omitted or null fields keep their value (Merchant API); the address is merged field by field. */
export const UPDATE_USER_MUTATION = withFragments(
  `mutation updateUser($user: UserInputType!, $channelId: String, $languageId: String, $marketId: String) {
  updateUser(user: $user, channelId: $channelId, languageId: $languageId, marketId: $marketId) { ...User }
}`,
  USER_FRAGMENT,
  ADDRESS_FRAGMENT,
);

export const DELETE_USER_MUTATION = `mutation deleteUser($channelId: String, $languageId: String, $marketId: String) {
  deleteUser(channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

/** The customer's orders, newest first. */
export const GET_ORDERS_QUERY = withFragments(
  `query getOrders($channelId: String, $languageId: String, $marketId: String) {
  getOrders(channelId: $channelId, languageId: $languageId, marketId: $marketId) { ...Order }
}`,
  ...ORDER_DEPS,
);

/** One of the customer's orders; null when it is not theirs. */
export const GET_ORDER_QUERY = withFragments(
  `query getOrder($orderId: Int!, $channelId: String, $languageId: String, $marketId: String) {
  getOrder(orderId: $orderId, channelId: $channelId, languageId: $languageId, marketId: $marketId) { ...Order }
}`,
  ...ORDER_DEPS,
);

/** Always true, whether or not the address has an account. */
export const REQUEST_PASSWORD_RESET_MUTATION = `mutation requestPasswordReset($email: String!, $channelId: String, $languageId: String, $marketId: String) {
  requestPasswordReset(email: $email, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

/** password is the digest (research 1.1), never the plain password. False for an unknown, used or expired key. */
export const COMMIT_RESET_MUTATION = `mutation commitReset($resetKey: String!, $password: String!, $channelId: String, $languageId: String, $marketId: String) {
  commitReset(resetKey: $resetKey, password: $password, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

export const SUBSCRIBE_NEWSLETTER_MUTATION = `mutation subscribeToNewsletter($email: String!, $tags: [String], $channelId: String, $languageId: String, $marketId: String) {
  subscribeToNewsletter(email: $email, tags: $tags, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

/** A copy of the guest cart for the logged-in customer (resetPromotions: true after login). */
export const CLONE_CART_MUTATION = withFragments(
  `mutation cloneCart($id: String!, $resetPromotions: Boolean, $channelId: String, $languageId: String, $cartMarketAlias: String) {
  cloneCart(id: $id, resetPromotions: $resetPromotions, channelId: $channelId, languageId: $languageId, marketId: $cartMarketAlias) { ...Cart }
}`,
  ...CART_DEPS,
);

/** Extension (embedded backend only): a company asks for an account; an operator approves it. */
export const APPLY_COMPANY_ACCOUNT_MUTATION = `mutation applyForCompanyAccount($application: CompanyApplicationInput!, $channelId: String, $languageId: String, $marketId: String) {
  applyForCompanyAccount(application: $application, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

/** Extension (embedded backend only): an organisation customer asks for one more user. */
export const REQUEST_COMPANY_USER_MUTATION = `mutation requestCompanyUser($request: CompanyUserRequestInput!, $channelId: String, $languageId: String, $marketId: String) {
  requestCompanyUser(request: $request, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;
