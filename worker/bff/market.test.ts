import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';
import { newCartCookie } from '../testing/cart';

let clients = 0;
const change = (fields: Record<string, string>, o: { inPath?: boolean; origin?: string } = {}) =>
  request(
    '/market',
    {
      method: 'POST',
      headers: {
        origin: o.origin ?? 'http://shop.test',
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': `198.51.100.${++clients}`,
      },
      body: new URLSearchParams(fields).toString(),
    },
    o.inPath ? { MARKETS_IN_PATH: 'true' } : {},
  );
const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);
const state = (html: string) =>
  JSON.parse(/<script[^>]*id="ralph-state"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as {
    browsingMarket: string;
    cart: { summary: { total: { sellingIncVatText: string } } } | null;
  };

describe('POST /market: the market change without JavaScript (spec section 4)', () => {
  it('sets the market and the checkout market, and goes back to the same page in it', async () => {
    const res = await change({ market: 'fi', return: '/en/c/clothing?page=2' });
    expect(res.status).toBe(303);
    expect(location(res)).toBe('/en/c/clothing?page=2&notice=market.changed');
    expect(cookies(res)).toEqual(
      expect.arrayContaining([
        'ralph-selected-market=fi',
        'ralph-checkout-market=fi',
        'ralph-locale=en',
      ]),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('with markets in the path, the new market replaces the old one in the address', async () => {
    const res = await change({ market: 'dk', return: '/se/sv/favoriter' }, { inPath: true });
    expect(location(res)).toBe('/dk/sv/favoriter?notice=market.changed');
    expect(cookies(res)).toContain('ralph-selected-market=dk');
  });

  it('refuses an unknown market, another site and a return path off the site', async () => {
    const unknown = await change({ market: 'xx', return: '/en' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(
      'What you sent could not be read. Reload the page and try again.',
    );
    expect(cookies(unknown)).toEqual([]);
    const away = await change({ market: 'fi', return: '//evil.example/x' });
    expect(location(away)).toBe('/en?notice=market.changed');
    const cross = await change({ market: 'fi', return: '/en' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
  });

  it('the page in the new market: prices, the cart in its currency, the notice and the selector', async () => {
    const cart = await newCartCookie();
    const res = await request('/en?notice=market.changed', {
      headers: { cookie: `${cart}; ralph-selected-market=fi; ralph-checkout-market=fi` },
    });
    const html = await res.text();
    expect(state(html).browsingMarket).toBe('fi');
    expect(state(html).cart!.summary.total.sellingIncVatText).toMatch(/€/);
    expect(html).toContain('You are now shopping in Finland, with prices in EUR.');
    expect(html).toMatch(
      /<summary><span class="sr-only">Country and currency: <\/span>Finland · EUR/,
    );
    expect(html).toMatch(
      /value="fi" aria-current="true" name="market"><span>Finland<\/span> <span class="market-currency">EUR/,
    );
    expect(html).toContain('<span>Denmark</span> <span class="market-currency">DKK</span>');
    expect(html).toContain('name="return" value="/en"');
    // No form's way back brings the notice again (the customer-type switch's did).
    expect(html).not.toMatch(/name="return" value="[^"]*notice=/);
    const sv = await (
      await request('/sv', { headers: { cookie: 'ralph-selected-market=dk' } })
    ).text();
    expect(sv).toContain('Land och valuta: </span>Danmark · DKK');
    expect(sv).toContain('<span>Sverige</span> <span class="market-currency">SEK</span>');
  });
});
