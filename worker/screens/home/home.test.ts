import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const cards = (html: string, title: string) =>
  new RegExp(
    `<h2>${title}</h2>[\\s\\S]*?<ul class="grid"[^>]*>((?:<li[^>]*>[\\s\\S]*?</li>){8})</ul>`,
  ).exec(html)?.[1];

describe('start page from the Frontpage widget area', () => {
  it('puts the banner (the h1, its image preloaded) and texts in the shell and streams the product lists in', async () => {
    // The lists' data is held back, as from a slow upstream: the page streams.
    const res = await request('/sv', {}, { DEFERRED_DELAY_MS: '50' });
    const html = await res.text();
    expect(html).toContain('<title>Ralph – kläder, skor och hem från nordiska märken</title>');
    expect(html).toContain(
      '<meta name="description" content="Nordisk design för hem och garderob. Fri frakt över 499\u00a0kr och 30 dagars öppet köp."/>',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/_commerce/pagewidget/1200w/hero.svg" fetchPriority="high"/>',
    );
    expect(html).toMatch(
      /<h1>Nordisk design, gjord för att hålla<\/h1><p>Kläder, skor och saker till hemmet[^<]*<\/p><a class="button primary" href="\/sv\/nyheter">Se nyheterna<\/a>/,
    );
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    // Containers keep their CMS layout: the image and the text share a row.
    expect(html).toMatch(
      /<div class="widget-cell half"><figure class="widget widget-image"><a href="\/sv\/om-ralph"><img src="\/_commerce\/pagewidget\/800w\/about-1.svg"/,
    );
    expect(html).toContain(
      '<div class="widget-cell half"><section class="widget widget-text"><h2>Handla tryggt</h2>',
    );
    expect(html).toContain('<a class="button" href="/sv/l/sale">Rea</a>');
    // A JSON widget for the shop's own component (selling points).
    expect(html).toContain(
      '<section class="widget widget-usps"><h2>Därför handlar du hos Ralph</h2><ul><li>Fri frakt över 499\u00a0kr</li><li>30 dagars öppet köp</li>',
    );
    // The lists arrive after the shell (skeletons first) and hold pageCount × 4 products each.
    expect(html.indexOf('grid skeleton')).toBeGreaterThan(-1);
    expect(html.indexOf('grid skeleton')).toBeLessThan(html.indexOf('<ul class="grid" '));
    expect(cards(html, 'Nyheter')).toBeDefined();
    expect(cards(html, 'Mest sålda')).toBeDefined();
  });

  it('serves English texts and links, and crawlers get the lists in place', async () => {
    const html = await (await request('/en', { headers: GOOGLEBOT })).text();
    expect(html).toContain('<h1>Nordic design, made to last</h1>');
    expect(html).toContain('<a class="button primary" href="/en/news">See what is new</a>');
    expect(html).not.toContain('grid skeleton');
    expect(html).toMatch(
      /<section class="widget widget-products"><h2>New arrivals<\/h2><!--\$--><div class="contents"><ul class="grid" aria-label="New arrivals">/,
    );
    expect(html).toContain('"@type":"Organization"');
  });

  it('keeps CMS links inside the market when markets are in the path', async () => {
    const html = await (await request('/fi/en', {}, { MARKETS_IN_PATH: 'true' })).text();
    expect(html).toContain('<a class="button primary" href="/fi/en/news">See what is new</a>');
    expect(html).toContain('<a class="button" href="/fi/en/c/shoes">Shoes</a>');
  });

  it('without a Frontpage area still shows a start page: heading, newest and most sold', async () => {
    await db.prepare("UPDATE content_areas SET status = 'draft' WHERE family = 'Frontpage'").run();
    try {
      // Another market: nothing cached for it yet in this isolate.
      const html = await (
        await request('/dk/en', { headers: GOOGLEBOT }, { MARKETS_IN_PATH: 'true' })
      ).text();
      expect(html).toContain('<h1>New from Nordic brands</h1>');
      expect(cards(html, 'New arrivals')).toBeDefined();
      expect(cards(html, 'Popular right now')).toBeDefined();
    } finally {
      await db
        .prepare("UPDATE content_areas SET status = 'published' WHERE family = 'Frontpage'")
        .run();
    }
  });
});

describe('main menu from getMenuAtLocation', () => {
  it('shows categories with their sub-categories, and custom links per language', async () => {
    const sv = await (await request('/sv/varumarken')).text();
    const nav =
      /<nav aria-label="Huvudmeny" class="main-menu">([\s\S]*?)<\/nav>/.exec(sv)?.[1] ?? '';
    expect(nav).toMatch(
      /^<details class="menu-panel" data-disclosure=""><summary>Meny<\/summary><ul class="menu"><li class="has-children"><a href="\/sv\/c\/clothing">Kläder<\/a><ul class="submenu level-2"><li class="has-children"><a href="\/sv\/c\/clothing\/tops">Överdelar<\/a><ul class="submenu level-3"><li><a href="\/sv\/c\/clothing\/tops\//,
    );
    expect(nav).toContain(
      '<li><a href="/sv/nyheter">Nyheter</a></li><li><a href="/sv/l/sale">Rea</a></li><li><a href="/sv/varumarken">Varumärken</a></li>',
    );
    const en = await (await request('/en/brands')).text();
    expect(en).toContain(
      '<li><a href="/en/news">News</a></li><li><a href="/en/l/sale">Sale</a></li><li><a href="/en/brands">Brands</a></li>',
    );
    expect(en).toContain('<a href="/en/c/shoes">Shoes</a>');
  });

  it('falls back to the top categories when the location has no menu', async () => {
    await db
      .prepare(
        "UPDATE menu_items SET location = 'main-desktop-off' WHERE location = 'main-desktop'",
      )
      .run();
    try {
      const html = await (await request('/no/sv/brands', {}, { MARKETS_IN_PATH: 'true' })).text();
      expect(html).toMatch(
        /<nav aria-label="Huvudmeny" class="main-menu"><details class="menu-panel" data-disclosure=""><summary>Meny<\/summary><ul class="menu"><li><a href="\/no\/sv\/c\/clothing">Kläder<\/a><\/li><li><a href="\/no\/sv\/c\/shoes">Skor<\/a><\/li>/,
      );
    } finally {
      await db
        .prepare(
          "UPDATE menu_items SET location = 'main-desktop' WHERE location = 'main-desktop-off'",
        )
        .run();
    }
  });

  it('puts the /l/ lists the menu links to in the lists sitemap', async () => {
    const xml = await (await request('/sitemap-lists.xml')).text();
    expect(xml).toContain('<loc>http://shop.test/sv/l/sale</loc>');
    expect(xml).toContain('hreflang="en" href="http://shop.test/en/l/sale"');
  });
});

describe('CMS areas on list and product pages', () => {
  it('shows the top area of a category in the shell, above the list, in each language', async () => {
    const sv = await (await request('/sv/c/shoes')).text();
    const banner = sv.indexOf('<h2>Fri retur på alla skor</h2>');
    expect(banner).toBeGreaterThan(-1);
    expect(banner).toBeLessThan(sv.indexOf('<ul class="grid"'));
    expect(sv).toContain('<a class="button primary" href="/sv/kopvillkor">Läs villkoren</a>');
    expect(await (await request('/en/c/shoes')).text()).toContain(
      '<h2>Free returns on all shoes</h2>',
    );
  });

  it('streams the bottom area below the list, and a list without areas has none', async () => {
    const clothing = await (await request('/en/c/clothing')).text();
    expect(clothing.indexOf('<h2>Take care of your clothes</h2>')).toBeGreaterThan(
      clothing.indexOf('<ul class="grid"'),
    );
    expect(clothing).toContain(
      '<div class="widget-cell half"><nav class="widget widget-buttons" aria-label="More about clothing">',
    );
    const home = await (await request('/en/c/home')).text();
    expect(home).not.toContain('class="widget-area"');
    // Areas are per category: the shoes banner is not on clothing.
    expect(clothing).not.toContain('Free returns on all shoes');
  });

  it('streams the product area for the product category, and only there', async () => {
    const pick = async (category: string) =>
      (await db
        .prepare(
          'SELECT p.alias FROM products p JOIN categories c ON c.id = p.category_id WHERE c.alias = ? ORDER BY p.id LIMIT 1',
        )
        .bind(category)
        .first<{ alias: string }>())!.alias;
    const jeans = await (await request(`/sv/p/jeans/${await pick('jeans')}`)).text();
    expect(jeans).toContain('<h2>Hitta rätt jeans</h2>');
    const tees = await (await request(`/sv/p/t-shirts/${await pick('t-shirts')}`)).text();
    expect(tees).not.toContain('Hitta rätt jeans');
  });
});

describe('personal product lists on the start page', () => {
  const ids = async (n: number) =>
    (
      await db
        .prepare('SELECT id FROM products ORDER BY id DESC LIMIT ?')
        .bind(n)
        .all<{ id: number }>()
    ).results.map((r) => r.id);
  const cardIds = (html: string, title: string) => {
    const section =
      new RegExp(`<h2>${title}</h2>[\\s\\S]*?<ul class="grid"[^>]*>([\\s\\S]*?)</ul>`).exec(
        html,
      )?.[1] ?? '';
    return [...section.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
  };

  it('a product page puts the product first in the recently viewed cookie (HttpOnly, at most 20)', async () => {
    const p = (await db
      .prepare(
        'SELECT p.id, p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1',
      )
      .first<{ id: number; alias: string; cat: string }>())!;
    const seen = Array.from({ length: 25 }, (_, i) => 1000 + i).join(',');
    const res = await request(`/sv/p/${p.cat}/${p.alias}`, {
      headers: { cookie: `ralph-latest-products=5,${p.id},7` },
    });
    await res.text();
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(
        `ralph-latest-products=${p.id}%2C5%2C7; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
      ),
    );
    const many = await request(`/sv/p/${p.cat}/${p.alias}`, {
      headers: { cookie: `ralph-latest-products=${seen}` },
    });
    await many.text();
    expect(
      decodeURIComponent(
        /ralph-latest-products=([^;]+)/.exec(many.headers.get('set-cookie')!)![1]!,
      ).split(','),
    ).toHaveLength(20);
  });

  it('shows recently viewed products newest first and favorites newest first; neither without cookies', async () => {
    const [a, b, c] = await ids(3);
    const html = await (
      await request('/sv', {
        headers: {
          ...GOOGLEBOT,
          cookie: `ralph-latest-products=${b},${a}; ralph-favorites=${a},${c}`,
        },
      })
    ).text();
    expect(cardIds(html, 'Senast visade')).toEqual([b, a]);
    expect(cardIds(html, 'Dina favoriter')).toEqual([c, a]);
    const none = await (await request('/sv', { headers: GOOGLEBOT })).text();
    expect(none).not.toContain('Senast visade');
    expect(none).not.toContain('Dina favoriter');
  });
});
