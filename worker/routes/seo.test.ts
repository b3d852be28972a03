import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

describe('robots.txt and sitemaps', () => {
  it('robots.txt keeps crawlers out of cart, checkout, account, search and filtered URLs and names the sitemap', async () => {
    const text = await (await request('/robots.txt')).text();
    for (const line of ['Disallow: /sv/kassan', 'Disallow: /en/checkout', 'Disallow: /sv/mina-sidor/ordrar', 'Disallow: /en/my-account/settings', 'Disallow: /sv/account', 'Disallow: /en/s/', 'Disallow: /*?*brands=', 'Disallow: /*?*sort=', 'Sitemap: http://shop.test/sitemap.xml']) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Disallow: \/sv\/c\//);
  });

  it('the index lists page, list and product sitemaps; every product is in one, with sv and en alternates', async () => {
    const index = await (await request('/sitemap.xml')).text();
    expect(index).toContain('<loc>http://shop.test/sitemap-pages.xml</loc>');
    expect(index).toContain('<loc>http://shop.test/sitemap-lists.xml</loc>');
    expect(index).toContain('<loc>http://shop.test/sitemap-products-1.xml</loc>');
    const products = await (await request('/sitemap-products-1.xml')).text();
    const locs = [...products.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBe(2 * 400);
    expect(locs.filter((u) => u.startsWith('http://shop.test/sv/p/')).length).toBe(400);
    expect(products).toContain('hreflang="en"');
    expect(products).toContain('hreflang="x-default"');
    const lists = await (await request('/sitemap-lists.xml')).text();
    expect(lists).toContain('<loc>http://shop.test/en/c/clothing/tops</loc>');
    expect(lists).toContain('<loc>http://shop.test/sv/b/nordvik</loc>');
    const pages = await (await request('/sitemap-pages.xml')).text();
    expect(pages).toContain('<loc>http://shop.test/sv/varumarken</loc>');
    expect((await request('/sitemap-products-9.xml')).status).toBe(404);
  });
});
