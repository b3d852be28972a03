import { z } from 'zod';

/** The upstream (Merchant API) shapes this storefront reads, checked before reshaping. Unknown fields pass. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
export const PriceSchema = z.looseObject({
  isDiscounted: z.boolean(),
  discountPercentage: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  sellingPriceIncVat: z.number(),
  sellingPriceExVat: z.number(),
  regularPriceIncVat: z.number(),
  regularPriceExVat: z.number(),
  sellingPriceIncVatFormatted: text,
  sellingPriceExVatFormatted: text,
  regularPriceIncVatFormatted: text,
  regularPriceExVatFormatted: text,
});
export const StockSchema = z.looseObject({
  inStock: z.number(),
  oversellable: z.number(),
  totalStock: z.number(),
  static: z
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  incoming: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export const SkuSchema = z.looseObject({ skuId: z.number(), name: text, stock: StockSchema });
export const CampaignSchema = z.looseObject({
  name: text,
  hideTitle: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
const named = z.looseObject({ name: text }).nullish();

export const ListProductSchema = z.looseObject({
  productId: z.number(),
  alias: z.string(),
  canonicalUrl: text,
  name: text,
  articleNumber: text,
  brand: named,
  unitPrice: PriceSchema,
  productImages: z.array(z.looseObject({ fileName: z.string() })).nullish(),
  discountCampaigns: z.array(CampaignSchema).nullish(),
  totalStock: StockSchema,
  skus: z.array(SkuSchema).nullish(),
  // Analytics item fields (client/analytics/ga4.ts): item_category and price_campaign.
  primaryCategory: named,
  discountType: text,
});

/** A page of products (products, productList, searchSuggestions); the items are checked one by one. */
export const ProductListSchema = z
  .looseObject({
    count: z.number().nullish(),
    products: z.array(z.unknown()).nullish(),
    filters: z.unknown().optional(),
  })
  .nullish();

export const VariantNode = z.looseObject({
  level: z.number(),
  dimension: text,
  value: text,
  label: text,
  productId: z.number(),
  alias: text,
  canonicalUrl: text,
  primaryImage: text,
  skuId: z.number().nullish(),
  stock: z.looseObject({ totalStock: z.number() }).nullish(),
});

export const PriceLogSchema = z
  .array(
    z
      .looseObject({
        date: z.string(),
        sellingPriceIncVat: z.number(),
        sellingPriceExVat: z.number(),
        sellingPriceIncVatFormatted: text,
        sellingPriceExVatFormatted: text,
        isLowest: z.boolean(),
      })
      .nullable(),
  )
  .nullish();

export const ProductSchema = ListProductSchema.extend({
  primaryCategory: z.looseObject({ name: text, alias: text, canonicalUrl: text }).nullish(),
  brand: z.looseObject({ name: text, alias: text }).nullish(),
  texts: z.looseObject({ text1: text, text2: text, text3: text }).nullish(),
  parameterGroups: z
    .array(
      z.looseObject({
        parameters: z
          .array(z.looseObject({ name: text, value: text, show: z.boolean() }))
          .nullish(),
      }),
    )
    .nullish(),
  meta: z.looseObject({ title: text, description: text }).nullish(),
  rating: z.looseObject({ score: z.number(), voteCount: z.number() }).nullish(),
  // Checked on its own (PriceLogSchema): a price log the storefront cannot read costs the price
  // history, not the product page.
  priceLog: z.unknown().optional(),
  variantGroup: z
    .looseObject({
      variants: z
        .array(
          VariantNode.extend({ variants: z.array(VariantNode.nullable()).nullish() }).nullable(),
        )
        .nullish(),
    })
    .nullish(),
});

const CategorySchema = z.looseObject({
  categoryId: z.number(),
  parentCategoryId: z.number(),
  name: text,
  alias: text,
  canonicalUrl: text,
});
export const CategoriesSchema = z.array(CategorySchema);
export const BrandsSchema = z.array(
  z.looseObject({ brandId: z.number(), name: text, alias: text, canonicalUrl: text }),
);

export const ListInfoSchema = z.looseObject({
  id: z.number(),
  name: text,
  canonicalUrl: text,
  primaryDescription: text,
  hideTitle: z.boolean(),
  meta: z.looseObject({ title: text, description: text }).nullish(),
  subCategories: z.array(CategorySchema).nullish(),
});

export const ChannelSchema = z.looseObject({
  defaultMarketId: z.string(),
  markets: z.array(
    z.looseObject({
      id: z.string(),
      alias: z.string(),
      defaultLanguageId: z.string(),
      onlyDisplayInCheckout: z.boolean().nullish(),
      allowedLanguages: z.array(z.looseObject({ id: z.string(), code: z.string() })).nullish(),
      country: z.looseObject({ code: z.string(), name: z.string() }).nullish(),
      currency: z.looseObject({ code: z.string() }).nullish(),
    }),
  ),
});

export const CartSchema = z.looseObject({
  id: z.string(),
  promoCode: z.string().nullish(),
  items: z
    .array(
      z.looseObject({
        skuId: z.number(),
        quantity: z.number(),
        unitPrice: PriceSchema,
        totalPrice: PriceSchema,
        product: ListProductSchema.pick({
          productId: true,
          alias: true,
          canonicalUrl: true,
          name: true,
          brand: true,
          productImages: true,
          skus: true,
          primaryCategory: true,
          discountType: true,
        }),
      }),
    )
    .nullish(),
  summary: z.looseObject({
    subTotal: PriceSchema,
    total: PriceSchema.extend({
      vatFormatted: text,
      discountIncVatFormatted: text,
      discountExVatFormatted: text,
      discountIncVat: z.number(),
      currency: z.looseObject({ code: z.string() }).nullish(),
    }),
    shipping: z.looseObject({
      feeIncVat: z.number(),
      feeExVat: z.number().nullish(),
      feeIncVatFormatted: text,
      feeExVatFormatted: text,
      isDefault: z.boolean(),
      amountLeftToFreeShipping: z.number(),
      amountLeftToFreeShippingFormatted: text,
    }),
    // A logged-in customer's checkout: what their balance pays (`total` is then what is left).
    balance: z
      .looseObject({
        pending: z.number(),
        pendingFormatted: text,
        // What the balance holds beyond what this cart uses (absent from older answers: 0).
        remaining: z.number().nullish(),
        totalSellingPriceExBalanceIncVat: z.number(),
        totalSellingPriceExBalanceExVat: z.number(),
        totalSellingPriceExBalanceIncVatFormatted: text,
        totalSellingPriceExBalanceExVatFormatted: text,
      })
      .nullish(),
  }),
});

export const FiltersSchema = z
  .looseObject({
    facets: z
      .array(
        z
          .looseObject({
            filterId: z.string(),
            type: text,
            label: text,
            group: text,
            values: z
              .array(
                z
                  .looseObject({
                    facetId: text,
                    parentId: text,
                    label: text,
                    count: z.number(),
                    hidden: z.boolean().nullish(),
                  })
                  .nullable(),
              )
              .nullish(),
          })
          .nullable(),
      )
      .nullish(),
  })
  .nullish();

const linked = z.looseObject({ name: text, alias: text, canonicalUrl: text }).nullish();
export const SuggestionSchema = z.looseObject({
  productId: z.number(),
  alias: z.string(),
  canonicalUrl: text,
  name: text,
  unitPrice: PriceSchema,
  productImages: z.array(z.looseObject({ fileName: z.string() })).nullish(),
  brand: linked,
  primaryCategory: linked,
});

export const ReviewsSchema = z
  .looseObject({
    count: z.coerce.number(),
    averageRating: z.number(),
    reviews: z
      .array(
        z
          .looseObject({ rating: z.number(), comment: text, reviewDate: z.string(), author: text })
          .nullable(),
      )
      .nullish(),
  })
  .nullish();

export const WidgetAreaSchema = z
  .looseObject({
    meta: z.looseObject({ title: text, description: text }).nullish(),
    tags: z.array(z.string().nullable()).nullish(),
    containers: z
      .array(
        z
          .looseObject({
            layout: text,
            widgets: z
              .array(z.looseObject({ id: z.string(), name: text, configuration: text }).nullable())
              .nullish(),
          })
          .nullable(),
      )
      .nullish(),
  })
  .nullish();

const menuLevel = <T extends z.ZodType>(children: T) =>
  z
    .array(
      z
        .looseObject({
          label: text,
          canonicalUrl: text,
          targetBlank: z.boolean().nullish(),
          children,
        })
        .nullable(),
    )
    .nullish();
export const MenuSchema = z
  .looseObject({ menuItems: menuLevel(menuLevel(menuLevel(z.unknown().optional()))) })
  .nullish();
