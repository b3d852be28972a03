import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { newCartCookie } from '../testing/cart';

const countOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}">(\\d*)<`).exec(html)?.[1];

describe('the header (issue 13)', () => {
  it('links to the favorites page with their number from the cookie', async () => {
    const html = await (
      await request('/en/c/clothing', { headers: { cookie: 'ralph-favorites=3,1,2' } })
    ).text();
    expect(html).toMatch(
      /<a class="favorites-link" href="\/en\/favorites" data-favorites-link="">.*?<span class="favorites-label">Favorites<\/span> <span class="badge" data-favorites-count="">3<\/span>/s,
    );
    const sv = await (await request('/sv')).text();
    expect(sv).toMatch(
      /href="\/sv\/favoriter" data-favorites-link="">.*?data-favorites-count="">0</s,
    );
  });

  it('the 404 page shows the real cart count, not 0', async () => {
    const cookie = await newCartCookie();
    const page = await request('/sv/finns-inte', { headers: { cookie } });
    expect(page.status).toBe(404);
    expect(countOf(await page.text(), 'cart-count')).toBe('1');
    const notFound = await request('/en/404', { headers: { cookie } });
    expect(countOf(await notFound.text(), 'cart-count')).toBe('1');
  });
});

describe('layouts', () => {
  it('a content page tagged landing: a slim header without the category menu, a small footer', async () => {
    const res = await request('/sv/nordiska-favoriter');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<header class="site-header landing">');
    expect(html).not.toContain('aria-label="Huvudmeny"');
    expect(html).not.toContain('class="search');
    expect(html).toContain('<footer class="site-footer small">');
    expect(html).toContain('data-market-selector');
    expect(html).toContain('data-favorites-link');
    const other = await (await request('/sv/om-ralph')).text();
    expect(other).toContain('aria-label="Huvudmeny"');
    expect(other).not.toContain('site-header landing');
  });
});

describe("the channel's theme", () => {
  it('applies CHANNEL_THEME as custom properties on the page root, under the nonce', async () => {
    const res = await request('/sv', {}, { CHANNEL_THEME: '{"accent":"#1a5fb4","radius":"2px"}' });
    const html = await res.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      res.headers.get('content-security-policy')!,
    )![1];
    expect(html).toContain(
      `<style nonce="${nonce}" data-theme="">:root{--accent:#1a5fb4;--radius:2px}</style>`,
    );
    expect(await (await request('/sv')).text()).not.toContain('data-theme');
  });

  it('a hostile theme is a configuration error: nothing of it reaches a page', async () => {
    const res = await request(
      '/sv',
      {},
      { CHANNEL_THEME: '{"accent":"red}</style><script>alert(1)</script>"}' },
    );
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('alert(1)');
  });

  it('the other language keeps the filters, sort and page; the alternates stay canonical', async () => {
    const html = await (
      await request('/sv/c/clothing?sort=PRICE&page=2&cart=added&action=login')
    ).text();
    expect(html).toContain(
      '<a href="/en/c/clothing?sort=PRICE&amp;page=2" hrefLang="en" lang="en" class="language-switch">In English</a>',
    );
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/en\/c\/clothing"/);
    const plain = await (await request('/en/c/clothing')).text();
    expect(plain).toContain(
      '<a href="/sv/c/clothing" hrefLang="sv" lang="sv" class="language-switch">',
    );
  });
});
