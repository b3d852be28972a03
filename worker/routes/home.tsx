import { ProductGrid } from '../../client/components/product-card';
import { href } from '../../shared/routes';
import { CachedHtml } from '../render/cached-html';
import { Deferred } from '../render/deferred';
import { GridSkeleton } from '../render/skeleton';
import { alternatesFor, type Screen } from './screen';

/** Start page: newest products in the shell (LCP), the most sold streamed after. */
export const homeScreen: Screen = async (shop, match) => {
  const { t, catalogue } = shop;
  const popular = shop.defer(catalogue.products({ take: 8, filter: { sort: 'MOST_SOLD' } }), 'popular products');
  const latest = await catalogue.products({ take: 8, filter: { sort: 'LATEST' } });
  return {
    title: t('home.title'), description: t('home.intro'), canonical: href(shop.link, 'home'), alternates: alternatesFor(shop, match),
    preloadImage: latest.products[0]?.image ?? undefined,
    structuredData: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Ralph', url: shop.url.origin }],
    body: (
      <>
        <section className="hero">
          <h1>{t('home.heading')}</h1>
          <p>{t('home.intro')}</p>
        </section>
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading">{t('home.newArrivals')}</h2>
          <ProductGrid products={latest.products} eagerCount={4} label={t('home.newArrivals')} />
        </section>
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading">{t('home.popular')}</h2>
          <Deferred promise={popular} fallback={<GridSkeleton count={8} />}>
            {(list) => <CachedHtml owner={list} cacheKey="popular" attributes={{ className: 'contents' }}><ProductGrid products={list.products} label={t('home.popular')} /></CachedHtml>}
          </Deferred>
        </section>
      </>
    ),
  };
};
