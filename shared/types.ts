/** Domain types: what components see. The commerce client reshapes upstream data into these. */
import type { Locale } from './locales';

/** One price in both VAT modes, numbers in major units and formatted strings. */
export interface Price {
  sellingIncVat: number;
  sellingExVat: number;
  regularIncVat: number;
  regularExVat: number;
  sellingIncVatText: string;
  sellingExVatText: string;
  regularIncVatText: string;
  regularExVatText: string;
  isDiscounted: boolean;
  discountPercentage: number;
}

export interface Stock {
  inStock: number;
  oversellable: number;
  static: number;
  totalStock: number;
  incoming: string | null;
}
export interface Sku {
  skuId: number;
  name: string;
  stock: Stock;
}
export interface Campaign {
  name: string;
  hideTitle: boolean;
}
export interface Crumb {
  name: string;
  path: string;
}

export interface ProductSummary {
  productId: number;
  alias: string;
  path: string;
  name: string;
  brand: string;
  image: string | null;
  price: Price;
  campaigns: Campaign[];
  totalStock: Stock;
  skus: Sku[];
  /** The primary category's name and whether the price is a price campaign (analytics item fields). */
  categoryName: string;
  priceCampaign: boolean;
}

export interface ProductDetail extends ProductSummary {
  articleNumber: string;
  category: Crumb & { alias: string };
  brandAlias: string;
  images: string[];
  shortText: string;
  longText: string;
  specifications: { name: string; value: string }[];
  rating: { score: number; count: number };
  meta: { title: string; description: string };
  /** Prices of the last 30 days, oldest first, consecutive equal prices collapsed (see PriceLogEntry). */
  priceHistory: PriceLogEntry[];
  /** The product's colour variants (itself included), empty when it has none. */
  variants: Variant[];
  /**
   * The second variant level within the current colour (e.g. length), when the group has one; sizes, the
   * last level, are the product's SKUs. `dimension` is the API's name for it.
   */
  subVariants: { dimension: string; options: Variant[] } | null;
}
export interface Variant {
  productId: number;
  label: string;
  value: string;
  path: string;
  image: string | null;
  current: boolean;
  available: boolean;
}
/** A price change: the date it took effect and the new selling price; `isLowest` marks the 30-day low. */
export interface PriceLogEntry {
  date: string;
  incVat: number;
  exVat: number;
  incVatText: string;
  exVatText: string;
  isLowest: boolean;
}

export interface Brand {
  id: number;
  name: string;
  alias: string;
  path: string;
}
export interface Category {
  id: number;
  parentId: number;
  name: string;
  alias: string;
  path: string;
}
export interface ListPage {
  id: number;
  name: string;
  path: string;
  description: string;
  hideTitle: boolean;
  meta: { title: string; description: string };
  subCategories: Category[];
}
export interface ProductList {
  count: number;
  /** The count is a lower bound: a search matched more than it lists (shared/search-cap.ts). */
  more?: boolean;
  products: ProductSummary[];
}
/** A facet value; `id` goes into the products query's filter, `parentId` nests categories. */
export interface FacetValue {
  id: string;
  parentId: string | null;
  label: string;
  count: number;
}
/** A facet group with the URL parameter that holds its selection (see shared/list-selection.ts). */
export interface FacetGroup {
  param: string;
  type: string;
  label: string;
  values: FacetValue[];
}
export interface FilteredProductList extends ProductList {
  facets: FacetGroup[];
}

export interface Market {
  id: string;
  alias: string;
  defaultLocale: Locale;
  locales: Locale[];
  country: { code: string; name: string };
  currency: string;
}
export interface Channel {
  id: string;
  defaultMarket: string;
  markets: Market[];
}

export interface CartItem {
  skuId: number;
  quantity: number;
  productId: number;
  name: string;
  brand: string;
  path: string;
  image: string | null;
  size: string;
  maxQuantity: number;
  unitPrice: Price;
  totalPrice: Price;
  /** The product's primary category and price campaign flag (analytics item fields). */
  categoryName: string;
  priceCampaign: boolean;
}
export interface CartSummary {
  subTotal: Price;
  total: Price;
  vatText: string;
  /**
   * The discount on the order as a whole (a promo code) inc VAT, in major units: not in the lines'
   * prices, which the checkout's analytics spread it over (client/analytics/line-prices.ts).
   */
  discountIncVat: number;
  discountIncVatText: string;
  discountExVatText: string;
  hasDiscount: boolean;
  shipping: {
    feeIncVat: number;
    feeIncVatText: string;
    feeExVatText: string;
    isDefault: boolean;
    amountLeft: number;
    amountLeftText: string;
  };
  /**
   * What a logged-in customer's balance pays (only in their checkout, when it pays anything): `total`
   * stays the order's total, and the shopper pays `toPayText`.
   */
  balance?: {
    /** The whole balance in the cart's currency (major units), what it pays or not: the shown-cart key's. */
    available: number;
    pendingText: string;
    toPayText: string;
    /** Nothing is left to pay: no payment method's own fields are asked (README decision 214). */
    paysAll: boolean;
  };
}
export interface Cart {
  id: string;
  items: CartItem[];
  promoCode: string | null;
  summary: CartSummary;
}
/**
 * The cart as the browser sees it (page state, /graphql answers): without its id, which stays in the
 * HttpOnly cookie and on the server, so that no script on the page can read or send it (README decision 2).
 */
export type BrowserCart = Omit<Cart, 'id'>;
export const browserCart = ({ id: _id, ...cart }: Cart): BrowserCart => cart;
export const itemCount = (cart: BrowserCart | null) =>
  cart?.items.reduce((sum, i) => sum + i.quantity, 0) ?? 0;

/** Search type-ahead: matching products and the brands and categories they belong to (most hits first). */
export interface Suggestions {
  term: string;
  count: number;
  products: {
    productId: number;
    name: string;
    brand: string;
    path: string;
    image: string | null;
    price: Price;
  }[];
  categories: { name: string; path: string }[];
  brands: { name: string; path: string }[];
}

export interface Review {
  author: string;
  rating: number;
  comment: string;
  /** When it was written, as upstream says it (an instant); the page shows the market's day of it. */
  date: string;
}
/** One page of a product's reviews; count and average cover all accepted reviews. */
export interface ReviewPage {
  count: number;
  average: number;
  reviews: Review[];
}

/** A CMS widget: its type (Text, Rich text, Image, Banner, Buttons, Product list, Video, HTML, JSON) and parsed configuration. */
export interface Widget {
  id: string;
  type: string;
  layout: string;
  config: Record<string, unknown>;
}
export interface ContentPage {
  title: string;
  description: string;
  tags: string[];
  widgets: Widget[];
}
export interface MenuItem {
  label: string;
  path: string;
  newTab: boolean;
  children: MenuItem[];
}
export interface Menu {
  items: MenuItem[];
}

/** An address as the Merchant API's AddressType has it: every field a string, '' when not given. */
export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  entryCode: string;
  zip: string;
  city: string;
  country: string;
  mobile: string;
  phone: string;
}
/** How a shopper pays: the Merchant API's payment type read as one of the shop's three methods. */
export type PaymentKind = 'card' | 'payLater' | 'invoice';
export interface PaymentOption {
  id: number;
  kind: PaymentKind;
  name: string;
  isSelected: boolean;
}
export interface ShippingOption {
  id: number;
  name: string;
  feeIncVat: number;
  feeIncVatText: string;
  feeExVatText: string;
  isSelected: boolean;
}
/**
 * The checkout as priced for the shopper's current choices. `shipping`: 'needsPostcode' before a
 * postcode is given, 'unknownPostcode' when no carrier reaches it (spec section 8), else 'ok'.
 */
export interface Checkout {
  cart: Cart;
  shipping: 'needsPostcode' | 'unknownPostcode' | 'ok';
  shippingOptions: ShippingOption[];
  paymentOptions: PaymentOption[];
  /** The payment provider refuses this customer (checkoutStatus CUSTOMER_BLACKLISTED). */
  blocked: boolean;
  /**
   * The e-mail, identity number and billing address the checkout answered with: what was asked, or
   * what the API remembers of the cart's checkout (worker/backend/checkout/remembered.ts). The
   * server's only.
   */
  given: { email: string; identityNumber: string; address: Address };
}
/** placeOrder's answer: an order at once ('completed'), or a hosted payment page to go to ('pending'). */
export type PlacedOrder =
  | { status: 'completed'; orderId: string; publicId: string }
  | { status: 'pending'; redirectUrl: string };

/** A placed order as the confirmation shows it (no identity number; the e-mail is the page's to mask). */
export interface Order {
  orderNumber: string;
  publicId: string;
  status: string;
  createdAt: string;
  currency: string;
  cartId: string;
  items: CartItem[];
  promoCode: string | null;
  billingAddress: Address;
  shippingAddress: Address;
  paymentName: string;
  shippingName: string;
  subTotal: Price;
  total: Price;
  shippingFee: Price;
  discount: Price;
  vat: Price;
  /** What the customer's balance paid of `total`, and what the payment method paid; absent when none. */
  balance?: { paidText: string; toPayText: string };
}
/** The checkout as the browser sees it: its cart without the id (README decision 27). */
export type BrowserCheckout = Omit<Checkout, 'cart' | 'given'> & { cart: BrowserCart };
export const browserCheckout = ({ cart, given: _, ...rest }: Checkout): BrowserCheckout => ({
  ...rest,
  cart: browserCart(cart),
});
