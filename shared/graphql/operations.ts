import {
  ADD_TO_CART_MUTATION,
  GET_CART_QUERY,
  SET_CART_PROMO_CODE_MUTATION,
  UPDATE_CART_ITEM_MUTATION,
} from './cart';
import {
  BRANDS_QUERY,
  CATEGORIES_QUERY,
  LIST_PAGE_INFO_QUERY,
  PRODUCT_LIST_QUERY,
  PRODUCT_QUERY,
  PRODUCTS_QUERY,
  REVIEWS_QUERY,
  SEARCH_SUGGESTIONS_QUERY,
  MONITOR_AVAILABILITY_MUTATION,
  POST_REVIEW_MUTATION,
} from './catalogue';
import { CHANNEL_QUERY } from './channel';
import {
  CHECKOUT_DATA_QUERY,
  CREATE_OR_UPDATE_CHECKOUT_MUTATION,
  ORDER_PUBLIC_QUERY,
  PLACE_ORDER_MUTATION,
} from './checkout';
import { MENU_QUERY, WIDGET_AREA_QUERY } from './content';
import {
  APPLY_COMPANY_ACCOUNT_MUTATION,
  CLONE_CART_MUTATION,
  COMMIT_RESET_MUTATION,
  DELETE_USER_MUTATION,
  GET_ORDER_QUERY,
  GET_ORDERS_QUERY,
  GET_USER_QUERY,
  REQUEST_COMPANY_USER_MUTATION,
  REQUEST_PASSWORD_RESET_MUTATION,
  SUBSCRIBE_NEWSLETTER_MUTATION,
  UPDATE_USER_MUTATION,
} from './account';

/** Every operation the storefront sends upstream, by operation name. Checked by ../shared/tools/geins-contract.mjs. */
export const OPERATIONS = {
  channel: CHANNEL_QUERY,
  categories: CATEGORIES_QUERY,
  brands: BRANDS_QUERY,
  products: PRODUCTS_QUERY,
  productList: PRODUCT_LIST_QUERY,
  searchSuggestions: SEARCH_SUGGESTIONS_QUERY,
  queryReviews: REVIEWS_QUERY,
  monitorProductAvailability: MONITOR_AVAILABILITY_MUTATION,
  postProductReview: POST_REVIEW_MUTATION,
  widgetArea: WIDGET_AREA_QUERY,
  getMenuAtLocation: MENU_QUERY,
  listPageInfo: LIST_PAGE_INFO_QUERY,
  product: PRODUCT_QUERY,
  getCart: GET_CART_QUERY,
  addToCart: ADD_TO_CART_MUTATION,
  updateCartItem: UPDATE_CART_ITEM_MUTATION,
  setCartPromoCode: SET_CART_PROMO_CODE_MUTATION,
  createOrUpdateCheckout: CREATE_OR_UPDATE_CHECKOUT_MUTATION,
  placeOrder: PLACE_ORDER_MUTATION,
  getOrderPublic: ORDER_PUBLIC_QUERY,
  checkout: CHECKOUT_DATA_QUERY,
  getUser: GET_USER_QUERY,
  updateUser: UPDATE_USER_MUTATION,
  deleteUser: DELETE_USER_MUTATION,
  getOrders: GET_ORDERS_QUERY,
  getOrder: GET_ORDER_QUERY,
  requestPasswordReset: REQUEST_PASSWORD_RESET_MUTATION,
  commitReset: COMMIT_RESET_MUTATION,
  subscribeToNewsletter: SUBSCRIBE_NEWSLETTER_MUTATION,
  cloneCart: CLONE_CART_MUTATION,
} as const;
export type OperationName = keyof typeof OPERATIONS;

/** Operations the Merchant API lacks on purpose, served by the embedded backend only. */
export const EXTENSION_OPERATIONS = {
  applyForCompanyAccount: APPLY_COMPANY_ACCOUNT_MUTATION,
  requestCompanyUser: REQUEST_COMPANY_USER_MUTATION,
} as const;

/** Catalogue operations: shared by every visitor, so they may be cached at the edge (ARCHITECTURE decision 4). */
export const CACHEABLE_OPERATIONS: ReadonlySet<OperationName> = new Set([
  'channel',
  'categories',
  'brands',
  'products',
  'productList',
  'searchSuggestions',
  'queryReviews',
  'widgetArea',
  'getMenuAtLocation',
  'listPageInfo',
  'product',
]);
