import type { Messages } from './messages';

/** English interface texts: every key and {{param}} of sv.ts, checked by i18n.test.ts. */
export const en: Messages = {
  shop: { name: 'Ralph', tagline: 'Nordic design for home and wardrobe', skipToContent: 'Skip to content', home: 'Start page', mainMenu: 'Main menu', breadcrumbs: 'You are here', menu: 'Menu', footer: 'Free shipping over 49 EUR / 499 SEK · 30-day returns · Customer service weekdays 9–17' },
  search: {
    label: 'Search products', placeholder: 'What are you looking for?', submit: 'Search', heading: 'Search results for “{{term}}”', count: '{{count}} results', empty: 'No products matched “{{term}}”. Try another word.',
    suggestions: 'Search suggestions', products: 'Products', categories: 'Categories', brands: 'Brands', recent: 'Recent searches', seeAll: 'See all {{count}} results', noHits: 'No results for “{{term}}”', unavailable: 'Suggestions could not be loaded right now.', hint: 'Use the arrow keys to pick a suggestion.',
  },
  language: { label: 'Language', switchTo: 'På svenska', sv: 'Swedish', en: 'English' },
  customerType: { label: 'Prices shown for', person: 'Private person', organization: 'Business', incVat: 'incl. VAT', exVat: 'excl. VAT', switch: 'Switch' },
  notFound: { title: 'This page could not be found', toStart: 'Go to the start page' },
  error: { title: 'Something went wrong', generic: 'Something went wrong. Try again and contact customer service if it persists', whileShowing: 'An error occurred while showing the error page', toStart: 'Go to the start page' },
  home: { title: 'Ralph – Nordic design for home and wardrobe', heading: 'New from Nordic brands', intro: 'Clothing, shoes, home and pantry – free shipping over 49 EUR / 499 SEK.', categories: 'Categories', newArrivals: 'New arrivals', popular: 'Popular right now' },
  brands: { title: 'Brands', description: 'Every brand at Ralph from A to Z.', letters: 'Brands by letter' },
  list: {
    count: '{{count}} products', seen: 'You have seen {{shown}} of {{total}}', page: 'Page {{page}}', subCategories: 'Subcategories', empty: 'There are no products here right now.',
    filters: 'Filter', applyFilters: 'Show products', clearAll: 'Clear all filters', removeFilter: 'Remove the filter {{label}}', activeFilters: 'Selected filters', selectedCount: '{{count}} selected',
    sortBy: 'Sort by', loadMore: 'Load more', loadPrevious: 'Load previous', firstPage: 'Back to the first page', loading: 'Loading products…', failed: 'The products could not be loaded. Please try again.', noMatch: 'No products match the filters. Remove a filter and try again.',
    facetValue: '{{label}} ({{count}})',
  },
  sort: { LATEST: 'Newest', MOST_SOLD: 'Most popular', PRICE: 'Price, low to high', PRICE_DESC: 'Price, high to low', RELEVANCE: 'Best match' },
  preview: { title: 'Preview', note: 'Preview: this is how the content will look once it is published. Visitors cannot see this page.', unavailable: 'The preview could not be shown', unavailableText: 'The link has expired or is no longer valid. Open the preview again from the admin.' },
  content: { noProducts: 'No products to show right now.', links: 'Links', products: 'Products', video: 'Watch the video on YouTube', infoPages: 'Information', footerMenu: 'Information and terms' },
  form: { required: 'This field is required' },
  reviews: { title: 'Reviews', average: '{{score}} out of 5 from {{count}} reviews', none: 'This product has no reviews yet.', stars: '{{score}} out of 5 stars', loginRequired: 'You need to log in to be able to write a review', write: 'Write a review', rating: 'Rating', star: '{{count}} of 5 stars', author: 'Name', comment: 'Your review', submit: 'Send review', starsRequired: 'Please use stars to rate the product', thanks: 'Thank you! Your review will be added shortly', failed: 'The review could not be sent. Try again.', fixFields: 'Correct the marked fields', pages: 'Page {{page}} of {{pages}}', previous: 'Newer reviews', next: 'Older reviews', paging: 'Browse reviews' },
  notify: { title: 'Watch a size that is sold out', lead: 'We will e-mail you when the size is back in stock.', size: 'Size', email: 'E-mail address', submit: 'Notify me', done: 'Thank you! We will e-mail {{email}} when size {{size}} is back in stock.', invalidEmail: 'You have to enter a valid email', failed: 'The watch could not be saved. Please try again.' },
  priceHistory: { title: 'Price history', lowest30: 'Lowest price in the last 30 days: {{price}}', caption: 'Price changes in the last 30 days', date: 'Date', newPrice: 'New price', lowest: 'lowest' },
  favorites: { title: 'Favorites', description: 'The products you have saved as favorites.', empty: 'You have no favorites yet. Tap the heart on a product to save it here.', toggle: 'Save {{name}} as a favorite', count: '{{count}} favorites', browse: 'See what is new' },
  news: { title: 'News', description: 'Every new product at Ralph – [count] new arrivals right now.' },
  product: {
    brand: 'Brand', size: 'Size', pickSize: 'Pick a size', sizeRequired: 'You have to pick a size first', quantity: 'Quantity',
    decrease: 'Decrease quantity', increase: 'Increase quantity', addToCart: 'Add to cart', adding: 'Adding to cart…', added: 'Added to cart',
    onlyLeft: 'Only {{stock}} left in stock', alreadyInCart: 'You can not add any more since you already have {{quantity}} in your cart',
    description: 'Description', specifications: 'Specifications', related: 'More from {{category}}', articleNumber: 'Article number',
    images: 'Product images', chooseSize: 'Choose a size', colour: 'Colour', length: 'Length', soldOut: 'Sold out', campaign: 'Campaign', ratingLabel: '{{score}} of 5 ({{count}} reviews)',
  },
  stock: {
    inStock: 'In stock', fewLeft: 'Only {{stock}} left', outOfStock: 'Out of stock', oversellable: 'Made to order', static: 'In stock',
    normalDelivery: 'Normal delivery time', longerDelivery: 'Slightly longer delivery time', incoming: 'Back in stock {{date}}',
  },
  price: { regular: 'Regular price', now: 'Now', exVatTag: 'excl. VAT', discount: '-{{percent}}%' },
  cart: {
    title: 'Cart', open: 'Open the cart, {{count}} items', close: 'Close the cart', empty: 'Your cart is empty',
    subtotal: 'Subtotal', shipping: 'Shipping fee', estimatedShipping: 'Estimated shipping fee', freeShipping: 'Free shipping',
    leftToFreeShipping: '{{amount}} left to free shipping', total: 'Total', vat: 'Of which VAT', discount: 'Discount', removeShort: 'Remove', remove: 'Remove {{name}}',
    decrease: 'Decrease quantity of {{name}}', increase: 'Increase quantity of {{name}}', quantityOf: 'Quantity of {{name}}', toCheckout: 'Go to checkout',
    outOfStock: 'There are no more in stock', promoInvalid: 'This code is not valid', promoRequirements: 'You have not met the requirements for this code', size: 'Size: {{size}}', updating: 'Updating the cart…', failed: 'The cart could not be updated. Please try again.',
  },
};
