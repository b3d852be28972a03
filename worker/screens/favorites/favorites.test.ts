import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { parseFavorites } from '../../../shared/cookies';
import { request } from '../../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;
const aliases = (html: string) =>
  [...html.matchAll(/data-alias="([^"]+)" data-product-id="(\d+)"/g)].map((m) => Number(m[2]));

describe('favorites page', () => {
  it('lists favorites from the cookie in the order added and leaves out products that no longer exist', async () => {
    const rows = (
      await db.prepare('SELECT id FROM products ORDER BY id LIMIT 3').all<{ id: number }>()
    ).results.map((r) => r.id);
    const [a, b, c] = rows as [number, number, number];
    const res = await request('/sv/favoriter', {
      headers: { cookie: `ralph-favorites=${c},99999999,${a},${b}` },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Favoriter</h1>');
    // With the texts for one and any other number, for the count that follows the hearts.
    expect(html).toContain(
      '<p class="list-count" data-favorites-listed="" data-one="1 favorit" data-other="{n} favoriter">3 favoriter</p>',
    );
    expect(aliases(html)).toEqual([c, a, b]);
    expect(html).toContain(`data-favorites-kept="${c},${a},${b}"`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`data-favorite="${c}" data-favorite-alias`);
    expect(
      [...html.matchAll(/data-favorite="(\d+)"[^>]*aria-pressed="true"/g)].map((m) => Number(m[1])),
    ).toEqual([c, a, b]);
  });

  it('counts one favorite in the singular, in both languages', async () => {
    const one = await db
      .prepare('SELECT id FROM products ORDER BY id LIMIT 1')
      .first<{ id: number }>();
    const page = (path: string) =>
      request(path, { headers: { cookie: `ralph-favorites=${one!.id}` } }).then((r) => r.text());
    expect(await page('/sv/favoriter')).toMatch(/<p class="list-count"[^>]*>1 favorit<\/p>/);
    expect(await page('/en/favorites')).toMatch(
      /<p class="list-count"[^>]*data-other="\{n\} favorites">1 favorite<\/p>/,
    );
  });

  it('says how to add favorites when there are none, in both languages', async () => {
    expect(await (await request('/sv/favoriter')).text()).toContain('Du har inga favoriter än.');
    const en = await (
      await request('/en/favorites', { headers: { cookie: 'ralph-favorites=garbage,,-1' } })
    ).text();
    expect(en).toContain('You have no favorites yet.');
  });

  it('reads the cookie defensively: numbers only, no duplicates, at most 100, the newest kept', () => {
    expect(parseFavorites('3,1,3,x,0,-2,1e3, 7 ')).toEqual([3, 1, 7]);
    expect(parseFavorites(Array.from({ length: 120 }, (_, i) => i + 1).join(','))).toHaveLength(
      100,
    );
    expect(parseFavorites(Array.from({ length: 120 }, (_, i) => i + 1).join(','))[0]).toBe(21);
    expect(parseFavorites(undefined)).toEqual([]);
  });

  it('every product card and the product page carry a labelled favorite toggle', async () => {
    const list = await (await request('/en/c/clothing')).text();
    expect(list).toMatch(
      /<button type="button" class="favorite" data-favorite="\d+" data-favorite-alias="[^"]+" aria-pressed="false" aria-label="Save [^"]+ as a favorite">/,
    );
  });
});
