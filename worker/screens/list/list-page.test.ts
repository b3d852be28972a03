import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

const html = async (path: string, init?: RequestInit) => {
  const res = await request(path, init);
  expect(res.status, path).toBe(200);
  return res.text();
};
const countOf = (page: string) =>
  Number(/data-testid="list-count"[^>]*>(\d+)/.exec(page)?.[1] ?? NaN);
const facetValues = (page: string, param: string) =>
  [...page.matchAll(new RegExp(`name="${param}" value="([^"]+)"`, 'g'))].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
const brandsOnCards = (page: string) =>
  [...page.matchAll(/class="card-brand">([^<]*)</g)].map((m) => m[1]!);
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('product list: facets, sort and paging rendered on the server', () => {
  it('renders facet groups with counts and a sort select, in the shopper language', async () => {
    const sv = await html('/sv/c/clothing');
    for (const group of ['Kategorier', 'Varumärken', 'Storlekar', 'Pris'])
      expect(sv).toContain(`<summary>${group}`);
    expect(sv).toMatch(
      /<label for="facet-b_\d+">[^<]+<span class="facet-count">\(\d+\)<\/span><\/label>/,
    );
    expect(sv).toContain('<option value="MOST_SOLD">Mest populära</option>');
    expect(sv).not.toContain('value="RELEVANCE"');
    const en = await html('/en/c/clothing');
    expect(en).toContain('<summary>Brands');
    expect(en).toContain('<option value="PRICE_DESC">Price, high to low</option>');
  });

  it('nests category facets as a tree', async () => {
    const page = await html('/sv/c/clothing');
    expect(page).toMatch(
      /<li><span class="facet-option"><input type="checkbox" id="facet-c_\d+" name="categories"[^>]*\/><label[^>]*>[^<]+<span class="facet-count">\(\d+\)<\/span><\/label><\/span><ul class="facet-values">/,
    );
  });

  it('filters by a brand from the URL: fewer products, all of that brand, the box checked, not indexed', async () => {
    const all = await html('/en/c/clothing');
    const [brand] = facetValues(all, 'brands');
    const [label, id] = brand!.split('~');
    const filtered = await html(`/en/c/clothing?brands=${encodeURIComponent(brand!)}`);
    expect(countOf(filtered)).toBeGreaterThan(0);
    expect(countOf(filtered)).toBeLessThan(countOf(all));
    expect(new Set(brandsOnCards(filtered).map(unescape))).toEqual(new Set([label]));
    expect(filtered).toMatch(new RegExp(`id="facet-${id}" name="brands" checked=""`));
    expect(filtered).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(filtered).toContain('<link rel="canonical" href="http://shop.test/en/c/clothing"/>');
    expect(filtered).toContain(`aria-label="Remove the filter ${label}"`);
  });

  it('ignores malformed and unknown selections instead of failing', async () => {
    const all = countOf(await html('/sv/c/clothing'));
    for (const query of [
      'brands=Nope~b_99999',
      'brands=%E0%A4%A',
      'skus=~~~,,',
      'p-color=x~p_color_nosuch&sort=DROP%20TABLE',
      'page=abc',
      'price=1~pr_1-2',
    ]) {
      expect(countOf(await html(`/sv/c/clothing?${query}`)), query).toBe(all);
    }
  });

  it('sorts by price in both directions', async () => {
    const prices = (page: string) =>
      [...page.matchAll(/class="price-selling[^"]*">([^<]+)</g)].map((m) =>
        Number(m[1]!.replace(/[^\d,]/g, '').replace(',', '.')),
      );
    const up = prices(await html('/sv/c/clothing?sort=PRICE'));
    const down = prices(await html('/sv/c/clothing?sort=PRICE_DESC'));
    expect(up.length).toBe(20);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages with crawlable links and a count bar; a page beyond the last is a 404', async () => {
    const first = await html('/en/c/clothing');
    const total = countOf(first);
    expect(first).toContain(`You have seen 20 of ${total}`);
    expect(first).toContain('href="/en/c/clothing?page=2" data-load="more"');
    const second = await html('/en/c/clothing?page=2');
    expect(second).toContain(`You have seen 40 of ${total}`);
    expect(second).toContain(
      '<link rel="canonical" href="http://shop.test/en/c/clothing?page=2"/>',
    );
    expect(second).toContain('href="/en/c/clothing" data-load="previous"');
    expect(second).toContain('data-page="2"');
    expect((await request(`/en/c/clothing?page=${Math.ceil(total / 20) + 1}`)).status).toBe(404);
  });

  it('serves only the list part for an in-place update, with the same products', async () => {
    const page = await html('/sv/c/clothing?sort=MOST_SOLD');
    const fragment = await html('/sv/c/clothing?sort=MOST_SOLD', {
      headers: { 'x-fragment': 'list' },
    });
    expect(fragment).not.toContain('<html');
    expect(fragment).toContain('id="list-results"');
    expect(fragment).toMatch(/^<form id="list-filters" class="facets"/);
    expect(brandsOnCards(fragment)).toEqual(brandsOnCards(page));
  });

  it('an in-place update asks upstream for the list only, not for what surrounds it (areas, category tree)', async () => {
    const res = await request('/sv/c/home/kitchen?sort=PRICE', {
      headers: { 'x-fragment': 'list' },
    });
    await res.text();
    // listPageInfo and productList; the full page would add the category tree and two CMS areas.
    expect(res.headers.get('x-upstream-requests')).toBe('2');
  });

  it('keeps one upstream round trip for a filtered category page and none when warm', async () => {
    const path = '/sv/c/clothing/tops?sort=PRICE&skus=M~s_m';
    const cold = await request(path);
    expect(Number(cold.headers.get('x-upstream-sequential'))).toBeLessThanOrEqual(2);
    const warm = await request(path);
    expect(warm.headers.get('x-upstream-requests')).toBe('0');
  });

  it('lists all new products at /sv/nyheter and /en/news, newest first, with [count] filled in', async () => {
    const sv = await html('/sv/nyheter');
    expect(sv).toContain('<h1>Nyheter</h1>');
    expect(sv).toMatch(
      /<meta name="description" content="Alla nya produkter hos Ralph – \d+ nyheter just nu."\/>/,
    );
    expect(countOf(sv)).toBe(Number(/(\d+) nyheter just nu/.exec(sv)?.[1]));
    expect(countOf(sv)).toBeGreaterThan(100);
    const en = await html('/en/news');
    expect(en).toContain('<h1>News</h1>');
    expect(en).toContain('hrefLang="sv" href="http://shop.test/sv/nyheter"');
  });

  it('search offers RELEVANCE as its default sort and keeps it out of the URL', async () => {
    const page = await html('/en/s/shirt');
    expect(page).toMatch(/<select id="list-sort" name="sort" form="list-filters">/);
    expect(page).toContain('<option value="RELEVANCE" selected="">Best match</option>');
    expect(page).toContain('data-default-sort="RELEVANCE"');
  });
});
