/**
 * A product list's selection (facets, sort, page) and its URL form, as the specification says:
 * `categories=`, `brands=`, `skus=`, `price=`, `discount=` and `p-<group>=` each hold a
 * comma-separated list of `label~facetId`; `sort=` only when not the default; `page=N`.
 * Malformed entries are dropped here, so a bad URL never reaches the commerce API; so are entries
 * beyond {@link MAX_FACETS} distinct ids in all, which the commerce API refuses to take.
 */
export const LIST_SORTS = ['LATEST', 'MOST_SOLD', 'PRICE', 'PRICE_DESC', 'RELEVANCE'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The URL parameter of each facet type; parameter facets use `p-<group>`. */
const TYPE_PARAMS: Record<string, string> = {
  Category: 'categories',
  Brand: 'brands',
  Sku: 'skus',
  Price: 'price',
  Discount: 'discount',
};
const PARAM_NAMES = new Set(Object.values(TYPE_PARAMS));
const FACET_ID = /^[a-z]{1,3}_[a-z0-9][a-z0-9_-]{0,80}$/;
const GROUP_PARAM = /^p-[a-z0-9-]{1,40}$/;
const MAX_PER_GROUP = 30;
/**
 * Distinct facet ids in one selection, all groups together: more than a shopper ticks, and what the
 * commerce API takes (the embedded backend refuses longer lists, as D1 binds a bounded number of
 * variables). Beyond it entries are ignored, like malformed ones: the list still shows, its links
 * carry only the selection that applied.
 */
export const MAX_FACETS = 40;
export const MAX_PAGE = 300;

/** What the selection reads from a query: URLSearchParams fits (shared/ sees no DOM types, so it is named here). */
export interface QueryParams extends Iterable<[string, string]> {
  get(name: string): string | null;
}

export interface SelectedFacet {
  id: string;
  label: string;
}
export interface ListSelection {
  /** URL parameter name → selected facets, in URL order. */
  groups: Record<string, SelectedFacet[]>;
  sort: ListSort;
  page: number;
}

/** The URL parameter for a facet group of the commerce API (`Parameter-color` → `p-color`). */
export function paramOfFacet(type: string, filterId: string): string {
  return (
    TYPE_PARAMS[type] ??
    `p-${filterId
      .replace(/^Parameter-/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)}`
  );
}

const isFacetParam = (name: string) => PARAM_NAMES.has(name) || GROUP_PARAM.test(name);

/** A group's entries; `seen` holds the ids of every group so far (an id counts once, in its first group). */
function parseEntries(value: string, seen: Set<string>): SelectedFacet[] {
  const out: SelectedFacet[] = [];
  for (const entry of value.split(',', MAX_PER_GROUP)) {
    if (seen.size >= MAX_FACETS) break;
    const at = entry.lastIndexOf('~');
    const id = entry.slice(at + 1).trim();
    if (!FACET_ID.test(id) || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, label: at > 0 ? entry.slice(0, at).trim().slice(0, 80) : id });
  }
  return out;
}

/** Reads the selection from a query string. RELEVANCE is a sort only where it is the default (search). */
export function parseSelection(params: QueryParams, defaultSort: ListSort): ListSelection {
  // A plain HTML form (no JavaScript) repeats the parameter per checkbox: read those as one list.
  const raw = new Map<string, string[]>();
  for (const [name, value] of params)
    if (isFacetParam(name)) raw.get(name)?.push(value) ?? raw.set(name, [value]);
  const groups: Record<string, SelectedFacet[]> = {};
  const seen = new Set<string>();
  for (const [name, values] of raw) {
    const entries = parseEntries(values.join(','), seen);
    if (entries.length) groups[name] = entries;
  }
  const sortParam = params.get('sort') as ListSort | null;
  const sort =
    sortParam &&
    LIST_SORTS.includes(sortParam) &&
    (sortParam !== 'RELEVANCE' || defaultSort === 'RELEVANCE')
      ? sortParam
      : defaultSort;
  const pageParam = params.get('page') ?? '1';
  const page = /^\d{1,3}$/.test(pageParam) ? Math.min(Math.max(Number(pageParam), 1), MAX_PAGE) : 1;
  return { groups, sort, page };
}

/** Every selected facet id, for the products query's `filter.facets`. */
export const selectedFacetIds = (s: ListSelection) =>
  Object.values(s.groups)
    .flat()
    .map((f) => f.id);

export const hasFacets = (s: ListSelection) => Object.keys(s.groups).length > 0;

/**
 * The query string for a selection (with its leading '?', or '' when empty). Unrelated parameters of
 * `keep` are preserved; facet, sort and page parameters are rewritten.
 */
export function selectionQuery(
  s: ListSelection,
  defaultSort: ListSort,
  keep: Iterable<[string, string]> = [],
): string {
  const out: [string, string][] = [];
  for (const [name, value] of keep)
    if (!isFacetParam(name) && name !== 'sort' && name !== 'page') out.push([name, value]);
  for (const [name, facets] of Object.entries(s.groups)) {
    if (facets.length)
      out.push([
        name,
        facets.map((f) => `${encode(f.label.replace(/[,~]/g, ' '))}~${f.id}`).join(','),
      ]);
  }
  if (s.sort !== defaultSort) out.push(['sort', s.sort]);
  if (s.page > 1) out.push(['page', String(s.page)]);
  return out.length
    ? `?${out.map(([name, value]) => `${encode(name)}=${name === 'sort' || name === 'page' || isFacetParam(name) ? value : encode(value)}`).join('&')}`
    : '';
}

/** Form encoding (spaces as '+'); '~' and ',' stay readable in facet values, as the specification writes them. */
const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The selection with one facet switched on or off (back to page 1, as the result set changes). */
export function toggleFacet(s: ListSelection, param: string, facet: SelectedFacet): ListSelection {
  const current = s.groups[param] ?? [];
  const next = current.some((f) => f.id === facet.id)
    ? current.filter((f) => f.id !== facet.id)
    : [...current, facet];
  const groups = { ...s.groups, [param]: next };
  if (!next.length) delete groups[param];
  return { ...s, groups, page: 1 };
}
