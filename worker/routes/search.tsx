import { ProductGrid } from '../../client/components/product-card';
import { href } from '../../shared/routes';
import { ListPager } from './list-pager';
import { alternatesFor, notFound, pageNumber, PAGE_SIZE, type Screen } from './screen';

/** The header's search form posts ?q=…; search result URLs are /s/:term. */
export const searchFormScreen: Screen = async (shop) => {
  const term = (shop.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return { redirect: term ? href(shop.link, 'search', { search: term }) : href(shop.link, 'home'), status: 302 };
};

/** Search results, by relevance. Not for search engines (noindex). */
export const searchScreen: Screen = async (shop, match) => {
  const { t, catalogue } = shop;
  const term = (match.params.search ?? '').trim().slice(0, 100);
  const page = pageNumber(shop.url);
  const list = await catalogue.products({ skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, filter: { searchText: term, sort: 'RELEVANCE' } });
  if (page > 1 && list.products.length === 0) return notFound();
  const path = href(shop.link, 'search', { search: term });
  const shown = Math.min(list.count, (page - 1) * PAGE_SIZE + list.products.length);
  return {
    title: t('search.heading', { term }), description: t('search.count', { count: list.count }), robots: 'noindex, follow',
    canonical: path, alternates: alternatesFor(shop, match), preloadImage: list.products[0]?.image ?? undefined,
    body: (
      <>
        <header className="list-head">
          <h1>{t('search.heading', { term })}</h1>
          <p className="list-count" role="status">{t('search.count', { count: list.count })}</p>
        </header>
        {list.products.length ? <ProductGrid products={list.products} eagerCount={4} label={t('search.heading', { term })} /> : <p>{t('search.empty', { term })}</p>}
        {list.count > 0 ? <ListPager t={t} page={page} shown={shown} total={list.count} path={path} /> : null}
      </>
    ),
  };
};
