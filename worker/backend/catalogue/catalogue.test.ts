import { describe, expect, it } from 'vitest';
import { backend } from '../../testing/graphql';

const LIST = `query($skip: Int, $take: Int, $categoryAlias: String, $brandAlias: String, $url: String, $filter: FilterInputType) {
  products(skip: $skip, take: $take, categoryAlias: $categoryAlias, brandAlias: $brandAlias, url: $url, filter: $filter, marketId: "se", languageId: "sv-SE") {
    count products { productId alias name brand { name alias } primaryCategory { alias } unitPrice { sellingPriceIncVat } }
    filters { facets { filterId type values { facetId parentId label count } } }
  }
}`;
type List = {
  count: number;
  products: {
    productId: number;
    alias: string;
    name: string;
    brand: { name: string; alias: string };
    unitPrice: { sellingPriceIncVat: number };
  }[];
  filters: {
    facets: {
      filterId: string;
      type: string;
      values: { facetId: string; parentId: string | null; label: string; count: number }[];
    }[];
  };
};
const list = async (variables: Record<string, unknown>) => {
  const r = await backend<{ products: List }>(LIST, variables);
  expect(r.errors).toBeUndefined();
  return r.data!.products;
};

describe('catalogue operations', () => {
  it('channel: markets se, fi, no, dk with currencies and languages', async () => {
    const r = await backend(
      `{ channel(channelId: "1|se") { defaultMarketId markets { id alias defaultLanguageId currency { code } allowedLanguages { code } } } }`,
    );
    expect(r.data!.channel.defaultMarketId).toBe('1|se');
    expect(
      r.data!.channel.markets.map(
        (m: { alias: string; currency: { code: string } }) => `${m.alias}:${m.currency.code}`,
      ),
    ).toEqual(['se:SEK', 'fi:EUR', 'no:NOK', 'dk:DKK']);
    expect(
      r.data!.channel.markets[0].allowedLanguages.map((l: { code: string }) => l.code),
    ).toEqual(['sv', 'en']);
  });

  it('categories form a three-level tree with sv and en names', async () => {
    const sv = (
      await backend(
        `{ categories(languageId: "sv-SE") { categoryId parentCategoryId name alias canonicalUrl } }`,
      )
    ).data!.categories;
    const en = (await backend(`{ categories(languageId: "en-US") { name alias } }`)).data!
      .categories;
    expect(sv.find((c: { alias: string }) => c.alias === 'clothing').name).toBe('Kläder');
    expect(en.find((c: { alias: string }) => c.alias === 'clothing').name).toBe('Clothing');
    expect(sv.find((c: { alias: string }) => c.alias === 't-shirts').canonicalUrl).toBe(
      '/c/clothing/tops/t-shirts',
    );
  });

  it('brands: at least 40, with canonical URLs', async () => {
    const brands = (await backend(`{ brands { brandId alias name canonicalUrl } }`)).data!.brands;
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands[0].canonicalUrl).toBe(`/b/${brands[0].alias}`);
  });

  it('listPageInfo by URL for a category and a brand, null for an unknown list, channel meta without arguments', async () => {
    const q = `query($url: String) { listPageInfo(url: $url, languageId: "en-US") { id name canonicalUrl meta { title description } subCategories { alias } } }`;
    const clothing = (await backend(q, { url: '/c/clothing' })).data!.listPageInfo;
    expect(clothing).toMatchObject({ name: 'Clothing', canonicalUrl: '/c/clothing' });
    expect(clothing.subCategories.map((c: { alias: string }) => c.alias)).toEqual([
      'tops',
      'bottoms',
      'outerwear',
    ]);
    expect((await backend(q, { url: '/b/nordvik' })).data!.listPageInfo.name).toBe('Nordvik');
    expect((await backend(q, { url: '/c/no-such-category' })).data!.listPageInfo).toBeNull();
    expect(
      (await backend(`{ listPageInfo { id meta { title } } }`)).data!.listPageInfo.meta.title,
    ).toContain('Ralph');
  });

  it('products by category alias include every descendant category', async () => {
    const dept = await list({ categoryAlias: 'clothing', take: 0 });
    const branches = await Promise.all(
      ['tops', 'bottoms', 'outerwear'].map((a) => list({ categoryAlias: a, take: 0 })),
    );
    expect(dept.count).toBeGreaterThan(0);
    expect(dept.count).toBe(branches.reduce((s, b) => s + b.count, 0));
    expect((await list({ url: '/c/clothing/tops', take: 0 })).count).toBe(branches[0]!.count);
  });

  it('skip and take page through a stable order, and PRICE sorts ascending', async () => {
    const first = await list({ take: 5, filter: { sort: 'PRICE' } });
    const second = await list({ skip: 5, take: 5, filter: { sort: 'PRICE' } });
    const prices = [...first.products, ...second.products].map(
      (p) => p.unitPrice.sellingPriceIncVat,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.products, ...second.products].map((p) => p.productId)).size).toBe(10);
    const desc = await list({ take: 3, filter: { sort: 'PRICE_DESC' } });
    expect(desc.products[0]!.unitPrice.sellingPriceIncVat).toBeGreaterThanOrEqual(
      desc.products[2]!.unitPrice.sellingPriceIncVat,
    );
  });

  it('searchText uses full-text search: Swedish words, prefixes, article numbers; nothing for gibberish', async () => {
    const sweaters = await list({ filter: { searchText: 'tröj', sort: 'RELEVANCE' }, take: 50 });
    expect(sweaters.count).toBeGreaterThan(0);
    // Matches come from the product name or its category names (Tröjor).
    expect(
      sweaters.products.every(
        (p) =>
          /tröj/i.test(p.name) ||
          (p as unknown as { primaryCategory: { alias: string } }).primaryCategory.alias ===
            'sweaters',
      ),
    ).toBe(true);
    expect((await list({ filter: { searchText: 'sweater' }, take: 0 })).count).toBeGreaterThan(0);
    expect((await list({ filter: { searchText: 'troj' }, take: 0 })).count).toBe(sweaters.count);
    expect(
      (await list({ filter: { searchText: 'RA-000001' }, take: 5 })).products[0]?.productId,
    ).toBe(1);
    expect((await list({ filter: { searchText: 'zzqxj' }, take: 5 })).count).toBe(0);
    expect((await list({ filter: { searchText: '"*()' }, take: 5 })).count).toBe(0);
  });

  it('facets come with counts; a selected brand filters, and BY_GROUP keeps the other brands counted', async () => {
    const all = await list({ categoryAlias: 'clothing', take: 0 });
    const brands = all.filters.facets.find((f) => f.type === 'Brand')!;
    const brand = brands.values[0]!;
    const filtered = await list({
      categoryAlias: 'clothing',
      take: 50,
      filter: { facets: [brand.facetId] },
    });
    expect(filtered.count).toBe(brand.count);
    expect(new Set(filtered.products.map((p) => p.brand.name))).toEqual(new Set([brand.label]));
    const brandFacet = filtered.filters.facets.find((f) => f.type === 'Brand')!;
    expect(brandFacet.values.length).toBe(brands.values.length);
    const sizes = filtered.filters.facets.find((f) => f.type === 'Sku')!;
    expect(sizes.values.reduce((max, v) => Math.max(max, v.count), 0)).toBeLessThanOrEqual(
      filtered.count,
    );
    const types = all.filters.facets.map((f) => f.type);
    expect(types).toEqual(
      expect.arrayContaining(['Category', 'Brand', 'Sku', 'Price', 'Parameter']),
    );
    const categories = all.filters.facets.find((f) => f.type === 'Category')!;
    expect(categories.values.some((v) => v.parentId && v.parentId !== 'c_0')).toBe(true);
  });

  it('groups AND together and values within a group OR; unknown facet ids are ignored', async () => {
    const base = await list({ take: 0 });
    const colour = base.filters.facets.find((f) => f.filterId === 'Parameter-color')!;
    const [a, b] = colour.values;
    const one = await list({ take: 0, filter: { facets: [a!.facetId] } });
    const either = await list({ take: 0, filter: { facets: [a!.facetId, b!.facetId] } });
    expect(either.count).toBe(a!.count + b!.count);
    expect(one.count).toBe(a!.count);
    const price = base.filters.facets.find((f) => f.type === 'Price')!.values[0]!;
    const both = await list({ take: 0, filter: { facets: [a!.facetId, price.facetId] } });
    expect(both.count).toBeLessThanOrEqual(Math.min(a!.count, price.count));
    expect(
      (
        await list({
          take: 0,
          filter: { facets: ['bogus', 'x_1', "c_1'; DROP TABLE products;--"] },
        })
      ).count,
    ).toBe(base.count);
  });

  it('prices in euro have ranges of their own: more than the one 0–199 € that held every product', async () => {
    for (const categoryAlias of [undefined, 'clothing']) {
      const r = await backend<{ products: List }>(
        LIST.replace('marketId: "se"', 'marketId: "fi"'),
        {
          take: 0,
          categoryAlias,
        },
      );
      const price = r.data!.products.filters.facets.find((f) => f.type === 'Price')!;
      expect(price.values.length, categoryAlias).toBeGreaterThan(2);
      expect(price.values.map((v) => v.facetId)).toContain('pr_20-49');
      const filtered = await backend<{ products: List }>(
        LIST.replace('marketId: "se"', 'marketId: "fi"'),
        { take: 0, categoryAlias, filter: { facets: ['pr_20-49'] } },
      );
      expect(filtered.data!.products.count).toBe(
        price.values.find((v) => v.facetId === 'pr_20-49')!.count,
      );
    }
  });

  it('productIds with FACET_ORDER keep the given order', async () => {
    const r = await list({ take: 10, filter: { productIds: [7, 3, 5], sort: 'FACET_ORDER' } });
    expect(r.products.map((p) => p.productId)).toEqual([7, 3, 5]);
  });

  it('product by alias: SKUs with stock, prices in both VAT modes, texts and parameters; null when unknown', async () => {
    const first = (await list({ take: 1, categoryAlias: 'clothing' })).products[0]!;
    const q = `query($alias: String) { product(alias: $alias, languageId: "en-US", marketId: "se") { productId name canonicalUrl skus { skuId name stock { inStock oversellable static totalStock } } totalStock { totalStock } unitPrice { sellingPriceIncVat sellingPriceExVat vat sellingPriceIncVatFormatted } texts { text1 } parameterGroups { parameters { identifier value } } } }`;
    const p = (await backend(q, { alias: first.alias })).data!.product;
    expect(p.productId).toBe(first.productId);
    expect(p.canonicalUrl).toMatch(new RegExp(`^/p/[a-z-]+/${first.alias}$`));
    expect(p.skus.length).toBeGreaterThan(1);
    for (const s of p.skus)
      expect(s.stock.totalStock).toBe(s.stock.inStock + s.stock.oversellable + s.stock.static);
    expect(p.totalStock.totalStock).toBe(
      p.skus.reduce(
        (sum: number, s: { stock: { totalStock: number } }) => sum + s.stock.totalStock,
        0,
      ),
    );
    expect(p.unitPrice.sellingPriceExVat).toBeCloseTo(p.unitPrice.sellingPriceIncVat / 1.25, 1);
    expect(
      p.parameterGroups[0].parameters.map((x: { identifier: string }) => x.identifier),
    ).toContain('color');
    expect((await backend(q, { alias: 'no-such-product' })).data!.product).toBeNull();
  });

  it('serves generated SVG product images', async () => {
    const { SELF, env } = await import('cloudflare:test');
    const res = await SELF.fetch('http://shop.test/_commerce/product/600x600/p1-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
    expect(
      (await SELF.fetch('http://shop.test/_commerce/product/600x600/p999999-1.svg')).status,
    ).toBe(404);
    // Trousers are drawn as trousers, tops as tops.
    const db = (env as unknown as { DB: D1Database }).DB;
    const first = async (branch: string) =>
      (await db
        .prepare(
          'SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path LIKE ? ORDER BY p.id LIMIT 1',
        )
        .bind(`/c/clothing/${branch}/%`)
        .first<{ id: number }>())!.id;
    const path = async (id: number) =>
      /<path d="([^"]+)"/.exec(
        await (await SELF.fetch(`http://shop.test/_commerce/product/600x600/p${id}-1.svg`)).text(),
      )![1];
    expect(await path(await first('bottoms'))).not.toBe(await path(await first('tops')));
  });

  it('serves one detailed CMS picture for every widget image', async () => {
    const { SELF } = await import('cloudflare:test');
    const res = await SELF.fetch('http://shop.test/_commerce/pagewidget/1200w/hero.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    // Browsers leave near-empty images out of the largest paint; the start page's banner must count.
    expect((await res.text()).length).toBeGreaterThan(4000);
  });
});

describe('campaign lists', () => {
  it('products by discount campaign alias are the campaign products, with reduced prices', async () => {
    const r = await backend(
      `{ products(discountCampaignAlias: "winter-sale", take: 5) { count products { discountCampaigns { name } unitPrice { isDiscounted discountPercentage } } } }`,
    );
    expect(r.data!.products.count).toBeGreaterThan(0);
    for (const p of r.data!.products.products) {
      expect(p.unitPrice.isDiscounted).toBe(true);
      expect(p.discountCampaigns.map((c: { name: string }) => c.name)).toContain('Vinterrea');
    }
    expect(
      (await backend(`{ listPageInfo(url: "/dc/winter-sale", languageId: "en-US") { name } }`))
        .data!.listPageInfo.name,
    ).toBe('Winter sale');
  });
});
