import { describe, expect, it } from 'vitest';
import { backend } from '../../testing/graphql';

// A price floor of 0 keeps every product but makes the set more than a category page's, so the same
// list is computed live: the summary must answer exactly as the live statements do.
const LIST = `query($skip: Int, $categoryAlias: String, $url: String, $filter: FilterInputType, $marketId: String, $languageId: String) {
  products(skip: $skip, take: 20, categoryAlias: $categoryAlias, url: $url, filter: $filter, marketId: $marketId, languageId: $languageId) {
    count products { productId }
    filters { facets { filterId type label order values { facetId parentId label url order count } } }
  }
}`;

async function both(variables: { filter?: Record<string, unknown> } & Record<string, unknown>) {
  const [summary, live] = await Promise.all(
    [variables.filter ?? {}, { ...variables.filter, price: { lowest: 0 } }].map(async (filter) => {
      const r = await backend(LIST, { ...variables, filter });
      expect(r.errors).toBeUndefined();
      return r.data!.products;
    }),
  );
  return { summary, live };
}

describe('category summaries', () => {
  it.each([
    ['clothing', 'se', 'sv-SE', 0],
    ['tops', 'se', 'sv-SE', 20],
    ['t-shirts', 'fi', 'en-US', 0],
    ['shoes', 'no', 'sv-SE', 0],
    ['beanies', 'dk', 'en-US', 0],
  ])('%s (%s, %s, skip %i) answers as the live statements', async (alias, market, lang, skip) => {
    const { summary, live } = await both({
      categoryAlias: alias,
      marketId: market,
      languageId: lang,
      skip,
      filter: { sort: 'LATEST' },
    });
    expect(summary.count).toBeGreaterThan(0);
    expect(summary.products.length).toBeGreaterThan(0);
    expect(summary).toEqual(live);
  });

  it("a chosen facet's own group comes from the summary, the others live, as without it", async () => {
    const { summary, live } = await both({
      url: '/c/clothing',
      marketId: 'se',
      languageId: 'sv-SE',
      filter: { facets: ['b_3', 'p_color_black'], sort: 'LATEST' },
    });
    expect(summary).toEqual(live);
  });

  it('an unknown category is empty, as live', async () => {
    const { summary, live } = await both({ categoryAlias: 'no-such-category' });
    expect(summary.count).toBe(0);
    expect(summary).toEqual(live);
  });
});
