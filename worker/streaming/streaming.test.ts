import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const productPath = async () => {
  const p = (await db
    .prepare(
      "SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path LIKE '/c/clothing/%' ORDER BY p.id LIMIT 1",
    )
    .first<{ alias: string; cat: string }>())!;
  return `/sv/p/${p.cat}/${p.alias}`;
};

async function chunks(res: Response): Promise<string[]> {
  const out: string[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(value);
  }
}

describe('streaming SSR', () => {
  it('sends the shell (title, price, first image, add to cart) first and a slow part later, in more than one chunk', async () => {
    const res = await request(await productPath(), {}, { DEFERRED_DELAY_MS: '150' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-render')).toBe('stream');
    const parts = await chunks(res);
    expect(parts.length).toBeGreaterThan(1);
    // Everything up to the chunk with the related products' placeholder was sent before that part was ready.
    const shellEnd = parts.findIndex((p) => p.includes('class="grid skeleton"'));
    // The shell leaves as one chunk, not as React's 4 KiB pieces; each later flush as one more (the page
    // has four deferred parts: related products, widget area, reviews, footer menu).
    expect(shellEnd).toBe(0);
    expect(parts.length).toBeLessThanOrEqual(5);
    const first = parts.slice(0, shellEnd + 1).join('');
    expect(first).toMatch(/<h1>[^<]+<\/h1>/);
    expect(first).toContain('class="price-selling');
    expect(first).toContain('data-island="add-to-cart"');
    expect(first).toContain('rel="preload" as="image"');
    expect(first).not.toContain('class="card-link"');
    const rest = parts.slice(shellEnd + 1).join('');
    expect(rest).toContain('class="card-link"');
    expect(rest).toMatch(/<\/html>$/);
  });

  it('sends a page whose parts are all ready whole, each part in its place', async () => {
    const path = await productPath();
    await request(path);
    const res = await request(path);
    // Rendered as one string (README decision 180), with the bootstrap React would have streamed.
    expect(res.headers.get('x-render')).toBe('whole');
    const html = await res.text();
    expect(html).toContain('class="card-link"');
    expect(html).not.toContain('grid skeleton');
    expect(html).not.toMatch(/<div hidden id="S:\d+">|<template id="B:\d+">/);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
    expect(html).toMatch(/^<!DOCTYPE html><html /);
    expect(html).toContain(
      `<link rel="modulepreload" fetchPriority="low" nonce="${nonce}" href="/assets/entry.js"/>`,
    );
    expect(html).toContain(
      `<script type="module" src="/assets/entry.js" nonce="${nonce}" id="_R_" async=""></script></body></html>`,
    );
    expect(html).toMatch(/<\/html>$/);
  });

  it('gives crawlers the complete document without Suspense fallbacks', async () => {
    const res = await request(
      await productPath(),
      { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } },
      { DEFERRED_DELAY_MS: '50' },
    );
    expect(res.headers.get('x-render')).toBe('whole');
    const html = await res.text();
    expect(html).not.toContain('grid skeleton');
    expect(html).toContain('class="card-link"');
  });

  it('a browser without scripts says so with a <noscript> image, and then gets whole documents too', async () => {
    const path = await productPath();
    const first = await (await request(path, {}, { DEFERRED_DELAY_MS: '50' })).text();
    expect(first).toContain(
      '<noscript><img src="/no-script" alt="" width="1" height="1" hidden=""/>',
    );
    // Only a browser without scripts loads it: nothing preloads it for the others.
    expect(first.match(/\/no-script/g)).toHaveLength(1);
    // Streamed later, a part waits hidden for a script to move it into place.
    expect(first).toContain('grid skeleton');
    expect(first).toMatch(/<div hidden id="S:\d+">/);

    const next = await (
      await request(path, { headers: { cookie: 'ralph-no-script=1' } }, { DEFERRED_DELAY_MS: '50' })
    ).text();
    expect(next).not.toContain('grid skeleton');
    expect(next).not.toMatch(/<div hidden id="S:\d+">/);
    expect(next).toContain('class="card-link"');
    expect(next).not.toContain('<noscript><img');
    // Should scripts run after all, the page forgets the cookie and its hearts are buttons again.
    expect(next).toMatch(
      /<script nonce="[^"]+">document.cookie="ralph-no-script=; Max-Age=0; Path=\/; SameSite=Lax";document.querySelectorAll\(".favorite-form button"\)/,
    );
    const bot = await (
      await request(path, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })
    ).text();
    expect(bot).not.toContain('no-script');
  });

  it('writes the head: lang, title, description, theme colour, manifest, canonical, hreflang sv/en/x-default, JSON-LD', async () => {
    const path = await productPath();
    const html = await (await request(path)).text();
    expect(html).toContain('<html lang="sv"');
    expect(html).toMatch(/<title>[^<]+ \| Ralph<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta name="theme-color" content="#333333"/>');
    expect(html).toContain('<link rel="manifest" href="/manifest.sv.webmanifest"/>');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test${path}"/>`);
    expect(html).toContain(`hrefLang="en" href="http://shop.test${path.replace('/sv/', '/en/')}"`);
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('301-redirects a product or category path that is not the canonical one, keeping the query', async () => {
    const path = await productPath();
    const alias = path.split('/').pop();
    const res = await request(`/sv/p/${alias}?ref=x`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${path}?ref=x`);
    expect((await request('/sv/c/tops')).headers.get('location')).toBe('/sv/c/clothing/tops');
  });

  it('answers 404 for an unknown product and for a page beyond the last', async () => {
    expect((await request('/sv/p/no-such-product')).status).toBe(404);
    expect((await request('/sv/c/clothing?page=300')).status).toBe(404);
    expect((await request('/sv/c/clothing?page=abc')).status).toBe(200);
  });
});

describe('security of the rendered page', () => {
  it('puts a fresh nonce in the CSP and on every inline script, and no other inline script runs', async () => {
    const a = await request('/sv');
    const b = await request('/sv');
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const html = await a.text();
    const executable = [
      ...html.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>/g),
    ].map((m) => m[1]!);
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonceOf(a)}"`);
    const styles = [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]!);
    expect(styles.length).toBe(1);
    expect(styles[0]).toContain(`nonce="${nonceOf(a)}"`);
    expect(a.headers.get('content-security-policy')).toContain(
      `style-src 'self' 'nonce-${nonceOf(a)}'`,
    );
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('escapes serialised state so data cannot close the script element', async () => {
    const html = await (
      await request('/sv/s/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    ).text();
    expect(html).not.toContain('</script><script>alert(1)');
    const { serializeForScript } = await import('../../shared/json');
    expect(serializeForScript({ x: '</script><!--\u2028' })).toBe(
      '{"x":"\\u003c/script\\u003e\\u003c!--\\u2028"}',
    );
  });

  it('keeps the API key out of pages and the client bundle', async () => {
    const html = await (await request('/sv', {}, { COMMERCE_API_KEY: 'secret-key-123' })).text();
    expect(html).not.toContain('secret-key-123');
  });
});
