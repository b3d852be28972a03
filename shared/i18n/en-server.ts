import type { ServerMessages } from './messages';

/** The English texts of sv-server.ts (server-rendered only). */
export const enServer: ServerMessages = {
  // The checkout's texts that no island renders (its heading, a line's stock problem) or that
  // nothing shows yet: kept out of the browser's checkout chunk.
  checkout: {
    paidWithBalance: 'Paid with balance',
    remainingAmount: 'Remaining amount',
    shippingShown:
      'The shipping options for your postal code are shown now. Check the shipping and place your order again.',
    title: 'Checkout',
    // The checkout after an order (Back from the confirmation): what became of the cart.
    orderPlaced: 'Your order has been placed and the cart emptied.',
    seeConfirmation: 'See the order confirmation',
    promoPlaceholder: 'Write your code here',
    chooseCountryFirst: 'Choose your country above to see the available shipping methods.',
    postcodePlaceholder: 'Your postal code',
    pay: 'Pay',
    card: 'Card',
    payLater: 'Pay later',
    invoice: 'Invoice',
    completeFieldsFirst:
      'Enter your postal code above and make sure no fields are empty before you continue.',
    lineSoldOut: 'This product sold out while you were shopping. Remove it to continue.',
    lineFewerLeft: 'Only {{stock}} left. Lower the quantity to continue.',
    cardDeclined: 'Your card was declined. Try another card or another payment option.',
    paymentCancelled:
      'The payment was cancelled and nothing was charged. Choose a payment option and try again.',
    cartChanged:
      'Your cart was changed in another tab or on another device. Check your order and place it again.',
    balanceChanged:
      'Your balance has changed since this page was shown, so nothing was ordered. Check the amount and place your order again.',
    customerTypeChanged:
      'You switched between private person and business in another tab. Check your order and place it again.',
  },
  refused: {
    crossOrigin:
      "What you sent did not come from the shop's pages and was refused. Go back to the shop and try again.",
  },
  market: {
    label: 'Country and currency',
    choose: 'Choose country and currency',
    changed: 'You are now shopping in {{country}}, with prices in {{currency}}.',
  },
  paymentFailure: {
    title: 'The order could not be created',
    generic:
      'Something went wrong when creating your order with the payment provider. Go back and try again.',
    orderNotCreated:
      'Unable to create order. Possible causes for this could be that some of the products are out of stock or that there is an insufficient balance amount left in your account.',
    outOfStock:
      'Unfortunately a product in your cart has run out of stock. Please review your cart and try again.',
    blockedCustomer: 'Could not create order since your user is blocked by the payment provider',
    cartChanged:
      'Your cart changed after you went to payment, so nothing has been charged. Go back to the checkout, check your order and pay again.',
    balanceChanged:
      'Your balance has changed since the payment started, so nothing has been charged. Go back to the checkout, check the amount to pay and pay again.',
    goBack: 'Go back',
  },
  confirmation: {
    title: 'Order confirmation',
    thanks: 'Thank you for your order!',
    orderNumber: 'Order number {{number}}',
    mailSent: 'A confirmation has been sent to {{email}}',
    billingAddress: 'Billing address',
    shippingAddress: 'Delivery address',
    paymentMethod: 'Payment method',
    shippingMethod: 'Shipping method',
    lines: 'Your items',
    continueShopping: 'Continue shopping',
    quantity: 'Quantity: {{count}}',
    mailSoon:
      'Shortly you will receive an order confirmation by email with all information regarding your order.',
    paymentPending:
      'The payment is waiting for an answer from the payment provider. This page updates itself when the answer comes.',
    paymentApproved: 'The payment is approved and your order is confirmed.',
    paymentFailedTitle: 'The payment was not approved',
    paymentFailed:
      'The payment provider did not approve the payment, so the order is cancelled and nothing has been charged. You are welcome to order again with another payment method.',
    noOrder: 'There is no order to show here',
    noOrderText:
      'The order confirmation is shown here for one hour after the purchase, in the browser you ordered in. If you placed an order, you have also received its confirmation with all information about it by email.',
    yourOrders: 'See your orders in My account',
    backToShop: 'Back to the shop',
  },
  preview: {
    title: 'Preview',
    note: 'Preview: this is how the content will look once it is published. Visitors cannot see this page.',
    unavailable: 'The preview could not be shown',
    unavailableText:
      'The link has expired or is no longer valid. Open the preview again from the admin.',
  },
  home: {
    title: 'Ralph – Nordic design for home and wardrobe',
    heading: 'New from Nordic brands',
    intro: 'Clothing, shoes, home and pantry from Nordic brands.',
    categories: 'Categories',
    newArrivals: 'New arrivals',
    popular: 'Popular right now',
  },
  content: {
    noProducts: 'No products to show right now.',
    links: 'Links',
    products: 'Products',
    video: 'Watch the video on YouTube',
    infoPages: 'Information',
    footerMenu: 'Information and terms',
  },
  brands: {
    title: 'Brands',
    description: 'Every brand at Ralph from A to Z.',
    letters: 'Brands by letter',
  },
  shop: {
    name: 'Ralph',
    tagline: 'Nordic design for home and wardrobe',
    skipToContent: 'Skip to content',
    home: 'Start page',
    mainMenu: 'Main menu',
    breadcrumbs: 'You are here',
    menu: 'Menu',
    footer: '30-day returns · Customer service weekdays 9–17',
    // issue 13: money (the market's threshold, worker/chrome/free-shipping.ts)
    freeShippingOver: 'Free shipping over {{amount}}',
  },
  language: {
    label: 'Language',
    switchTo: 'På svenska',
    sv: 'Swedish',
    en: 'English',
  },
  notFound: {
    title: 'This page could not be found',
    toStart: 'Go to the start page',
  },
  list: {
    count: '{{count}} [product|products]',
    countOver: 'Over {{count}} products',
    seen: 'You have seen {{shown}} of {{total}}',
    seenOver: 'You have seen {{shown}} of over {{total}}',
    page: 'Page {{page}}',
    subCategories: 'Subcategories',
    empty: 'There are no products here right now.',
    filters: 'Filter',
    applyFilters: 'Show products',
    clearAll: 'Clear all filters',
    removeFilter: 'Remove the filter {{label}}',
    activeFilters: 'Selected filters',
    selectedCount: '{{count}} selected',
    sortBy: 'Sort by',
    applySort: 'Apply the sorting',
    loadMore: 'Load more',
    loadPrevious: 'Load previous',
    firstPage: 'Back to the first page',
    loading: 'Loading products…',
    failed: 'The products could not be loaded. Please try again.',
    noMatch: 'No products match the filters. Remove a filter and try again.',
    facetValue: '{{label}} ({{count}})',
  },
  sort: {
    LATEST: 'Newest',
    MOST_SOLD: 'Most popular',
    PRICE: 'Price, low to high',
    PRICE_DESC: 'Price, high to low',
    RELEVANCE: 'Best match',
  },
  priceHistory: {
    title: 'Price history',
    lowest30: 'Lowest price in the 30 days before the reduction: {{price}}',
    caption: 'Price changes in the last 30 days',
    date: 'Date',
    newPrice: 'New price',
    lowest: 'lowest',
    // issue 13: money
    reference: 'lowest before the reduction',
  },
  news: {
    title: 'News',
    description: 'Every new product at Ralph – [count] new arrivals right now.',
  },
  cart: {
    promoInvalid: 'This code is not valid',
    promoRequirements: 'You have not met the requirements for this code',
    lineRemoved: 'The item was removed from your cart',
    lineRemovedNamed: '{{name}} was removed from your cart',
    tooMany: 'You can have at most {{max}} of an item in your cart',
    notice: {
      merged: 'We have combined your cart with the one saved on your account.',
      mergedCapped:
        'We have combined your cart with the one saved on your account. An item was limited to the quantity that can be ordered.',
      lost: 'The cart you had is no longer there, so your cart is empty now. It may have been ordered, for example on another device.',
    },
  },
  price: {
    now: 'Now',
    discount: '-{{percent}}%',
  },
  product: {
    brand: 'Brand',
    pickSize: 'Pick a size',
    description: 'Description',
    specifications: 'Specifications',
    related: 'More from {{category}}',
    articleNumber: 'Article number',
    images: 'Product images',
    chooseSize: 'Choose a size',
    colour: 'Colour',
    length: 'Length',
    campaign: 'Campaign',
    ratingLabel: '{{score}} of 5 ({{count}} [review|reviews])',
    wholeQuantity: 'The quantity must be a whole number, at least 1',
  },
  favorites: {
    title: 'Favorites',
    description: 'The products you have saved as favorites.',
    empty: 'You have no favorites yet. Tap the heart on a product to save it here.',
    count: '{{count}} [favorite|favorites]',
    browse: 'See what is new',
  },
  reviews: {
    title: 'Reviews',
    average: '{{score}} out of 5 from {{count}} [review|reviews]',
    none: 'This product has no reviews yet.',
    stars: '{{score}} out of 5 stars',
    loginRequired: 'You need to log in to be able to write a review',
    incomplete: 'The review was not sent: a rating, a name and a review are all needed',
    pages: 'Page {{page}} of {{pages}}',
    previous: 'Newer reviews',
    next: 'Older reviews',
    paging: 'Browse reviews',
  },
  request: {
    tooLarge: 'What you sent was too large.',
    unreadable: 'What you sent could not be read. Reload the page and try again.',
  },
  error: {
    title: 'Something went wrong',
    whileShowing: 'An error occurred while showing the error page',
    toStart: 'Go to the start page',
  },
  customerType: {
    label: 'Prices shown for',
    incVat: 'incl. VAT',
    exVat: 'excl. VAT',
    switch: 'Switch',
  },
  search: {
    heading: 'Search results for “{{term}}”',
    empty: 'No products matched “{{term}}”. Try another word.',
    termLength: 'Type at least 2 and at most 100 characters.',
  },
  resetPage: {
    loggedIn:
      'You are logged in as {{email}}. The link changes the password of the account it was sent to, which may be another account than the one you are logged in with.',
  },
};
