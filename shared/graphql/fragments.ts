/** Fragments shared by the storefront's operations, after ralph-ui's (original-storefront notes 2.1). */
export const PRICE_FRAGMENT = `fragment Price on PriceType {
  isDiscounted regularPriceIncVatFormatted sellingPriceIncVatFormatted regularPriceExVatFormatted sellingPriceExVatFormatted
  sellingPriceIncVat sellingPriceExVat regularPriceIncVat regularPriceExVat vat discountPercentage
}`;
export const STOCK_FRAGMENT = `fragment Stock on StockType { inStock oversellable totalStock static incoming }`;
export const SKU_FRAGMENT = `fragment Sku on SkuType { skuId gtin name productId stock { ...Stock } }`;
export const CAMPAIGN_FRAGMENT = `fragment Campaign on CampaignRuleType { name hideTitle }`;
export const META_FRAGMENT = `fragment Meta on MetadataType { title description }`;

export const LIST_PRODUCT_FRAGMENT = `fragment ListProduct on ProductType {
  brand { name } name productId articleNumber alias canonicalUrl unitPrice { ...Price } productImages { fileName }
  discountCampaigns { ...Campaign } primaryCategory { name } totalStock { ...Stock } skus { ...Sku } discountType
}`;

export const LIST_INFO_FRAGMENT = `fragment ListInfo on PageInfoType {
  alias canonicalUrl primaryImage name id primaryDescription secondaryDescription hideTitle hideDescription logo
  meta { ...Meta } subCategories { categoryId parentCategoryId name alias canonicalUrl }
}`;

export const FILTERS_FRAGMENT = `fragment ListFilters on FilterCollectionType {
  facets { filterId group label type values { _id count facetId parentId label order hidden } }
}`;

export const CART_FRAGMENT = `fragment Cart on CartType {
  id promoCode appliedCampaigns { ...Campaign }
  items {
    campaign { appliedCampaigns { ...Campaign } prices { price { ...Price } quantity } }
    unitPrice { ...Price } quantity skuId totalPrice { ...Price }
    product {
      productId articleNumber brand { name } name productImages { fileName } alias canonicalUrl primaryCategory { name }
      skus { skuId name stock { ...Stock } } unitPrice { ...Price } discountType
    }
  }
  summary {
    fixedAmountDiscountIncVat fixedAmountDiscountExVat
    balance { pending pendingFormatted remaining totalSellingPriceExBalanceExVat totalSellingPriceExBalanceIncVat totalSellingPriceExBalanceIncVatFormatted totalSellingPriceExBalanceExVatFormatted }
    subTotal { regularPriceIncVatFormatted regularPriceExVatFormatted sellingPriceIncVatFormatted sellingPriceExVatFormatted sellingPriceExVat sellingPriceIncVat regularPriceIncVat regularPriceExVat vat isDiscounted discountPercentage }
    shipping { amountLeftToFreeShipping amountLeftToFreeShippingFormatted feeExVatFormatted feeIncVatFormatted feeIncVat feeExVat isDefault }
    total { isDiscounted sellingPriceIncVatFormatted sellingPriceExVatFormatted sellingPriceIncVat sellingPriceExVat regularPriceIncVat regularPriceExVat regularPriceIncVatFormatted regularPriceExVatFormatted discountPercentage discountIncVatFormatted discountExVatFormatted discountExVat discountIncVat vatFormatted vat currency { code } }
  }
}`;

/** An operation with the fragments it spreads (and those they spread), each once. */
export function withFragments(operation: string, ...fragments: string[]): string {
  return [operation, ...new Set(fragments)].join('\n');
}
