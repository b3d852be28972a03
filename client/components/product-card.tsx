import type { ReactNode } from 'react';
import { localise } from '../../shared/routes';
import type { ProductSummary as Card } from '../../shared/types';
import { useApp } from '../app-context';
import { FavoriteButton } from './favorite-button';
import { PriceView } from './price';
import { StockStatus } from './stock-status';

/** A product in a list. `eager` for the first row, which may hold the page's LCP image. */
export function ProductCard({
  product,
  eager = false,
  action,
}: {
  product: Card;
  eager?: boolean;
  action?: ReactNode;
}) {
  const { link } = useApp();
  const path = localise(link, product.path);
  return (
    <article
      className="card"
      data-alias={product.alias}
      data-product-id={product.productId}
      {...itemAttributes(product)}
    >
      <FavoriteButton
        productId={product.productId}
        alias={product.alias}
        name={product.name}
        path={path}
      />
      <a className="card-link" href={path}>
        {product.image ? (
          <img
            className="card-image"
            src={product.image}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="card-image" />
        )}
        <span className="card-brand">{product.brand}</span>
        <span className="card-name">{product.name}</span>
      </a>
      <PriceView price={product.price} />
      {product.campaigns.length ? (
        <ul className="campaigns">
          {product.campaigns.map((c) => (
            <li key={c.name}>{c.name}</li>
          ))}
        </ul>
      ) : null}
      <StockStatus stock={product.totalStock} />
      {action}
    </article>
  );
}

/** The analytics item data a card or product page carries (read by client/analytics/items.ts itemOf). */
export const itemAttributes = (p: Card) => ({
  'data-name': p.name,
  'data-brand': p.brand,
  'data-category': p.categoryName,
  'data-price': p.price.sellingIncVat,
  'data-regular': p.price.regularIncVat,
  'data-campaign': p.priceCampaign ? '1' : undefined,
});

/**
 * `page` marks each item with the list page it came from (paging in place, back-navigation relocation);
 * `action` adds a control under a card (quick add on related products).
 */
export function ProductGrid({
  products,
  eagerCount = 0,
  label,
  page,
  action,
}: {
  products: Card[];
  eagerCount?: number;
  label: string;
  page?: number;
  action?: (p: Card) => ReactNode;
}) {
  return (
    <ul className="grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.productId} data-page={page}>
          <ProductCard product={p} eager={i < eagerCount} action={action?.(p)} />
        </li>
      ))}
    </ul>
  );
}
