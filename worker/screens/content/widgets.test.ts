import { createElement } from 'react';
import { renderToString } from '../../streaming/react-render';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '../../../client/components/product-card';
import { AppContext } from '../../../client/app-context';
import { CartStoreContext, createCartStore } from '../../../client/stores/cart-store';
import type { ProductList, Widget } from '../../../shared/types';
import { checkCallSite, testEnv } from '../../testing/cached-html';
import { testCatalogue } from '../../testing/catalogue';
import { WidgetArea } from './widgets';

/** A promise already settled the way React's `use` reads it (as `settle` marks deferred parts). */
const settled = <T>(value: T) =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value }) as Promise<T>;

const productList = (id: string, title: string): Widget => ({
  id,
  type: 'Product list',
  layout: 'full',
  config: { title, searchParameters: { sort: 'LATEST' } },
});

describe('CMS widgets: cached product lists are keyed by all they read', () => {
  it('two product lists with the same query and different titles keep their own aria-labels', async () => {
    // The same query gives the same list object (the isolate's memory cache), as on the start page.
    const list = await testCatalogue().products({ take: 8, filter: { sort: 'LATEST' } });
    const env = testEnv();
    const html = renderToString(
      createElement(
        AppContext.Provider,
        { value: env },
        createElement(
          CartStoreContext.Provider,
          { value: createCartStore(null, { locale: 'sv', market: 'se' }) },
          createElement(WidgetArea, {
            widgets: [productList('w1', 'Nyheter'), productList('w2', 'Populärt just nu')],
            data: {
              html: new Map(),
              products: new Map([
                ['w1', settled<ProductList | null>(list)],
                ['w2', settled<ProductList | null>(list)],
              ]),
            },
            t: env.t,
            link: env.link,
            imageBase: '/_commerce',
          }),
        ),
      ),
    );
    const labels = [...html.matchAll(/<ul class="grid" aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Nyheter', 'Populärt just nu']);
  });

  it('product grid (every prop it takes)', async () => {
    const catalogue = testCatalogue();
    const list = await catalogue.products({ take: 8, filter: { sort: 'LATEST' } });
    const other = await catalogue.products({ take: 8, filter: { sort: 'MOST_SOLD' } });
    const site = checkCallSite({
      render: ProductGrid,
      props: () => ({ products: list.products, label: 'Nyheter' }),
      changes: {
        products: () => other.products,
        label: () => 'Populärt',
        eagerCount: () => 2,
        page: () => 2,
        action: () => () => createElement('b', null, 'Köp'),
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });
});
