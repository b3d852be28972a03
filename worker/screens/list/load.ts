import {
  parseSelection,
  selectedFacetIds,
  type ListSelection,
  type ListSort,
} from '../../../shared/list-selection';
import type { FacetGroup, FilteredProductList } from '../../../shared/types';
import type { Catalogue, ProductsArgs } from '../../commerce/catalogue';

export const PAGE_SIZE = 20;

/** What a list page is: the products argument that selects it and its default sort. */
export interface ListScope {
  args: Omit<ProductsArgs, 'skip' | 'take' | 'filter'> & { filter?: { searchText?: string } };
  defaultSort: ListSort;
}

export interface LoadedList {
  list: FilteredProductList;
  selection: ListSelection;
}

const argsFor = (scope: ListScope, s: ListSelection): ProductsArgs => ({
  ...scope.args,
  skip: (s.page - 1) * PAGE_SIZE,
  take: PAGE_SIZE,
  filter: {
    ...scope.args.filter,
    facets: selectedFacetIds(s),
    sort: s.sort,
    filterMode: 'BY_GROUP',
  },
});

/**
 * The selection as the facets know it: a facet id the list does not offer (a stale or hand-edited
 * URL) is dropped, and labels come from the API, not from the URL.
 */
export function knownSelection(s: ListSelection, facets: FacetGroup[]): ListSelection {
  const groups: ListSelection['groups'] = {};
  for (const [param, selected] of Object.entries(s.groups)) {
    const values = facets.find((f) => f.param === param)?.values ?? [];
    const known = selected.flatMap((f) =>
      values.filter((v) => v.id === f.id).map((v) => ({ id: v.id, label: v.label })),
    );
    if (known.length) groups[param] = known;
  }
  return { ...s, groups };
}

const sameFacets = (a: ListSelection, b: ListSelection) =>
  selectedFacetIds(a).join() === selectedFacetIds(b).join();

/**
 * Products, count and facets for the URL's selection in one upstream request. Facet counts are BY_GROUP,
 * so every selectable value of a group is listed while the group has a selection; only a URL with an
 * unknown facet id costs a second request, without it.
 */
export async function loadList(
  catalogue: Catalogue,
  scope: ListScope,
  url: URL,
): Promise<LoadedList> {
  const requested = parseSelection(url.searchParams, scope.defaultSort);
  const list = await catalogue.productList(argsFor(scope, requested));
  const selection = knownSelection(requested, list.facets);
  if (sameFacets(selection, requested)) return { list, selection };
  return { list: await catalogue.productList(argsFor(scope, selection)), selection };
}
