import { ProductGrid } from '../../../client/components/product-card';
import { href } from '../../../shared/routes';
import { alternatesFor, type Screen } from '../screen';
import { pageTitle } from '../../../shared/page-title';

/**
 * Favorites (/sv/favoriter, /en/favorites), in the order added, rendered on the server from the
 * favorites cookie. Products the API no longer returns are left out here, and the page tells the
 * browser which ids remain (data-favorites-kept) so the cookie drops them too.
 */
export const favoritesScreen: Screen = async (shop, match) => {
  const { t, link, favorites } = shop;
  const products = await shop.catalogue.productsInOrder(favorites);
  return {
    title: pageTitle(t, t('favorites.title')),
    description: t('favorites.description'),
    robots: 'noindex, follow',
    canonical: href(link, 'favorites'),
    alternates: alternatesFor(shop, match),
    body: (
      <section
        className="favorites"
        data-favorites-kept={products.map((p) => p.productId).join(',')}
      >
        <header className="list-head">
          <h1>{t('favorites.title')}</h1>
          {products.length ? (
            <p
              className="list-count"
              data-favorites-listed=""
              data-one={t('favorites.count', { count: 1 })}
              data-other={t('favorites.count', { count: '{n}' })}
            >
              {t('favorites.count', { count: products.length })}
            </p>
          ) : null}
        </header>
        {products.length ? (
          <ProductGrid products={products} eagerCount={4} label={t('favorites.title')} />
        ) : (
          <div className="message-page">
            <p>{t('favorites.empty')}</p>
            <a className="button" href={href(link, 'news')}>
              {t('favorites.browse')}
            </a>
          </div>
        )}
      </section>
    ),
  };
};
