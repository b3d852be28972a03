import { describe, expect, it } from 'vitest';
import { MARKETS } from '../backend/markets';
import { readConfig, type Bindings } from '../env';
import { request } from '../testing/app';

const inMarket = (market: string) => ({ headers: { cookie: `ralph-selected-market=${market}` } });
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
const NB = '\u00a0';
/** Every amount the page promises free shipping over (meta description, CMS texts, footer), without a final full stop. */
const thresholds = (html: string) =>
  new Set(
    [...html.matchAll(/(?:frakt över|shipping over) ([\d\s.,]+(?:kr\.?|€|EUR|SEK))/gi)].map((m) =>
      m[1]!.replace(/\.$/, ''),
    ),
  );

describe("free-shipping texts name the market's threshold (issue 13)", () => {
  it('dk: the footer and the CMS texts say 349 kr., as the cart does, in both languages', async () => {
    const sv = await (await request('/sv', inMarket('dk'))).text();
    expect(footer(sv)).toContain(`Fri frakt över 349${NB}kr. · 30 dagars öppet köp`);
    expect(sv).toContain(`<li>Fri frakt över 349${NB}kr.</li>`);
    expect(thresholds(sv)).toEqual(new Set([`349${NB}kr`]));
    expect(sv).not.toContain('kr..');
    const en = await (await request('/en', inMarket('dk'))).text();
    expect(footer(en)).toContain(`Free shipping over 349${NB}kr. · 30-day returns`);
    expect(en).toContain(`<li>Free shipping over 349${NB}kr.</li>`);
  });

  it('se in English: kronor beside prices in kronor, never "49 EUR"', async () => {
    const en = await (await request('/en', inMarket('se'))).text();
    expect(footer(en)).toContain(`Free shipping over 499${NB}kr`);
    expect(thresholds(en)).toEqual(new Set([`499${NB}kr`]));
    const terms = await (await request('/en/kopvillkor', inMarket('se'))).text();
    expect(terms).toContain(`Free shipping over 499${NB}kr.`);
  });

  it('fi: euro the Finnish way in both languages', async () => {
    for (const path of ['/sv', '/en']) {
      const html = await (await request(path, inMarket('fi'))).text();
      expect(footer(html)).toMatch(/(Fri frakt över|Free shipping over) 49\u00a0€ · /);
      expect(thresholds(html)).toEqual(new Set([`49${NB}€`]));
    }
  });

  it('the ways to pay the texts promise are the market’s: invoice in se only', async () => {
    const se = await (await request('/sv', inMarket('se'))).text();
    expect(se).toContain('<li>Betala med kort, senare eller mot faktura</li>');
    for (const market of ['fi', 'dk', 'no']) {
      const sv = await (await request('/sv', inMarket(market))).text();
      expect(sv).toContain('<li>Betala med kort eller senare</li>');
      expect(sv).toContain('betala med kort eller senare.');
      const en = await (await request('/en', inMarket(market))).text();
      expect(en).toContain('<li>Pay by card or later</li>');
      expect(`${sv}${en}`).not.toMatch(/faktura|invoice/i);
    }
  });

  it("the default thresholds are the embedded backend's, and a market without one leaves the promise out", async () => {
    const config = readConfig({} as Bindings);
    for (const m of MARKETS)
      expect(config.FREE_SHIPPING_OVER[m.alias]).toBe(m.freeShippingOver / 100);
    const html = await (
      await request('/sv', inMarket('dk'), { FREE_SHIPPING_OVER: 'se:499' })
    ).text();
    expect(footer(html)).toContain('<p>30 dagars öppet köp · Kundtjänst vardagar 9–17</p>');
    expect(() => readConfig({ FREE_SHIPPING_OVER: 'se=499' } as Bindings)).toThrow(
      /FREE_SHIPPING_OVER/,
    );
  });
});
