import { ProductGrid } from '../../../client/components/product-card';
import type { Translate } from '../../../shared/i18n/translator';
import {
  hasFacets,
  selectionQuery,
  toggleFacet,
  type ListSelection,
  type ListSort,
} from '../../../shared/list-selection';
import type { FilteredProductList } from '../../../shared/types';
import { CachedHtml } from '../../streaming/cached-html';
import { FacetForm, SortSelect } from './facets';
import { PAGE_SIZE } from './load';

export interface ListViewProps {
  t: Translate;
  list: FilteredProductList;
  selection: ListSelection;
  defaultSort: ListSort;
  /** The list's own path (no query); links and the filter form point at it. */
  path: string;
  /** The request's query: parameters that are not the list's own are kept in every link. */
  query: URLSearchParams;
  label: string;
  empty?: string;
}

/** Active filters as links that remove one each, and one that clears them all. */
function ActiveFilters({ t, selection, defaultSort, path, query }: ListViewProps) {
  if (!hasFacets(selection)) return null;
  const cleared = selectionQuery({ ...selection, groups: {}, page: 1 }, defaultSort, query);
  return (
    <ul className="chips active-filters" aria-label={t('list.activeFilters')}>
      {Object.entries(selection.groups).flatMap(([param, facets]) =>
        facets.map((f) => (
          <li key={f.id}>
            <a
              className="chip"
              href={path + selectionQuery(toggleFacet(selection, param, f), defaultSort, query)}
              aria-label={t('list.removeFilter', { label: f.label })}
              data-facet={f.id}
            >
              {f.label} <span aria-hidden="true">×</span>
            </a>
          </li>
        )),
      )}
      <li>
        <a className="chip clear" href={path + cleared}>
          {t('list.clearAll')}
        </a>
      </li>
    </ul>
  );
}

/** Count bar and crawlable ?page=N links; the list controller turns them into in-place loads. */
function Pager({ t, list, selection, defaultSort, path, query }: ListViewProps) {
  const { page } = selection;
  const last = Math.max(1, Math.ceil(list.count / PAGE_SIZE));
  const shown = Math.min(list.count, (page - 1) * PAGE_SIZE + list.products.length);
  const link = (n: number) => path + selectionQuery({ ...selection, page: n }, defaultSort, query);
  return (
    <nav className="pager" aria-label={t('list.page', { page })}>
      <p className="count-bar" data-testid="count-bar">
        {t(list.more ? 'list.seenOver' : 'list.seen', { shown, total: list.count })}
      </p>
      <progress max={Math.max(list.count, 1)} value={shown} aria-hidden="true" />
      <div className="pager-links">
        {page < last ? (
          <a
            className="button"
            rel="next"
            href={link(page + 1)}
            data-load="more"
            data-page={page + 1}
          >
            {t('list.loadMore')}
          </a>
        ) : null}
        {page > 1 ? (
          <a href={link(1)} className="first-page">
            {t('list.firstPage')}
          </a>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * The part of a list page that filters, sorting and paging replace in place (also served alone as a
 * fragment, where no image is eager: it is not the page's LCP, and React would hoist preload links).
 */
export function ListResults({ eager = true, ...props }: ListViewProps & { eager?: boolean }) {
  const { t, list, selection, defaultSort, path, query, label, empty } = props;
  const { page } = selection;
  // Nothing found and nothing chosen (an empty search): no filter panel or sort with nothing in them.
  const nothing = list.count === 0 && !hasFacets(selection);
  return (
    <>
      {nothing ? null : (
        <FacetForm t={t} facets={list.facets} selection={selection} action={path} />
      )}
      <div className="list-results" id="list-results">
        <div className="list-toolbar">
          <p className="list-count" data-testid="list-count" tabIndex={-1}>
            {t(list.more ? 'list.countOver' : 'list.count', { count: list.count })}
          </p>
          {nothing ? null : <SortSelect t={t} selection={selection} defaultSort={defaultSort} />}
        </div>
        <ActiveFilters {...props} />
        {page > 1 ? (
          <p className="load-previous">
            <a
              className="button"
              rel="prev"
              href={path + selectionQuery({ ...selection, page: page - 1 }, defaultSort, query)}
              data-load="previous"
              data-page={page - 1}
            >
              {t('list.loadPrevious')}
            </a>
          </p>
        ) : null}
        {list.products.length ? (
          <ProductGrid
            products={list.products}
            eagerCount={eager && page === 1 ? 4 : 0}
            label={label}
            page={page}
          />
        ) : (
          <p className="list-empty">
            {hasFacets(selection) ? t('list.noMatch') : (empty ?? t('list.empty'))}
          </p>
        )}
        {list.count > 0 ? <Pager {...props} /> : null}
      </div>
    </>
  );
}

/** A product list with facets, sort and paging; the live region announces in-place updates. */
export function ListView(props: ListViewProps) {
  const { path, t } = props;
  const attributes = {
    className: 'list-layout',
    'data-list': '',
    'data-default-sort': props.defaultSort,
    'data-path': path,
    'data-failed-text': t('list.failed'),
  };
  return (
    <>
      <CachedHtml render={ListResults} props={props} attributes={attributes} />
      <p className="sr-only" role="status" aria-live="polite" id="list-status" />
    </>
  );
}
