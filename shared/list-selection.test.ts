import { describe, expect, it } from 'vitest';
import {
  MAX_FACETS,
  paramOfFacet,
  parseSelection,
  selectedFacetIds,
  selectionQuery,
  toggleFacet,
} from './list-selection';

const parse = (query: string, sort: 'LATEST' | 'RELEVANCE' = 'LATEST') =>
  parseSelection(new URLSearchParams(query), sort);

describe('list selection in the URL', () => {
  it('reads comma-separated label~id entries per group, parameters with the p- prefix, sort and page', () => {
    const s = parse('brands=Nordvik~b_3,Fjäll~b_7&p-color=Röd~p_color_red&sort=PRICE&page=3');
    expect(s.groups).toEqual({
      brands: [
        { id: 'b_3', label: 'Nordvik' },
        { id: 'b_7', label: 'Fjäll' },
      ],
      'p-color': [{ id: 'p_color_red', label: 'Röd' }],
    });
    expect(s.sort).toBe('PRICE');
    expect(s.page).toBe(3);
    expect(selectedFacetIds(s)).toEqual(['b_3', 'b_7', 'p_color_red']);
  });

  it('ignores malformed and unknown parts instead of failing', () => {
    const s = parse(
      'brands=~,nonsense,Evil~b_1)%20OR%201=1,Ok~b_2&q-color=x~p_color_red&sort=DROP&page=-4&categories=',
    );
    expect(s.groups).toEqual({ brands: [{ id: 'b_2', label: 'Ok' }] });
    expect(s.sort).toBe('LATEST');
    expect(s.page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(1);
    expect(parse('page=999').page).toBe(300);
  });

  it('takes at most MAX_FACETS distinct ids in all groups together, each id once (the API refuses more)', () => {
    const groups = Array.from(
      { length: 60 },
      (_, g) => `p-g${g}=${Array.from({ length: 20 }, (_, i) => `x~p_${g}_${i}`).join(',')}`,
    );
    const ids = selectedFacetIds(parse(groups.join('&')));
    expect(ids).toHaveLength(MAX_FACETS);
    expect(ids.slice(0, 21)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `p_0_${i}`),
      'p_1_0',
    ]);
    const twice = parse('brands=A~b_1,B~b_2&categories=A~b_1,C~c_3');
    expect(selectedFacetIds(twice)).toEqual(['b_1', 'b_2', 'c_3']);
    const repeated = Array.from({ length: 200 }, (_, i) => `brands=x~b_${i % 50}`).join('&');
    expect(selectedFacetIds(parse(repeated))).toHaveLength(30);
  });

  it('offers RELEVANCE only where it is the default (search)', () => {
    expect(parse('sort=RELEVANCE').sort).toBe('LATEST');
    expect(parse('sort=RELEVANCE', 'RELEVANCE').sort).toBe('RELEVANCE');
    expect(parse('sort=MOST_SOLD', 'RELEVANCE').sort).toBe('MOST_SOLD');
  });

  it('merges a parameter repeated by a plain HTML form', () => {
    expect(selectedFacetIds(parse('brands=A~b_1&brands=B~b_2&brands=A~b_1'))).toEqual([
      'b_1',
      'b_2',
    ]);
  });

  it('writes sort only when not the default, page only above 1, and keeps unrelated parameters', () => {
    const s = parse('brands=Nordvik~b_3&sort=LATEST&page=1');
    expect(selectionQuery(s, 'LATEST', new URLSearchParams('utm_source=mail&page=4'))).toBe(
      '?utm_source=mail&brands=Nordvik~b_3',
    );
    expect(selectionQuery({ ...s, sort: 'PRICE_DESC', page: 2 }, 'LATEST')).toBe(
      '?brands=Nordvik~b_3&sort=PRICE_DESC&page=2',
    );
    expect(selectionQuery({ groups: {}, sort: 'LATEST', page: 1 }, 'LATEST')).toBe('');
    // A label cannot break the list format.
    expect(
      selectionQuery(
        { groups: { brands: [{ id: 'b_1', label: 'A,B~C' }] }, sort: 'LATEST', page: 1 },
        'LATEST',
      ),
    ).toBe('?brands=A+B+C~b_1');
  });

  it('round-trips through the URL, labels with spaces and non-ASCII letters included', () => {
    const s = parse(
      'categories=Tröjor~c_12,Sjöberg+%26+Co~b_6&p-material=Ull~p_material_wool&sort=MOST_SOLD&page=2',
    );
    expect(selectionQuery(s, 'LATEST')).toBe(
      '?categories=Tr%C3%B6jor~c_12,Sj%C3%B6berg+%26+Co~b_6&p-material=Ull~p_material_wool&sort=MOST_SOLD&page=2',
    );
    expect(parse(selectionQuery(s, 'LATEST').slice(1))).toEqual(s);
  });

  it('toggling a facet goes back to page 1 and drops an emptied group', () => {
    const s = parse('brands=Nordvik~b_3&page=4');
    const off = toggleFacet(s, 'brands', { id: 'b_3', label: 'Nordvik' });
    expect(off).toEqual({ groups: {}, sort: 'LATEST', page: 1 });
    expect(toggleFacet(off, 'skus', { id: 's_m', label: 'M' }).groups).toEqual({
      skus: [{ id: 's_m', label: 'M' }],
    });
  });

  it('names the URL parameter of each facet type', () => {
    expect(paramOfFacet('Category', 'Category')).toBe('categories');
    expect(paramOfFacet('Sku', 'Sku')).toBe('skus');
    expect(paramOfFacet('Parameter', 'Parameter-color')).toBe('p-color');
  });
});
