import { describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';
import { groupBrands } from './brands';

describe('brand and campaign lists, brands page', () => {
  it('a brand list shows the brand and its products; an unknown brand is a 404', async () => {
    const res = await request('/en/b/nordvik');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Nordvik</h1>');
    expect(html).toContain('class="card-link"');
    expect((await request('/en/b/no-such-brand')).status).toBe(404);
  });

  it('a discount campaign list shows reduced prices; an unknown campaign is a 404', async () => {
    const html = await (await request('/sv/dc/winter-sale')).text();
    expect(html).toContain('<h1>Vinterrea</h1>');
    expect(html).toContain('class="price-selling sale"');
    expect((await request('/sv/dc/no-such-campaign')).status).toBe(404);
  });

  it('the brands page groups brands by letter in both languages, at /sv/varumarken and /en/brands', async () => {
    const sv = await (await request('/sv/varumarken')).text();
    expect(sv).toContain('<h1>Varumärken</h1>');
    expect(sv).toContain('href="/sv/b/nordvik"');
    expect(sv).toContain('hrefLang="en" href="http://shop.test/en/brands"');
    const en = await (await request('/en/brands')).text();
    expect(en).toContain('<h1>Brands</h1>');
    expect((await request('/sv/brands')).status).toBe(404);
    expect(location(await request('/brands'))).toBe('/sv/brands');
  });

  it('groups Å, Ä and Ö after Z in Swedish', () => {
    const brand = (name: string, id: number) => ({
      id,
      name,
      alias: name.toLowerCase(),
      path: `/b/${id}`,
    });
    const groups = groupBrands(
      [brand('Österlen', 1), brand('Ängsö', 2), brand('Alfa', 3), brand('Zeta', 4), brand('3M', 5)],
      'sv',
    );
    expect(groups.map(([l]) => l)).toEqual(['A', 'Z', 'Ä', 'Ö', '#']);
  });
});

describe('generic lists', () => {
  it('/l/<alias> lists what the list page selects, with its texts and [count] filled in', async () => {
    const res = await request('/sv/l/sale');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Rea</h1>');
    const count = Number(/data-testid="list-count"[^>]*>(\d+)/.exec(html)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(html).toContain(`Allt som är nedsatt just nu – ${count} produkter.`);
    const prices = [...html.matchAll(/class="price-selling( sale)?"/g)];
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((m) => m[1] === ' sale')).toBe(true);
    expect(await (await request('/en/l/top-rated')).text()).toContain('<h1>Top rated</h1>');
  });

  it('/list/<alias> redirects to the canonical /l/<alias>; an unknown list is a 404', async () => {
    const res = await request('/en/list/sale?sort=PRICE');
    expect(res.status).toBe(301);
    expect(location(res)).toBe('/en/l/sale?sort=PRICE');
    expect((await request('/sv/l/no-such-list')).status).toBe(404);
  });
});
