import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/graphql/operations';
import { backend } from '../testing/graphql';
import { LIMITS, operationLimitsRule } from './limits';
import { SCHEMA_SDL } from './schema-sdl';

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;
const aliases = (n: number, field: string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

describe('operation limits', () => {
  it('refuses more than 6 root fields (aliases count); every storefront operation passes', async () => {
    const eleven = await backend(`{ ${aliases(11, 'products(take: 200) { count }')} }`);
    expect(eleven.data).toBeUndefined();
    expect(codeOf(eleven)).toBe('TOO_MANY_ROOT_FIELDS');
    expect((await backend(`{ ${aliases(6, 'channel { id }')} }`)).errors).toBeUndefined();
    const schema = buildSchema(SCHEMA_SDL);
    for (const document of Object.values(OPERATIONS))
      expect(validate(schema, parse(document), [operationLimitsRule])).toEqual([]);
  });

  it('refuses more than 10 levels and more than 300 fields, fragments counted where they are spread', async () => {
    const nest = (levels: number): string =>
      levels === 0 ? 'label' : `children { ${nest(levels - 1)} }`;
    const menu = (levels: number) =>
      `{ getMenuAtLocation(menuLocationId: "main") { menuItems { ${nest(levels)} } } }`;
    expect(codeOf(await backend(menu(8)))).toBe('QUERY_TOO_DEEP');
    expect((await backend(menu(7))).errors).toBeUndefined();
    expect(codeOf(await backend(`{ channel { ${aliases(301, 'id')} } }`))).toBe('QUERY_TOO_LARGE');
    // Each fragment spreads the next twice: 2^30 fields from a document of 31 lines.
    const bomb = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on ChannelType { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const started = Date.now();
    const r = await backend(`{ channel { ...F0 } }\n${bomb}\nfragment F30 on ChannelType { id }`);
    expect(codeOf(r)).toBe('QUERY_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a document of more than 1000 tokens before validating it', async () => {
    const r = await backend(`{ channel { ${'id '.repeat(LIMITS.tokens)} } }`);
    expect(codeOf(r)).toBe('BAD_REQUEST');
    expect(r.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses introspection unless BACKEND_INTROSPECTION is true; __typename stays', async () => {
    const query = '{ __schema { queryType { name } } }';
    const off = await backend(query);
    expect(off.data).toBeUndefined();
    expect(off.errors?.[0]?.message).toMatch(/introspection/i);
    const on = await backend(query, {}, { bindings: { BACKEND_INTROSPECTION: 'true' } });
    expect(on.data?.__schema.queryType.name).toBe('GeinsMerchantApiQuery');
    expect((await backend('{ __typename }')).data).toEqual({ __typename: 'GeinsMerchantApiQuery' });
  });
});

describe('argument caps', () => {
  const PRODUCTS = `query($take: Int, $filter: FilterInputType) { products(take: $take, filter: $filter, marketId: "se") { count products { productId } } }`;

  it('refuses take over 200 for products and over 50 for reviews, with BAD_REQUEST', async () => {
    const over = await backend(PRODUCTS, { take: 201 });
    expect(codeOf(over)).toBe('BAD_REQUEST');
    // One error for the list, not one for each field that asks for it.
    expect(over.errors).toHaveLength(1);
    const most = await backend(PRODUCTS, { take: 200 });
    expect(most.errors).toBeUndefined();
    expect(most.data!.products.products.length).toBe(200);
    expect(codeOf(await backend('{ reviews(alias: "x", take: 51) { count } }'))).toBe(
      'BAD_REQUEST',
    );
  });

  it('loads at most 200 products per operation, over all its aliases', async () => {
    const six = await backend(
      `{ ${aliases(6, 'products(take: 200) { products { productId } }')} }`,
    );
    expect(six.data!.a0.products).toHaveLength(200);
    expect(six.data!.a1.products).toBeNull();
    expect(six.errors).toHaveLength(5);
    expect(six.errors!.every((e) => e.extensions?.code === 'BAD_REQUEST')).toBe(true);
    const shared = await backend(
      `{ ${aliases(6, 'products(take: 33) { products { productId } }')} }`,
    );
    expect(shared.errors).toBeUndefined();
  });

  it('answers 300 facet ids with BAD_REQUEST, never a D1 error; the most it takes stay under D1’s 100 variables', async () => {
    const facets = Array.from({ length: 300 }, (_, i) => `p_color_c${i}`);
    const many = await backend(PRODUCTS, { filter: { facets } });
    expect(codeOf(many)).toBe('BAD_REQUEST');
    expect(many.errors).toHaveLength(1);
    // The costliest shape: each id its own group (parameter groups bind two variables each), plus
    // every other variable the list binds (search, price range), with facet counts.
    const worst = Array.from(
      { length: LIMITS.facets },
      (_, i) => `p_${'abcdefghij'[i % 10]!.repeat(1 + Math.floor(i / 10))}_x`,
    );
    const r = await backend(
      `query($filter: FilterInputType) { products(take: 5, url: "/c/clothing", filter: $filter, marketId: "se") { count filters { facets { filterId } } } }`,
      { filter: { facets: worst, searchText: 'shirt', price: { lowest: 1, highest: 9999 } } },
    );
    expect(r.errors).toBeUndefined();
    const ranges = Array.from({ length: LIMITS.facets }, (_, i) => `pr_${i}-${i + 1000}`);
    expect((await backend(PRODUCTS, { filter: { facets: ranges } })).errors).toBeUndefined();
  });

  it('refuses more than 200 product ids and more than 20 widget filters', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(codeOf(await backend(PRODUCTS, { filter: { productIds: ids } }))).toBe('BAD_REQUEST');
    const filters = Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const r = await backend(
      `query($filters: [PageWidgetCollectionFilterInputType]) { widgetArea(family: "Frontpage", areaName: "The front page area", filters: $filters) { id } }`,
      { filters },
    );
    expect(codeOf(r)).toBe('BAD_REQUEST');
  });
});
