import type { Translate } from '../../../shared/i18n/translator';
import { LIST_SORTS, type ListSelection, type ListSort } from '../../../shared/list-selection';
import type { FacetGroup, FacetValue } from '../../../shared/types';

export const FILTER_FORM_ID = 'list-filters';

/** Category values nest by parentId; a value whose parent is not in the list is a root. */
function tree(values: FacetValue[]): { roots: FacetValue[]; children: Map<string, FacetValue[]> } {
  const ids = new Set(values.map((v) => v.id));
  const children = new Map<string, FacetValue[]>();
  const roots: FacetValue[] = [];
  for (const v of values) {
    if (v.parentId && ids.has(v.parentId) && v.parentId !== v.id)
      children.set(v.parentId, [...(children.get(v.parentId) ?? []), v]);
    else roots.push(v);
  }
  return { roots, children };
}

function FacetOption({
  group,
  value,
  checked,
}: {
  group: FacetGroup;
  value: FacetValue;
  checked: boolean;
}) {
  const id = `facet-${value.id}`;
  return (
    <span className="facet-option">
      <input
        type="checkbox"
        id={id}
        name={group.param}
        value={`${value.label.replace(/[,~]/g, ' ')}~${value.id}`}
        defaultChecked={checked}
      />
      <label htmlFor={id}>
        {`${value.label} `}
        <span className="facet-count">{`(${value.count})`}</span>
      </label>
    </span>
  );
}

function FacetValues({
  group,
  values,
  children,
  selected,
}: {
  group: FacetGroup;
  values: FacetValue[];
  children: Map<string, FacetValue[]>;
  selected: Set<string>;
}) {
  return (
    <ul className="facet-values">
      {values.map((v) => (
        <li key={v.id}>
          <FacetOption group={group} value={v} checked={selected.has(v.id)} />
          {children.get(v.id)?.length ? (
            <FacetValues
              group={group}
              values={children.get(v.id)!}
              children={children}
              selected={selected}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter form: a plain GET form, so filtering works before (and without) JavaScript; the list
 * controller (client/list/) submits it in place. Facets come with their counts from the server.
 */
export function FacetForm({
  t,
  facets,
  selection,
  action,
}: {
  t: Translate;
  facets: FacetGroup[];
  selection: ListSelection;
  action: string;
}) {
  const count = Object.values(selection.groups).flat().length;
  return (
    <form
      id={FILTER_FORM_ID}
      className="facets"
      method="get"
      action={action}
      aria-label={t('list.filters')}
    >
      <h2 className="facets-heading">{t('list.filters')}</h2>
      {/* Closed on phones so the products come first; always shown on wide screens (client/styles/lists.css). */}
      <details className="facets-panel" data-param="panel">
        <summary className="button">
          {t('list.filters')}
          {count ? ` (${count})` : ''}
        </summary>
        {facets.map((group, i) => {
          const selected = new Set((selection.groups[group.param] ?? []).map((f) => f.id));
          const { roots, children } =
            group.type === 'Category'
              ? tree(group.values)
              : { roots: group.values, children: new Map<string, FacetValue[]>() };
          return (
            <details
              key={group.param}
              className="facet-group"
              data-param={group.param}
              open={selected.size > 0 || i === 0}
            >
              <summary>
                {group.label}
                {selected.size ? (
                  <span className="facet-selected">{` · ${t('list.selectedCount', { count: selected.size })}`}</span>
                ) : null}
              </summary>
              <fieldset>
                <legend className="sr-only">{group.label}</legend>
                <FacetValues group={group} values={roots} children={children} selected={selected} />
              </fieldset>
            </details>
          );
        })}
        <button type="submit" className="button apply-filters">
          {t('list.applyFilters')}
        </button>
      </details>
    </form>
  );
}

export function SortSelect({
  t,
  selection,
  defaultSort,
}: {
  t: Translate;
  selection: ListSelection;
  defaultSort: ListSort;
}) {
  const sorts = LIST_SORTS.filter((s) => s !== 'RELEVANCE' || defaultSort === 'RELEVANCE');
  return (
    <span className="sort">
      <label htmlFor="list-sort">{t('list.sortBy')}</label>
      <select id="list-sort" name="sort" form={FILTER_FORM_ID} defaultValue={selection.sort}>
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </select>
      {/* Without scripts the form's own button is in the filter panel, closed on a phone. */}
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="button">
          {t('list.applySort')}
        </button>
      </noscript>
    </span>
  );
}
