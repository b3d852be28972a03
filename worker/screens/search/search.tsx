import { href } from '../../../shared/routes';
import { listPage } from '../list/list-page';
import { loadList, type ListScope } from '../list/load';
import { alternatesFor, type Screen } from '../screen';

/** The header's search form posts ?q=…; search result URLs are /s/:term. */
export const searchFormScreen: Screen = async (shop) => {
  const term = (shop.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return {
    redirect: term ? href(shop.link, 'search', { search: term }) : href(shop.link, 'home'),
    status: 302,
  };
};

/** Search results, by relevance unless the shopper sorts otherwise. Not for search engines (noindex). */
export const searchScreen: Screen = async (shop, match) => {
  const { t } = shop;
  const term = (match.params.search ?? '').trim().slice(0, 100);
  const scope: ListScope = { args: { filter: { searchText: term } }, defaultSort: 'RELEVANCE' };
  const loaded = await loadList(shop.catalogue, scope, shop.url);
  const heading = t('search.heading', { term });
  return listPage(shop, scope, loaded, ({ count, canonicalQuery }) => ({
    title: heading,
    description: t('search.count', { count }),
    robots: 'noindex, follow',
    path: href(shop.link, 'search', { search: term }),
    label: heading,
    alternates: alternatesFor(shop, match, canonicalQuery),
    head: (
      <header className="list-head">
        <h1>{heading}</h1>
      </header>
    ),
    empty: t('search.empty', { term }),
  }));
};
