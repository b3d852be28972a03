import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import { parseSelection } from '../../../shared/list-selection';
import type { FilteredProductList } from '../../../shared/types';
import { checkCallSite } from '../../testing/cached-html';
import { testCatalogue } from '../../testing/catalogue';
import { ListResults, type ListViewProps } from './list-view';

const list = (categoryAlias: string) =>
  testCatalogue().productList({
    categoryAlias,
    skip: 0,
    take: 20,
    filter: { sort: 'LATEST', filterMode: 'BY_GROUP' },
  });
const empty: FilteredProductList = { count: 0, products: [], facets: [] };

describe('product lists: the cached list part is keyed by all it reads', () => {
  it('facets, toolbar, active filters, grid and pager', async () => {
    const [clothing, shoes] = [await list('clothing'), await list('shoes')];
    const brand = clothing.facets.find((f) => f.param === 'brands')!.values[0]!;
    const props = (t = createTranslator('sv')): ListViewProps & { eager?: boolean } => ({
      t,
      list: clothing,
      selection: parseSelection(new URLSearchParams(''), 'LATEST'),
      defaultSort: 'LATEST',
      path: '/sv/c/clothing',
      query: new URLSearchParams('utm_source=mail'),
      label: 'Kläder',
      empty: 'Inga produkter här',
    });
    const site = checkCallSite({
      render: ListResults,
      props: (e) => props(e.t),
      changes: {
        t: () => createTranslator('en'),
        list: () => shoes,
        selection: () =>
          parseSelection(new URLSearchParams(`brands=x~${brand.id}&page=2`), 'LATEST'),
        defaultSort: () => 'RELEVANCE' as const,
        path: () => '/sv/c/shoes',
        query: () => new URLSearchParams('utm_source=ad'),
        label: () => 'Skor',
        empty: () => 'Tomt',
        eager: () => false,
      },
      bases: { empty: (e) => ({ ...props(e.t), list: empty }) },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });
});
