import { ProductGrid, itemAttributes } from '../../../client/components/product-card';
import { FavoriteButton } from '../../../client/components/favorite-button';
import { PriceView } from '../../../client/components/price';
import { AddToCart, type AddToCartProps } from '../../../client/islands/add-to-cart';
import { QuickAdd } from '../../../client/islands/quick-add';
import { ReviewForm } from '../../../client/islands/review-form';
import { StockNotify } from '../../../client/islands/stock-notify';
import { NOTIFY_RESULT_PARAM, notifyResultOf } from '../../../shared/stock-notify';
import { REVIEW_RESULT_PARAM } from '../../../shared/reviews';
import {
  CART_ADD_FRAGMENT,
  CART_RESULT_PARAM,
  ONCE_FIELD,
  quickAddFormId,
} from '../../../shared/cart-add';
import { Island } from '../../../client/islands/island';
import type { Translate } from '../../../shared/i18n/translator';
import { href, localise, type LinkContext } from '../../../shared/routes';
import type { ProductDetail, ProductList, ProductSummary } from '../../../shared/types';
import { Breadcrumbs, categoryTrail } from '../../chrome/breadcrumbs';
import { CachedHtml } from '../../streaming/cached-html';
import { Deferred } from '../../streaming/deferred';
import { GridSkeleton } from '../../chrome/skeleton';
import { loadArea } from '../content/widget-data';
import { WidgetArea } from '../content/widgets';
import { LowestPrice, PriceHistory } from './price-history';
import { fillPlaceholders } from '../placeholders';
import { productStructuredData } from './structured-data';
import { VariantSwatches } from './variants';
import { postedReview, ProductReviews, REVIEWS_PER_PAGE } from './reviews';
import { postedCartAdd } from './cart-answer';
import { alternatesForPath, aroundPart, canonicalRedirect, notFound, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';

/** Product page. The shell holds title, price, first image and the add-to-cart form; related products stream in. */
export const productScreen: Screen = async (shop, match) => {
  const { t, catalogue, link } = shop;
  // The category tree (for the breadcrumb trail) loads beside the product: no extra round trip. A variant
  // switch asks for the product part alone (X-Fragment): what lies around it is not loaded then.
  const [product, categories] = await Promise.all([
    catalogue.product(match.params.alias ?? ''),
    aroundPart(shop, () => catalogue.categories()),
  ]);
  if (!product) return notFound();
  const canonical = localise(link, product.path);
  const redirect = canonicalRedirect(shop, canonical);
  if (redirect) return redirect;
  const related = aroundPart(shop, () =>
    shop.defer(
      catalogue.products({
        categoryAlias: product.category.alias,
        take: 9,
        filter: { sort: 'MOST_SOLD' },
      }),
      'related products',
    ),
  );
  // The page's one-time key for its add forms (cart-add.ts addOnce keys it with the SKU and quantity).
  const once = crypto.randomUUID();
  const placeholders = {
    name: product.name,
    brand: product.brand,
    pid: product.productId,
    category: product.category.name,
    price: shop.vatIncluded ? product.price.sellingIncVatText : product.price.sellingExVatText,
    dshort: product.shortText,
    dlong: product.longText,
  };
  const reviewPage = Math.min(
    Math.max(Number.parseInt(shop.url.searchParams.get('reviews') ?? '1', 10) || 1, 1),
    200,
  );
  // The CMS area of family Product (original-storefront notes 2.9), below the product: it may target the category, brand or product.
  const area = aroundPart(shop, () =>
    shop.defer(
      loadArea(shop, {
        family: 'Product',
        areaName: 'Product detail page',
        filters: [
          { key: 'Category', value: product.category.alias },
          { key: 'Brand', value: product.brandAlias },
          { key: 'Product', value: product.alias },
        ],
      }),
      'product area',
    ),
  );
  const reviews = aroundPart(shop, () =>
    shop.defer(
      catalogue.reviews(product.alias, (reviewPage - 1) * REVIEWS_PER_PAGE, REVIEWS_PER_PAGE),
      'reviews',
    ),
  );
  const crumbs = [
    ...categoryTrail(shop, categories ?? [], product.category),
    { name: product.name, url: shop.url.origin + canonical },
  ];
  const soldOut = product.skus
    .filter((s) => s.stock.totalStock === 0)
    .map((s) => ({ skuId: s.skuId, name: s.name, incoming: s.stock.incoming }));
  // The part a variant switch replaces in place (client/product/variant-switch.ts asks for it alone).
  const article = (
    <article className="product" data-product-id={product.productId} {...itemAttributes(product)}>
      <section className="gallery" aria-label={t('product.images')}>
        {product.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === 0 ? product.name : ''}
            width={600}
            height={600}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        ))}
      </section>
      <section className="buy-box">
        <CachedHtml
          render={BuyBoxHead}
          props={{ t, product, vatIncluded: shop.vatIncluded, link }}
          attributes={{ className: 'contents' }}
        />
        <CachedHtml
          render={BuyForm}
          props={{
            skus: product.skus,
            productId: product.productId,
            market: shop.market.alias,
            returnPath: shop.url.pathname,
            result: postedCartAdd(t, shop.url.searchParams.get(CART_RESULT_PARAM), product.skus),
          }}
          attributes={{ className: 'contents' }}
          anchor={product}
        />
        <input type="hidden" name={ONCE_FIELD} value={once} form={CART_ADD_FRAGMENT} />
        {soldOut.length ? (
          <Island
            name="stock-notify"
            component={StockNotify}
            props={{
              skus: soldOut,
              market: shop.market.alias,
              oneSize: product.skus.length === 1,
              returnPath: shop.url.pathname,
              result: notifyResultOf(shop.url.searchParams.get(NOTIFY_RESULT_PARAM)),
            }}
          />
        ) : null}
        <CachedHtml
          render={PriceHistory}
          props={{
            t,
            history: product.priceHistory,
            vatIncluded: shop.vatIncluded,
            reduced: product.price.isDiscounted,
          }}
          attributes={{ className: 'contents' }}
          anchor={product}
        />
      </section>
      <CachedHtml
        render={Details}
        props={{ t, product }}
        tag="section"
        attributes={{ className: 'details' }}
      />
    </article>
  );
  return {
    fragment: article,
    viewedProductId: product.productId,
    onceKey: once,
    title: pageTitle(t, fillPlaceholders(product.meta.title, placeholders)),
    description: fillPlaceholders(product.meta.description, placeholders),
    canonical,
    alternates: alternatesForPath(shop, product.path),
    preloadImage: product.images[0],
    structuredData: productStructuredData(product, {
      url: shop.url.origin + canonical,
      origin: shop.url.origin,
      currency: shop.market.currency,
      vatIncluded: shop.vatIncluded,
      crumbs,
    }),
    body: (
      <>
        <Breadcrumbs shop={shop} crumbs={crumbs} />
        {article}
        <Deferred promise={area} fallback={null}>
          {(a) => <WidgetArea {...a} t={t} link={link} imageBase={shop.config.IMAGE_BASE_URL} />}
        </Deferred>
        <section id="reviews" className="reviews" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">{t('reviews.title')}</h2>
          <Deferred promise={reviews} fallback={<p className="skeleton-text" aria-hidden="true" />}>
            {(page) => (
              <CachedHtml
                render={ProductReviews}
                props={{
                  t,
                  locale: shop.locale,
                  country: shop.market.country.code,
                  page: reviewPage,
                  reviews: page,
                  path: canonical,
                }}
                attributes={{ className: 'contents' }}
              />
            )}
          </Deferred>
          {/* Writing needs a login (spec section 6); the form is outside the cached part, which every visitor shares. */}
          {shop.authToken ? (
            <Island
              name="review-form"
              component={ReviewForm}
              props={{
                alias: product.alias,
                market: shop.market.alias,
                returnPath: shop.url.pathname,
                result: postedReview(t, shop.url.searchParams.get(REVIEW_RESULT_PARAM)),
              }}
            />
          ) : (
            <p className="review-login" data-testid="review-login">
              {t('reviews.loginRequired')}
            </p>
          )}
        </section>
        <section className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('product.related', { category: product.category.name })}</h2>
          <Deferred promise={related} fallback={<GridSkeleton count={4} />}>
            {(list) => (
              <>
                <CachedHtml
                  render={RelatedProducts}
                  props={{
                    t,
                    link,
                    list,
                    productId: product.productId,
                    market: shop.market.alias,
                    label: t('product.related', { category: product.category.name }),
                  }}
                  attributes={{ className: 'contents' }}
                />
                <QuickAddKeys list={list} productId={product.productId} once={once} />
              </>
            )}
          </Deferred>
        </section>
      </>
    ),
  };
};

/** /{lang}/product/:alias, a route of the specification: a 301 to the product's canonical page. */
export const productByAliasScreen: Screen = async (shop, match) => {
  const product = match.params.alias ? await shop.catalogue.product(match.params.alias) : null;
  if (!product) return notFound();
  return canonicalRedirect(shop, localise(shop.link, product.path)) ?? notFound();
};

/** The add-to-cart island; the same for every visitor of a product (its one-time key is outside it). */
export function BuyForm(props: AddToCartProps) {
  return <Island name="add-to-cart" component={AddToCart} props={props} />;
}

/** Up to eight products of the category, the product itself left out. */
const relatedOf = (list: ProductList, productId: number) =>
  list.products.filter((p) => p.productId !== productId).slice(0, 8);

/** The one SKU a quick add adds: a product in one size, in stock (several sizes need its page). */
function quickAddSku(product: ProductSummary) {
  const [only] = product.skus;
  return product.skus.length === 1 && only && only.stock.totalStock > 0 ? only.skuId : null;
}

/**
 * The page's one-time key for each quick add (POST /cart/add adds once however often one form is
 * sent), rendered per page beside the shared markup: an input belongs to its form by `form`.
 */
function QuickAddKeys({
  list,
  productId,
  once,
}: {
  list: ProductList;
  productId: number;
  once: string;
}) {
  return relatedOf(list, productId).map((p) => {
    const skuId = quickAddSku(p);
    return skuId === null ? null : (
      <input
        key={skuId}
        type="hidden"
        name={ONCE_FIELD}
        value={once}
        form={quickAddFormId(skuId)}
      />
    );
  });
}

/** Up to eight products of the category, the product itself left out, each with a quick action. */
export function RelatedProducts({
  t,
  link,
  list,
  productId,
  market,
  label,
}: {
  t: Translate;
  link: LinkContext;
  list: ProductList;
  productId: number;
  market: string;
  label: string;
}) {
  return (
    <ProductGrid
      products={relatedOf(list, productId)}
      label={label}
      action={(p) => (
        <RelatedAction t={t} product={p} path={localise(link, p.path)} market={market} />
      )}
    />
  );
}

/** Related products: one SKU in stock is added at once; several sizes need the product page. */
function RelatedAction({
  t,
  product,
  path,
  market,
}: {
  t: Translate;
  product: ProductSummary;
  path: string;
  market: string;
}) {
  const skuId = quickAddSku(product);
  if (skuId !== null)
    return (
      <Island
        name="quick-add"
        component={QuickAdd}
        props={{ skuId, name: product.name, market, productPath: path }}
      />
    );
  return (
    <a className="button quick-link" href={path}>
      {t('product.chooseSize')}
      <span className="sr-only">{`: ${product.name}`}</span>
    </a>
  );
}

/** Brand, name, heart, price, lowest price, campaigns, rating and short text (cached per product, see CachedHtml). */
export function BuyBoxHead({
  t,
  product,
  vatIncluded,
  link,
}: {
  t: Translate;
  product: ProductDetail;
  vatIncluded: boolean;
  link: LinkContext;
}) {
  return (
    <>
      <p className="product-brand">{product.brand}</p>
      <div className="title-row">
        <h1>{product.name}</h1>
        <FavoriteButton
          productId={product.productId}
          alias={product.alias}
          name={product.name}
          path={localise(link, product.path)}
        />
      </div>
      <PriceView price={product.price} className="large" />
      <LowestPrice t={t} product={product} vatIncluded={vatIncluded} />
      <VariantSwatches t={t} product={product} link={link} />
      {product.campaigns.length ? (
        <ul className="campaigns">
          {product.campaigns.map((c) => (
            <li key={c.name}>{c.name}</li>
          ))}
        </ul>
      ) : null}
      {product.rating.count > 0 ? (
        <p className="rating">
          {t('product.ratingLabel', { score: product.rating.score, count: product.rating.count })}
        </p>
      ) : null}
      {product.shortText ? <p className="short-text">{product.shortText}</p> : null}
    </>
  );
}

export function Details({ t, product }: { t: Translate; product: ProductDetail }) {
  return (
    <>
      <h2>{t('product.description')}</h2>
      <p>{product.longText}</p>
      <h2>{t('product.specifications')}</h2>
      <dl className="specs">
        <div className="spec">
          <dt>{t('product.articleNumber')}</dt>
          <dd>{product.articleNumber}</dd>
        </div>
        {product.specifications.map((s) => (
          <div key={s.name} className="spec">
            <dt>{s.name}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
