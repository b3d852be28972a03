import {
  CAMPAIGN_FRAGMENT,
  FILTERS_FRAGMENT,
  LIST_INFO_FRAGMENT,
  LIST_PRODUCT_FRAGMENT,
  META_FRAGMENT,
  PRICE_FRAGMENT,
  SKU_FRAGMENT,
  STOCK_FRAGMENT,
  withFragments,
} from './fragments';

const LIST_PRODUCT_DEPS = [
  LIST_PRODUCT_FRAGMENT,
  PRICE_FRAGMENT,
  CAMPAIGN_FRAGMENT,
  STOCK_FRAGMENT,
  SKU_FRAGMENT,
];

export const CATEGORIES_QUERY = `query categories($channelId: String, $languageId: String, $marketId: String) {
  categories(channelId: $channelId, languageId: $languageId, marketId: $marketId) { alias canonicalUrl name categoryId parentCategoryId order }
}`;

export const BRANDS_QUERY = `query brands($channelId: String, $languageId: String, $marketId: String) {
  brands(channelId: $channelId, languageId: $languageId, marketId: $marketId) { alias brandId canonicalUrl name }
}`;

export const PRODUCTS_QUERY = withFragments(
  `query products($skip: Int, $take: Int, $categoryAlias: String, $brandAlias: String, $discountCampaignAlias: String, $url: String, $filter: FilterInputType, $channelId: String, $languageId: String, $marketId: String) {
  products(skip: $skip, take: $take, categoryAlias: $categoryAlias, brandAlias: $brandAlias, discountCampaignAlias: $discountCampaignAlias, url: $url, filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    products { ...ListProduct }
    count
  }
}`,
  ...LIST_PRODUCT_DEPS,
);

/** A list page's products, count and facets (with counts) in one request: facets render on the server. */
export const PRODUCT_LIST_QUERY = withFragments(
  `query productList($skip: Int, $take: Int, $categoryAlias: String, $brandAlias: String, $discountCampaignAlias: String, $url: String, $filter: FilterInputType, $channelId: String, $languageId: String, $marketId: String) {
  products(skip: $skip, take: $take, categoryAlias: $categoryAlias, brandAlias: $brandAlias, discountCampaignAlias: $discountCampaignAlias, url: $url, filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    products { ...ListProduct }
    count
    filters { ...ListFilters }
  }
}`,
  ...LIST_PRODUCT_DEPS,
  FILTERS_FRAGMENT,
);

export const LIST_PAGE_INFO_QUERY = withFragments(
  `query listPageInfo($url: String, $channelId: String, $languageId: String, $marketId: String) {
  listPageInfo(url: $url, channelId: $channelId, languageId: $languageId, marketId: $marketId) { ...ListInfo }
}`,
  LIST_INFO_FRAGMENT,
  META_FRAGMENT,
);

export const PRODUCT_QUERY = withFragments(
  `query product($alias: String!, $channelId: String, $languageId: String, $marketId: String) {
  product(alias: $alias, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    productId articleNumber alias canonicalUrl name
    brand { name alias canonicalUrl } productImages { fileName } primaryCategory { name alias canonicalUrl }
    unitPrice { ...Price } texts { text1 text2 text3 }
    parameterGroups { name parameterGroupId parameters { name value show identifier } }
    skus { ...Sku } totalStock { ...Stock } meta { ...Meta } discountCampaigns { ...Campaign } rating { score voteCount } discountType
    priceLog { date sellingPriceIncVat sellingPriceExVat sellingPriceIncVatFormatted sellingPriceExVatFormatted isLowest }
    variantGroup { variants { ...VariantNode variants { ...VariantNode } } }
  }
}
fragment VariantNode on VariantType { level dimension value label productId alias canonicalUrl primaryImage skuId stock { totalStock } }`,
  PRICE_FRAGMENT,
  SKU_FRAGMENT,
  STOCK_FRAGMENT,
  META_FRAGMENT,
  CAMPAIGN_FRAGMENT,
);

/** Type-ahead: a few products by relevance, with the brand and category each belongs to (for the brand and category hints). */
export const SEARCH_SUGGESTIONS_QUERY = withFragments(
  `query searchSuggestions($take: Int, $filter: FilterInputType, $channelId: String, $languageId: String, $marketId: String) {
  products(take: $take, filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    products {
      productId alias canonicalUrl name productImages { fileName } unitPrice { ...Price }
      brand { name alias canonicalUrl } primaryCategory { name alias canonicalUrl }
    }
    count
  }
}`,
  PRICE_FRAGMENT,
);

/** A product's accepted reviews, a page at a time, with their count and average (original-storefront notes 2.5). */
export const REVIEWS_QUERY = `query queryReviews($alias: String, $skip: Int, $take: Int, $channelId: String, $languageId: String, $marketId: String) {
  reviews(alias: $alias, skip: $skip, take: $take, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
    count averageRating reviews { rating comment reviewDate author }
  }
}`;

/** 'Notify me': an e-mail when the SKU is back in stock. */
export const MONITOR_AVAILABILITY_MUTATION = `mutation monitorProductAvailability($email: String!, $skuId: Int!, $channelId: String, $languageId: String, $marketId: String) {
  monitorProductAvailability(email: $email, skuId: $skuId, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;

/** A review for a product; the API holds it until an operator accepts it. Sent once accounts exist (writing needs a login). */
export const POST_REVIEW_MUTATION = `mutation postProductReview($alias: String!, $rating: Int, $comment: String, $author: String!, $channelId: String, $languageId: String, $marketId: String) {
  postProductReview(alias: $alias, rating: $rating, comment: $comment, author: $author, channelId: $channelId, languageId: $languageId, marketId: $marketId)
}`;
