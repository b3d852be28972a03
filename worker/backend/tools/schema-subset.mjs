// Regenerates worker/backend/schema.graphql: the part of the Geins Merchant API that the embedded
// backend implements, cut from the reference schema so that every kept field has the reference's
// exact type. Run from the project root: node worker/backend/tools/schema-subset.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import {
  buildSchema,
  printType,
  GraphQLObjectType,
  GraphQLInputObjectType,
  getNamedType,
  isScalarType,
  isEnumType,
} from 'graphql';

const SCOPE = ['channelId', 'languageId', 'marketId'];
const KEEP = {
  GeinsMerchantApiQuery: [
    'channel',
    'categories',
    'brands',
    'listPageInfo',
    'products',
    'product',
    'getCart',
    'reviews',
    'widgetArea',
    'getMenuAtLocation',
    'getOrderPublic',
    'checkout',
    'getUser',
    'getOrders',
    'getOrder',
  ],
  GeinsMerchantApiMutation: [
    'addToCart',
    'updateCartItem',
    'setCartPromoCode',
    'monitorProductAvailability',
    'postProductReview',
    'createOrUpdateCheckout',
    'placeOrder',
    'updateUser',
    'deleteUser',
    'requestPasswordReset',
    'commitReset',
    'subscribeToNewsletter',
    'cloneCart',
  ],
  ChannelType: [
    'id',
    'name',
    'url',
    'defaultLanguageId',
    'defaultMarketId',
    'markets',
    'languages',
  ],
  MarketType: [
    'id',
    'alias',
    'defaultLanguageId',
    'virtual',
    'onlyDisplayInCheckout',
    'groupKey',
    'allowedLanguages',
    'country',
    'currency',
  ],
  LanguageType: '*',
  CountryType: '*',
  CurrencyType: '*',
  CategoryType: [
    'categoryId',
    'parentCategoryId',
    'name',
    'alias',
    'canonicalUrl',
    'order',
    'description',
    'secondaryDescription',
    'isHidden',
  ],
  BrandType: ['brandId', 'alias', 'name', 'canonicalUrl', 'description'],
  BrandListType: ['brandId', 'alias', 'name', 'canonicalUrl', 'description', 'logo'],
  PageInfoType: [
    'id',
    'alias',
    'canonicalUrl',
    'name',
    'primaryDescription',
    'secondaryDescription',
    'hideTitle',
    'hideDescription',
    'primaryImage',
    'logo',
    'meta',
    'subCategories',
  ],
  MetadataType: '*',
  ProductsResultType: '*',
  FilterCollectionType: '*',
  PriceFilterType: '*',
  FilterType: '*',
  FilterValueType: '*',
  ProductType: [
    'productId',
    'articleNumber',
    'name',
    'alias',
    'canonicalUrl',
    'brand',
    'primaryCategory',
    'categories',
    'productImages',
    'unitPrice',
    'texts',
    'skus',
    'totalStock',
    'parameterGroups',
    'discountCampaigns',
    'discountType',
    'rating',
    'meta',
    'priceLog',
    'variantGroup',
  ],
  PageWidgetCollectionType: ['id', 'name', 'title', 'familyName', 'tags', 'meta', 'containers'],
  PageWidgetContainerType: '*',
  PageWidgetType: ['id', 'name', 'sortOrder', 'type', 'size', 'classNames', 'configuration'],
  PageWidgetCollectionFilterInputType: '*',
  MenuType: '*',
  MenuItemType: '*',
  VariantGroupType: '*',
  VariantType: '*',
  VariantAttributeType: '*',
  PriceLogItemType: '*',
  ProductReviewResultType: '*',
  ProductReviewType: '*',
  ProductImageType: '*',
  ProductTextsType: '*',
  RatingType: '*',
  SkuType: ['skuId', 'productId', 'articleNumber', 'name', 'gtin', 'stock', 'incoming'],
  StockType: ['inStock', 'oversellable', 'totalStock', 'static', 'incoming'],
  PriceType: '*',
  CampaignRuleType: ['name', 'hideTitle'],
  ParameterGroupType: ['parameterGroupId', 'name', 'parameters'],
  ParameterType: ['parameterGroupId', 'name', 'label', 'value', 'show', 'identifier'],
  CartType: [
    'id',
    'items',
    'promoCode',
    'appliedCampaigns',
    'summary',
    'isCompleted',
    'freeShipping',
    'fixedDiscount',
  ],
  CartItemType: ['id', 'skuId', 'quantity', 'unitPrice', 'totalPrice', 'product', 'campaign'],
  CampaignType: '*',
  CampaignPriceType: '*',
  CartSummaryType: [
    'subTotal',
    'shipping',
    'total',
    'balance',
    'vats',
    'fixedAmountDiscountIncVat',
    'fixedAmountDiscountExVat',
  ],
  ShippingOptionType: [
    'id',
    'name',
    'displayName',
    'feeIncVat',
    'feeExVat',
    'feeIncVatFormatted',
    'feeExVatFormatted',
    'isDefault',
    'isSelected',
    'amountLeftToFreeShipping',
    'amountLeftToFreeShippingFormatted',
    'externalId',
    'logo',
  ],
  CheckoutInputType: '*',
  CheckoutUrlsInputType: '*',
  AddressInputType: '*',
  AddressType: '*',
  CheckoutType: [
    'email',
    'identityNumber',
    'cart',
    'billingAddress',
    'shippingAddress',
    'paymentOptions',
    'shippingOptions',
    'checkoutStatus',
  ],
  PaymentOptionType: '*',
  PlaceOrderResponseType: '*',
  CheckoutDataType: ['newCheckoutSession', 'completed', 'order', 'nthPurchase', 'cart'],
  CheckoutOrderType: [
    'orderId',
    'transactionId',
    'externalOrderId',
    'status',
    'billingAddress',
    'shippingAddress',
    'message',
    'currency',
    'marketId',
    'languageId',
    'promoCode',
    'discountExVat',
    'discountIncVat',
    'itemValueExVat',
    'itemValueIncVat',
    'orderValueExVat',
    'orderValueIncVat',
    'paymentFeeExVat',
    'paymentFeeIncVat',
    'shippingFeeExVat',
    'shippingFeeIncVat',
    'sum',
    'balance',
    'rows',
    'customerId',
    'customerTypeId',
    'customerGroupId',
    'gender',
    'paymentId',
    'shippingId',
  ],
  CheckoutOrderRowType: [
    'articleNumber',
    'name',
    'quantity',
    'sku',
    'variant',
    'productId',
    'priceExVat',
    'priceIncVat',
    'discountExVat',
    'discountIncVat',
    'discountRate',
    'height',
    'length',
    'width',
    'weight',
    'currency',
  ],
  OrderType: [
    'id',
    'publicId',
    'status',
    'createdAt',
    'updatedAt',
    'completedAt',
    'currency',
    'message',
    'billingAddress',
    'shippingAddress',
    'cart',
    'paymentDetails',
    'shippingDetails',
    'refunds',
    'discount',
    'orderTotal',
    'paymentFee',
    'shippingFee',
    'vat',
    'fromBalance',
    'fromBalanceFormatted',
  ],
  PaymentDetailsType: '*',
  ShippingDetailType: '*',
  RefundType: '*',
  BalanceType: '*',
  VatGroupType: '*',
  FilterInputType: '*',
  PriceFilterInputType: '*',
  CartItemInputType: '*',
  UserType: [
    'id',
    'email',
    'address',
    'gender',
    'customerType',
    'newsletter',
    'personalId',
    'memberType',
    'memberId',
    'balances',
    'metaData',
  ],
  UserInputType: '*',
  UserBalanceType: '*',
};

const ref = buildSchema(
  readFileSync(
    new URL('../../../../shared/reference/geins-merchant-api.graphql', import.meta.url),
    'utf8',
  ),
);
const out = [];
const needed = new Set();
const missing = [];
for (const [name, fields] of Object.entries(KEEP)) {
  const type = ref.getType(name);
  if (!type) throw new Error(`${name} is not in the Merchant API`);
  const all = type.toConfig().fields;
  const keep = fields === '*' ? Object.keys(all) : fields;
  for (const f of keep) if (!all[f]) throw new Error(`${name}.${f} is not in the Merchant API`);
  const picked = Object.fromEntries(keep.map((f) => [f, { ...all[f], description: undefined }]));
  for (const f of Object.values(picked)) {
    needed.add(getNamedType(f.type).name);
    for (const a of Object.values(f.args ?? {})) needed.add(getNamedType(a.type).name);
  }
  const Ctor = type instanceof GraphQLInputObjectType ? GraphQLInputObjectType : GraphQLObjectType;
  out.push(
    printType(
      new Ctor({ ...type.toConfig(), description: undefined, interfaces: [], fields: picked }),
    ),
  );
}
for (const name of [...needed].sort()) {
  if (KEEP[name]) continue;
  const t = ref.getType(name);
  if (isScalarType(t) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)) continue;
  if (isScalarType(t) || isEnumType(t)) out.push(printType(t).replace(/"""[\s\S]*?"""\n\s*/g, ''));
  else missing.push(name);
}
if (missing.length) throw new Error(`referenced but not kept: ${missing.join(', ')}`);
const header =
  '# Generated by worker/backend/tools/schema-subset.mjs from the Geins Merchant API reference.\n# The part of the Merchant API that the embedded commerce backend implements. Do not edit by hand.\n';
// The embedded backend's own operations (company accounts), appended as they are written.
const extensions = readFileSync(new URL('../account/extensions.graphql', import.meta.url), 'utf8');
const sdl =
  header +
  'schema { query: GeinsMerchantApiQuery mutation: GeinsMerchantApiMutation }\n\n' +
  out.join('\n\n') +
  '\n\n' +
  extensions;
writeFileSync(new URL('../schema.graphql', import.meta.url), sdl);
// The Worker cannot read files at run time, so the same SDL also ships as a module.
writeFileSync(
  new URL('../schema-sdl.ts', import.meta.url),
  `// Generated with schema.graphql by tools/schema-subset.mjs. Do not edit by hand.\nexport const SCHEMA_SDL = ${JSON.stringify(sdl)};\n`,
);
console.log(
  `schema.graphql: ${Object.keys(KEEP).length} types kept, scope args ${SCOPE.join(', ')}`,
);
