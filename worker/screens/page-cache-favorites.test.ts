import { afterEach, describe, expect, it } from 'vitest';
import { NO_SCRIPT_COOKIE } from '../../shared/cookies';
import { newCartCookie } from '../testing/cart';
import { sameBut, untilKept, visitors } from '../testing/kept-pages';
import { clearKeptPages } from './page-cache';
import { RENDER_HEADER } from './pages';

afterEach(() => clearKeptPages());

/** The products whose hearts a page shows, in its order. */
const heartsOf = (html: string) => [...html.matchAll(/data-favorite="(\d+)"/g)].map((m) => m[1]!);
const pressed = (id: string) =>
  new RegExp(`data-favorite="${id}" data-favorite-alias="[^"]+" aria-pressed="true"`);
const favoritesCookie = (ids: string[]) => `ralph-favorites=${ids.join(',')}`;

describe("kept pages and a visitor's favorites", () => {
  it('a visitor with favorites gets the kept page with their hearts pressed, byte for byte as rendered for them', async () => {
    const get = visitors();
    for (const path of ['/en/c/clothing/tops', '/sv/c/clothing/tops']) {
      const anonymous = await untilKept(get, path);
      const hearts = heartsOf(anonymous.body);
      expect(hearts.length).toBeGreaterThan(3);
      // Two of the page's products and one it does not show.
      const cookie = favoritesCookie([hearts[0]!, hearts[2]!, '999999']);
      const view = await get(path, { cookie });
      expect(view.render, path).toBe('kept');
      expect(view.body).toMatch(pressed(hearts[0]!));
      expect(view.body).toMatch(pressed(hearts[2]!));
      expect(view.body).not.toMatch(pressed(hearts[1]!));
      expect(view.body).toContain('data-favorites-count="">3<');
      const rendered = await get(path, { cookie, [RENDER_HEADER]: '1' });
      expect(rendered.render).toBe('whole');
      expect(sameBut(view), path).toBe(sameBut(rendered));
      // The next visitor without favorites sees none of them.
      const next = await get(path);
      expect(next.render).toBe('kept');
      expect(next.body).not.toContain('aria-pressed="true"');
      expect(next.body).toContain('data-favorites-count="">0<');
    }
  });

  it("a product page: the product's own heart and its related products', with a cart beside them", async () => {
    const get = visitors();
    const list = await untilKept(get, '/en/c/clothing/tops');
    const path = /href="(\/en\/p\/[^"]+)"/.exec(list.body)![1]!;
    const anonymous = await untilKept(get, path);
    const hearts = [...new Set(heartsOf(anonymous.body))];
    expect(hearts.length).toBeGreaterThan(1);
    const cookie = `${favoritesCookie(hearts.slice(0, 2))}; ${await newCartCookie()}`;
    const view = await get(path, { cookie });
    expect(view.render).toBe('kept');
    for (const id of hearts.slice(0, 2)) expect(view.body).toMatch(pressed(id));
    expect(view.body).toContain('data-testid="cart-count">1<');
    const rendered = await get(path, { cookie, [RENDER_HEADER]: '1' });
    expect(sameBut(view)).toBe(sameBut(rendered));
  });

  it('the start page lists the favorites (its CMS widget): rendered for a visitor with favorites, never kept from them or sent to another', async () => {
    const get = visitors();
    const list = 'Your favorites';
    const anonymous = await untilKept(get, '/en');
    expect(anonymous.body).not.toContain(list);
    const id = heartsOf((await untilKept(get, '/en/c/clothing/tops')).body)[0]!;
    const cookie = favoritesCookie([id]);
    for (let i = 0; i < 3; i++) {
      const view = await get('/en', { cookie });
      expect(view.render).not.toBe('kept');
      expect(view.body).toContain(list);
      expect(view.body).toMatch(pressed(id));
    }
    const next = await get('/en');
    expect(next.render).toBe('kept');
    expect(next.body).not.toContain(list);
  });

  it('keeps pages only from visitors without favorites', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops?sort=PRICE';
    const id = heartsOf(
      (await get('/en/c/clothing/tops?sort=PRICE', { [RENDER_HEADER]: '1' })).body,
    )[0]!;
    const cookie = favoritesCookie([id]);
    for (let i = 0; i < 3; i++) expect((await get(path, { cookie })).render).not.toBe('kept');
    // Asked for before, so the first view without favorites is kept, and the second is that page.
    expect((await get(path)).render).not.toBe('kept');
    const kept = await get(path);
    expect(kept.render).toBe('kept');
    expect(kept.body).not.toContain('aria-pressed="true"');
  });

  it('a browser without scripts: its hearts are forms that ask for the other state, so its pages are rendered for it', async () => {
    const get = visitors();
    const path = '/en/c/clothing/tops';
    const noScript = `${NO_SCRIPT_COOKIE}=1`;
    const anonymous = await untilKept(get, path, { cookie: noScript });
    const id = heartsOf(anonymous.body)[0]!;
    const view = await get(path, { cookie: `${noScript}; ${favoritesCookie([id])}` });
    expect(view.render).not.toBe('kept');
    expect(view.body).toMatch(
      new RegExp(
        `value="off" data-favorite="${id}" data-favorite-alias="[^"]+" aria-pressed="true"`,
      ),
    );
  });
});
