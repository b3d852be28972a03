import { stockStatus } from '../../../shared/price';
import type { ProductDetail } from '../../../shared/types';
import { breadcrumbList, type Crumb } from '../../chrome/breadcrumbs';

const AVAILABILITY = {
  OUT_OF_STOCK: 'OutOfStock',
  OVERSELLABLE: 'BackOrder',
  IN_STOCK: 'InStock',
  FEW_LEFT: 'LimitedAvailability',
  STATIC: 'InStock',
} as const;

/** schema.org Product with one offer per SKU, priced in the shopper's VAT mode, plus the breadcrumb trail. */
export function productStructuredData(
  p: ProductDetail,
  o: { url: string; origin: string; currency: string; vatIncluded: boolean; crumbs: Crumb[] },
): object[] {
  const price = o.vatIncluded ? p.price.sellingIncVat : p.price.sellingExVat;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      sku: p.articleNumber,
      url: o.url,
      image: p.images.map((i) => (i.startsWith('http') ? i : o.origin + i)),
      description: p.shortText,
      brand: { '@type': 'Brand', name: p.brand },
      offers: p.skus.map((s) => ({
        '@type': 'Offer',
        sku: `${p.articleNumber}-${s.name}`,
        name: s.name,
        url: o.url,
        priceCurrency: o.currency,
        price,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: o.currency,
          valueAddedTaxIncluded: o.vatIncluded,
        },
        availability: `https://schema.org/${AVAILABILITY[stockStatus(s.stock)]}`,
      })),
      ...(p.rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.rating.score,
              reviewCount: p.rating.count,
            },
          }
        : {}),
    },
    breadcrumbList(o.crumbs),
  ];
}
