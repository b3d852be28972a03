import { href } from '../../../shared/routes';
import { SEARCH_CANDIDATES } from '../../../shared/search-cap';
import { listPage } from '../list/list-page';
import { loadList, type ListScope, type LoadedList } from '../list/load';
import { alternatesFor, type Screen } from '../screen';

/** The header's search form posts ?q=…; search result URLs are /s/:term. */
export const searchFormScreen: Screen = async (shop) => {
  const term = (shop.url.searchParams.get('q') ?? '').trim().slice(0, 100);
  return {
    redirect: term ? href(shop.link, 'search', { search: term }) : href(shop.link, 'home'),
    status: 302,
  };
};

/** A search lists its best SEARCH_CANDIDATES matches: a count over that pages as the cap, said as "over". */
function capHits(loaded: LoadedList): LoadedList {
  const { list } = loaded;
  if (list.count <= SEARCH_CANDIDATES) return loaded;
  return { ...loaded, list: { ...list, count: SEARCH_CANDIDATES, more: true } };
}

/** Search results, by relevance unless the shopper sorts otherwise. Not for search engines (noindex). */
export const searchScreen: Screen = async (shop, match) => {
  const { t } = shop;
  const term = (match.params.search ?? '').trim().slice(0, 100);
  const scope: ListScope = { args: { filter: { searchText: term } }, defaultSort: 'RELEVANCE' };
  const loaded = capHits(await loadList(shop.catalogue, scope, shop.url));
  const heading = t('search.heading', { term });
  return listPage(shop, scope, loaded, ({ canonicalQuery }) => ({
    title: heading,
    description: t(loaded.list.more ? 'search.countOver' : 'search.count', {
      count: loaded.list.count,
    }),
    robots: 'noindex, follow',
    searchTerm: term,
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
