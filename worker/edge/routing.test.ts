import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';

describe('routing through the Worker, markets not in the path (default)', () => {
  it('redirects / to /sv and keeps the query', async () => {
    const res = await request('/?utm=x');
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/sv?utm=x');
  });
  it('redirects / to the locale cookie', async () => {
    expect(location(await request('/', { headers: { cookie: 'ralph-locale=en' } }))).toBe('/en');
  });
  it('serves /sv and /en with the page language and stores the locale cookie', async () => {
    const sv = await request('/sv');
    expect(sv.status).toBe(200);
    expect(sv.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sv.text()).toContain('<html lang="sv"');
    const en = await request('/en');
    expect(sv.headers.get('set-cookie')).toContain('ralph-locale=sv');
    expect(en.headers.get('set-cookie')).toContain('ralph-locale=en');
    expect(await en.text()).toContain('<html lang="en"');
  });
  it('prefixes a path without locale', async () =>
    expect(location(await request('/c/clothing'))).toBe('/sv/c/clothing'));
  it('answers an unknown path with the 404 page in the right language', async () => {
    const res = await request('/en/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
    const sv = await request('/sv/finns-inte');
    expect(sv.status).toBe(404);
    expect(await sv.text()).toContain('Sidan kunde inte hittas');
  });
});

describe('routing through the Worker, markets in the path', () => {
  const on = { MARKETS_IN_PATH: 'true' };
  it('serves /se/sv and links within the market', async () => {
    const res = await request('/se/sv', {}, on);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/se/sv/c/clothing"');
    expect(html).toContain('hrefLang="en" href="http://shop.test/se/en"');
    expect(res.headers.get('set-cookie')).toContain('ralph-selected-market=se');
  });
  it('prefixes the current market (from the cookie)', async () => {
    expect(location(await request('/sv/c/clothing', {}, on))).toBe('/se/sv/c/clothing');
    expect(
      location(
        await request('/sv/c/clothing', { headers: { cookie: 'ralph-selected-market=fi' } }, on),
      ),
    ).toBe('/fi/sv/c/clothing');
  });
  it('swaps /{locale}/{market}', async () =>
    expect(location(await request('/en/dk/c/shoes', {}, on))).toBe('/dk/en/c/shoes'));
  it('replaces an unknown market with the fallback', async () =>
    expect(location(await request('/zz/en/c/shoes', {}, on))).toBe('/se/en/c/shoes'));
  it('prices in the market currency', async () => {
    const html = await (await request('/fi/en/c/clothing', {}, on)).text();
    expect(html).toContain('€');
  });
});
