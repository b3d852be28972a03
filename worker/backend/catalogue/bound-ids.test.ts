import { afterEach, describe, expect, it } from 'vitest';
import { recordedOperation, type Recorded } from '../../testing/recording-d1';
import { LIMITS } from '../limits';

/**
 * A facet choice's product ids and a narrowed search's matches are bound to statements as JSON lists,
 * which D1 takes up to 2 MB. Over LIMITS.boundIds (lowered here to 3, so that the demo catalogue
 * passes it) a list reads its set by its conditions instead, and answers the same.
 */
const limits = LIMITS as { boundIds: number };
const usual = LIMITS.boundIds;
afterEach(() => {
  limits.boundIds = usual;
});

/** The longest id list bound to any of the statements. */
const longestList = (statements: Recorded[]) =>
  Math.max(
    0,
    ...statements.flatMap((s) =>
      s.params.map((p) => (typeof p === 'string' && /^\[\d/.test(p) ? JSON.parse(p).length : 0)),
    ),
  );

const list = (filter: object, page: object = {}) => ({
  skip: 0,
  take: 20,
  ...page,
  filter: { sort: 'LATEST', filterMode: 'BY_GROUP', ...filter },
});
const clothing = { categoryAlias: 'clothing', url: '/c/clothing' };

describe('id lists over LIMITS.boundIds', () => {
  const cases: [string, object][] = [
    ['a category with a brand', list({ facets: ['b_3'] }, clothing)],
    ['a category with a brand and a size', list({ facets: ['b_3', 's_m'] }, clothing)],
    [
      'a search narrowed by a brand',
      list({ searchText: 'ull', facets: ['b_3'], sort: 'RELEVANCE' }),
    ],
    ['a search in a category, by price', list({ searchText: 'ull', sort: 'PRICE' }, clothing)],
  ];

  it.each(cases)('%s: the same answer, no list longer than the limit', async (_, variables) => {
    const bound = await recordedOperation('productList', variables);
    expect(bound.body.errors).toBeUndefined();
    // The case binds lists longer than the lowered limit, so the lowered limit changes its path.
    expect(longestList(bound.statements)).toBeGreaterThan(3);
    limits.boundIds = 3;
    const read = await recordedOperation('productList', variables);
    expect(read.body).toEqual(bound.body);
    expect(longestList(read.statements)).toBeLessThanOrEqual(3);
  });
});
