import type { ReactNode } from 'react';
import { hasFacets, selectionQuery } from '../../../shared/list-selection';
import type { Shop } from '../../context';
import type { Page } from '../../streaming/page';
import { notFound } from '../screen';
import { ListResults, ListView, type ListViewProps } from './list-view';
import type { ListScope, LoadedList } from './load';
import { pageTitle } from '../../../shared/page-title';

/** What a list screen adds around the list. `canonicalQuery` is '' or '?page=N' (kept in alternates). */
export type ListPageParts = (facts: { count: number; canonicalQuery: string }) => Pick<
  Page,
  'title' | 'description' | 'alternates' | 'structuredData' | 'robots' | 'searchTerm'
> & {
  /** The list's path under the shopper's prefix, without a query. */
  path: string;
  label: string;
  /** Heading, descriptions and sub-categories above the list. */
  head: ReactNode;
  /** Below the list (the CMS's bottom area). */
  foot?: ReactNode;
  /** Shown instead of the grid when the unfiltered list is empty. */
  empty?: string;
};

/**
 * Builds a list page around a loaded list (see loadList). A page beyond the last is a 404.
 * Filtered or re-sorted views are not indexed: their canonical is the plain list.
 */
export function listPage(
  shop: Shop,
  scope: ListScope,
  { list, selection }: LoadedList,
  parts: ListPageParts,
): Page {
  if (selection.page > 1 && list.products.length === 0) return notFound();
  const filtered = hasFacets(selection) || selection.sort !== scope.defaultSort;
  const canonicalQuery = filtered ? '' : selectionQuery(selection, scope.defaultSort);
  const { path, label, head, foot, empty, ...page } = parts({ count: list.count, canonicalQuery });
  const props: ListViewProps = {
    t: shop.t,
    list,
    selection,
    defaultSort: scope.defaultSort,
    path,
    query: shop.url.searchParams,
    label,
    empty,
  };
  return {
    ...page,
    title: pageTitle(
      shop.t,
      page.title,
      selection.page > 1 ? shop.t('list.page', { page: selection.page }) : null,
    ),
    canonical: path + canonicalQuery,
    robots: filtered ? 'noindex, follow' : page.robots,
    preloadImage: selection.page === 1 ? (list.products[0]?.image ?? undefined) : undefined,
    body: (
      <>
        {head}
        <ListView {...props} />
        {foot}
      </>
    ),
    fragment: <ListResults {...props} eager={false} />,
  };
}
