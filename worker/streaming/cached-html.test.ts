import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { renderCached, testEnv } from '../testing/cached-html';
import { cachedHtmlStats } from './cached-html';

const sellingPrices = (html: string) =>
  [...html.matchAll(/class="price-selling[^"]*">([^<]+)</g)].map((m) => m[1]);

describe('cached subtrees', () => {
  it('a second render of the same list reuses its HTML instead of rendering it again', async () => {
    await (await request('/sv/c/clothing/tops?sort=MOST_SOLD')).text();
    const before = cachedHtmlStats();
    await (await request('/sv/c/clothing/tops?sort=MOST_SOLD')).text();
    const after = cachedHtmlStats();
    expect(after.reuses).toBeGreaterThan(before.reuses);
    expect(after.renders).toBe(before.renders);
  });

  it('never serves one visitor’s variant to another: VAT mode, favorites and language are part of the key', async () => {
    const person = await (await request('/sv/c/clothing/tops')).text();
    const business = await (
      await request('/sv/c/clothing/tops', { headers: { cookie: 'ralph-user-type=ORGANIZATION' } })
    ).text();
    expect(sellingPrices(business)).not.toEqual(sellingPrices(person));
    expect(business).toContain('exkl. moms');
    const id = /data-favorite="(\d+)"/.exec(person)![1];
    const withFavorite = await (
      await request('/sv/c/clothing/tops', { headers: { cookie: `ralph-favorites=${id}` } })
    ).text();
    expect(withFavorite).toContain(`data-favorite="${id}" data-favorite-alias`);
    expect(withFavorite).toMatch(
      new RegExp(`data-favorite="${id}" data-favorite-alias="[^"]+" aria-pressed="true"`),
    );
    expect(person).not.toMatch(
      new RegExp(`data-favorite="${id}" data-favorite-alias="[^"]+" aria-pressed="true"`),
    );
    const en = await (await request('/en/c/clothing/tops')).text();
    expect(en).toContain('<summary>Brands');
  });

  it('a page viewed again reuses every cached part (no part is keyed by something new per request)', async () => {
    const product = /href="(\/sv\/p\/[^"]+)"/.exec(
      await (await request('/sv/c/clothing')).text(),
    )![1]!;
    for (const path of ['/sv', '/sv/c/clothing/tops?sort=PRICE', product, '/en/brands']) {
      await (await request(path)).text();
      const before = cachedHtmlStats();
      await (await request(path)).text();
      const after = cachedHtmlStats();
      expect(after.renders, path).toBe(before.renders);
      expect(after.reuses, path).toBeGreaterThan(before.reuses);
    }
  });

  it('keeps the entries of small props with the catalogue object they come from', () => {
    // A new component per case: each has its own entries.
    const sizes = () => (props: { skus: number[] }) =>
      createElement('p', null, props.skus.join(' '));
    const products = Array.from({ length: 30 }, (_, i) => ({ id: i, skus: [i * 10, i * 10 + 1] }));
    const renders = (render: ReturnType<typeof sizes>, anchored: boolean) => {
      for (const p of products)
        renderCached(render, { skus: p.skus }, testEnv(), anchored ? p : undefined);
      const before = cachedHtmlStats().renders;
      renderCached(
        render,
        { skus: products[0]!.skus },
        testEnv(),
        anchored ? products[0] : undefined,
      );
      return cachedHtmlStats().renders - before;
    };
    // Without an anchor, thirty products' forms share the component's entries: the first is gone.
    expect(renders(sizes(), false)).toBe(1);
    expect(renders(sizes(), true)).toBe(0);
  });

  it('renders again when any prop differs and reuses when the props are equal', () => {
    const Greeting = ({ name, tags }: { name: string; tags: string[] }) =>
      createElement('p', null, `${name}: ${tags.join(' ')}`);
    const render = (name: string, tags: string[]) =>
      renderCached(Greeting, { name, tags }, testEnv());
    expect(render('Anna', ['a'])).toBe('<div><p>Anna: a</p></div>');
    const before = cachedHtmlStats();
    expect(render('Anna', ['a'])).toBe('<div><p>Anna: a</p></div>');
    expect(cachedHtmlStats().renders).toBe(before.renders);
    expect(render('Bo', ['a'])).toBe('<div><p>Bo: a</p></div>');
    expect(render('Anna', ['b'])).toBe('<div><p>Anna: b</p></div>');
    expect(cachedHtmlStats().renders).toBe(before.renders + 2);
  });
});
