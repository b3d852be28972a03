import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { location, request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const ORIGIN = 'http://shop.test';

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request('/favorite', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const favoritesSet = (res: Response) => {
  const value = /ralph-favorites=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
};

describe('POST /favorite, a heart without JavaScript', () => {
  it('sets the state asked for (never a toggle) in the cookie and goes back to the page it was on', async () => {
    const page = `${ORIGIN}/sv/c/clothing/tops?page=2`;
    const on = await post(
      { productId: '7', favorite: 'on' },
      { cookie: 'ralph-favorites=3,5', referer: page },
    );
    expect(on.status).toBe(303);
    expect(location(on)).toBe('/sv/c/clothing/tops?page=2');
    expect(favoritesSet(on)).toBe('3,5,7');
    expect(on.headers.get('set-cookie')).not.toMatch(/HttpOnly/);
    // Asked twice, still once, and the newest last.
    expect(
      favoritesSet(
        await post({ productId: '3', favorite: 'on' }, { cookie: 'ralph-favorites=3,5,7' }),
      ),
    ).toBe('5,7,3');
    const off = await post(
      { productId: '5', favorite: 'off' },
      { cookie: 'ralph-favorites=3,5,7', referer: page },
    );
    expect(favoritesSet(off)).toBe('3,7');
    expect(
      favoritesSet(
        await post({ productId: '5', favorite: 'off' }, { cookie: 'ralph-favorites=3,7' }),
      ),
    ).toBe('3,7');
  });

  it('goes back only to a page of this shop, and refuses what is not a heart', async () => {
    expect(
      location(
        await post({ productId: '1', favorite: 'on' }, { referer: 'https://evil.example/sv' }),
      ),
    ).toBe('/');
    // Without a Referer, the product's own page (the form's `back`); never another site's.
    expect(location(await post({ productId: '1', favorite: 'on', back: '/en/p/a/b' }))).toBe(
      '/en/p/a/b',
    );
    expect(location(await post({ productId: '1', favorite: 'on', back: '//evil.example' }))).toBe(
      '/',
    );
    // The way back drops one-time results and the account panel's parameters.
    expect(
      location(
        await post(
          { productId: '1', favorite: 'on', back: '/en/p/a/b' },
          { referer: `${ORIGIN}/sv/p/x/y?cart=added&action=login&notice=auth.loggedIn&page=2` },
        ),
      ),
    ).toBe('/sv/p/x/y?page=2');
    expect((await post({ productId: 'x', favorite: 'on' })).status).toBe(400);
    expect((await post({ productId: '1', favorite: 'toggle' })).status).toBe(400);
    expect(
      (await post({ productId: '1', favorite: 'on' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
  });

  it('renders hearts as plain forms only for a browser without scripts, pressed from the cookie', async () => {
    const product = (await db
      .prepare(
        'SELECT p.id, p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1',
      )
      .first<{ id: number; alias: string; cat: string }>())!;
    const path = `/sv/p/${product.cat}/${product.alias}`;
    // The heart's plain form (React orders a form's and a button's attributes its own way).
    const heart = (html: string) => {
      const form = new RegExp(
        `<form class="favorite-form"[^>]*><input type="hidden" name="locale" value="sv"/><input type="hidden" name="productId" value="${product.id}"/><input type="hidden" name="back" value="${path}"/><button [^>]*>`,
      ).exec(html)?.[0];
      if (!form) return null;
      expect(form).toContain('action="/favorite"');
      expect(form).toContain('method="post"');
      expect(form).toContain('type="submit"');
      expect(form).toContain('name="favorite"');
      return [/ value="(on|off)"/.exec(form)?.[1], /aria-pressed="(\w+)"/.exec(form)?.[1]];
    };
    const scripted = await (await request(path)).text();
    expect(heart(scripted)).toBeNull();
    expect(scripted).toContain(
      `<button type="button" class="favorite" data-favorite="${product.id}"`,
    );
    const plain = await (await request(path, { headers: { cookie: 'ralph-no-script=1' } })).text();
    expect(heart(plain)).toEqual(['on', 'false']);
    const liked = await (
      await request(path, {
        headers: { cookie: `ralph-no-script=1; ralph-favorites=${product.id}` },
      })
    ).text();
    expect(heart(liked)).toEqual(['off', 'true']);
  });
});
