import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

describe('robots.txt and sitemaps', () => {
  it('robots.txt keeps crawlers out of cart, checkout, account, search and filtered URLs and names the sitemap', async () => {
    const text = await (await request('/robots.txt')).text();
    for (const line of [
      'Disallow: /sv/kassan',
      'Disallow: /en/checkout',
      'Disallow: /sv/mina-sidor/ordrar',
      'Disallow: /en/my-account/settings',
      'Disallow: /sv/account',
      'Disallow: /en/s/',
      'Disallow: /*?*brands=',
      'Disallow: /*?*sort=',
      'Sitemap: http://shop.test/sitemap.xml',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Disallow: \/sv\/c\//);
  });

  it('robots.txt keeps crawlers out of every market’s personal pages, and answers while the commerce API does not', async () => {
    const down = { MARKETS_IN_PATH: 'true', COMMERCE_API_URL: 'http://127.0.0.1:9/graphql' };
    const res = await request('/robots.txt', {}, down);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const line of ['Disallow: /*/sv/kassan', 'Disallow: /*/en/my-account/settings'])
      expect(text).toContain(line);
    expect(text).toContain('Sitemap: http://shop.test/sitemap.xml');
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

describe('breadcrumbs from the category tree', () => {
  it('a product page shows home, every ancestor category and the product, and the same BreadcrumbList', async () => {
    const { env } = await import('cloudflare:test');
    const db = (env as unknown as { DB: D1Database }).DB;
    const p = (await db
      .prepare(
        "SELECT p.alias, p.name_sv AS name FROM products p JOIN categories c ON c.id = p.category_id WHERE c.alias = 'jeans' ORDER BY p.id LIMIT 1",
      )
      .first<{ alias: string; name: string }>())!;
    const html = await (await request(`/sv/p/jeans/${p.alias}`)).text();
    const trail =
      /<nav aria-label="Du är här" class="breadcrumbs"><ol>([\s\S]*?)<\/ol><\/nav>/.exec(html)![1]!;
    expect(
      [
        ...trail.matchAll(
          /<li>(?:<a href="([^"]+)">([^<]+)<\/a>|<span aria-current="page">([^<]+)<\/span>)<\/li>/g,
        ),
      ].map((m) => (m[1] ? `${m[2]} ${m[1]}` : m[3])),
    ).toEqual([
      'Startsida /sv',
      'Kläder /sv/c/clothing',
      'Underdelar /sv/c/clothing/bottoms',
      'Jeans /sv/c/clothing/bottoms/jeans',
      p.name,
    ]);
    const ld = /"@type":"BreadcrumbList","itemListElement":(\[[^\]]*\])/.exec(html)![1]!;
    expect((JSON.parse(ld) as { name: string; item: string }[]).map((i) => i.item)).toEqual([
      'http://shop.test/sv',
      'http://shop.test/sv/c/clothing',
      'http://shop.test/sv/c/clothing/bottoms',
      'http://shop.test/sv/c/clothing/bottoms/jeans',
      `http://shop.test/sv/p/jeans/${p.alias}`,
    ]);
  });

  it('a category page ends its trail with itself, in English too', async () => {
    const html = await (await request('/en/c/clothing/bottoms/jeans')).text();
    expect(html).toContain(
      '<nav aria-label="You are here" class="breadcrumbs"><ol><li><a href="/en">Start page</a></li><li><a href="/en/c/clothing">Clothing</a></li><li><a href="/en/c/clothing/bottoms">Bottoms</a></li><li><span aria-current="page">Jeans</span></li></ol></nav>',
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('/favicon.ico is the shop’s icon, not a language redirect to the 404 page', async () => {
    const res = await request('/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
  });
});
