import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { location, request } from '../../testing/app';

describe('content pages from widget areas', () => {
  it('renders a content page in both languages with its widgets, info menu and product list', async () => {
    // The list's data is held back, as from a slow upstream: the page streams.
    const sv = await request('/sv/om-ralph', {}, { DEFERRED_DELAY_MS: '50' });
    expect(sv.status).toBe(200);
    const html = await sv.text();
    expect(html).toContain('<title>Om Ralph | Ralph</title>');
    expect(html).toContain('<h1>Om Ralph</h1>');
    expect(html).toContain(
      '<section class="widget widget-text"><h2>Om Ralph</h2><p>Vi säljer kläder',
    );
    expect(html).toContain(
      '<img src="/_commerce/pagewidget/800w/about-1.svg" alt="Vår butik i Stockholm"',
    );
    expect(html).toContain(
      '<h2>Hållbart</h2><p>Vi väljer material som håller. <a href="/sv/kundservice">Frågor?</a></p>',
    );
    // The product list streams in after the page's text (four cards: one row).
    expect(html).toMatch(
      /<section class="widget widget-products"><h2>Populärt just nu<\/h2><!--\$\?-->/,
    );
    expect(html).toMatch(
      /<ul class="grid" aria-label="Populärt just nu">(<li[^>]*>.*?<\/li>){4}<\/ul>/,
    );
    expect(html).toContain('<nav class="info-menu" aria-label="Information">');
    expect(html).toContain('<a href="/sv/om-ralph" aria-current="page">Om Ralph</a>');
    const en = await (await request('/en/om-ralph')).text();
    expect(en).toContain('<h1>About Ralph</h1>');
    expect(en).toContain('hrefLang="sv" href="http://shop.test/sv/om-ralph"');
  });

  it('sanitises CMS HTML: no scripts, no event handlers', async () => {
    const html = await (await request('/en/cookies')).text();
    expect(html).toContain('<p>We use cookies for the cart and your choices.</p>');
    expect(html).toContain('<p>No tracking cookies without consent.</p>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('onclick');
    // The page's JSON widget is data for no component of ours: it renders nothing.
    expect(html).not.toContain('ralph-user-type');
  });

  it('renders buttons, a banner and a video link; an unknown page is a 404; /content/:alias redirects', async () => {
    const service = await (await request('/sv/kundservice')).text();
    expect(service).toContain('<a class="button" href="/sv/kopvillkor">Köpvillkor</a>');
    expect(service).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener">Se videon på YouTube: Så returnerar du</a>',
    );
    expect(await (await request('/en/tillganglighet')).text()).toContain(
      '<a class="button primary" href="/en/kundservice">Contact us</a>',
    );
    expect((await request('/sv/no-such-page')).status).toBe(404);
    const moved = await request('/en/content/kopvillkor');
    expect(moved.status).toBe(301);
    expect(location(moved)).toBe('/en/kopvillkor');
  });
});

describe('content in the sitemap and the footer', () => {
  it('lists the content pages in the pages sitemap with both languages', async () => {
    const xml = await (await request('/sitemap-pages.xml')).text();
    expect(xml).toContain('<loc>http://shop.test/sv/kundservice</loc>');
    expect(xml).toContain('hreflang="en" href="http://shop.test/en/kundservice"');
    expect(xml).toContain('<loc>http://shop.test/sv/nyheter</loc>');
  });

  it('every page streams the footer menu from getMenuAtLocation', async () => {
    const html = await (await request('/en/brands')).text();
    expect(html).toMatch(
      /<nav class="footer-menu" aria-label="Information and terms"><ul><li><a href="\/en\/om-ralph">About Ralph<\/a><\/li>/,
    );
  });
});

describe('CMS preview (/{lang}/preview-widgets?loginToken=…)', () => {
  const db = (env as unknown as { DB: D1Database }).DB;
  const pinnedNow = Date.parse('2026-11-01T12:00:00Z');
  const token = 'preview-token-for-the-winter-draft';

  it('sends a visitor without a token to the start page', async () => {
    expect(location(await request('/sv/preview-widgets'))).toBe('/sv');
    expect(location(await request('/en/preview-widgets?loginToken=%3Cscript%3E'))).toBe('/en');
  });

  it('shows the draft the token was issued for, uncached and not indexed; the draft is not public', async () => {
    await db
      .prepare('INSERT INTO preview_tokens (token, area_id, expires_at) VALUES (?, 8, ?)')
      .bind(token, pinnedNow + 3_600_000)
      .run();
    const res = await request(`/sv/preview-widgets?loginToken=${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<p class="preview-note" role="note">Förhandsvisning:');
    expect(html).toContain('<h1>Vinterkampanj (utkast)</h1>');
    expect(html).toContain('<h2>Vinterrea – upp till 40 %</h2>');
    expect(html).toContain('<a class="button primary" href="/sv/dc/winter-sale">Till rean</a>');
    expect((await request('/sv/vinterkampanj')).status).toBe(404);
    // Revoked: the next request asks the API again (a preview is never cached).
    await db.prepare('DELETE FROM preview_tokens WHERE token = ?').bind(token).run();
    const revoked = await request(`/sv/preview-widgets?loginToken=${token}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toContain('<h1>Förhandsvisningen kunde inte visas</h1>');
  });

  it('refuses an expired token, in the visitor language', async () => {
    await db
      .prepare('INSERT INTO preview_tokens (token, area_id, expires_at) VALUES (?, 8, ?)')
      .bind(`${token}-old`, pinnedNow - 1)
      .run();
    const res = await request(`/en/preview-widgets?loginToken=${token}-old`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>The preview could not be shown</h1>');
  });
});
