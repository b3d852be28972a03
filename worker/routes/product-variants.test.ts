import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;

async function productWithColours() {
  return (await db.prepare(`SELECT p.variant_group AS grp, count(*) AS n FROM products p GROUP BY p.variant_group HAVING n >= 2 ORDER BY min(p.id) LIMIT 1`).first<{ grp: string; n: number }>())!;
}

describe('colour variants on the product page', () => {
  it('lists every colour of the group as a swatch link, the current one marked', async () => {
    const group = await productWithColours();
    const members = (await db.prepare(`SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id WHERE p.variant_group = ? ORDER BY p.id`).bind(group.grp).all<{ alias: string; cat: string }>()).results;
    const html = await (await request(`/sv/p/${members[0]!.cat}/${members[0]!.alias}`)).text();
    expect(html).toContain('<p id="variant-label" class="variant-label">Färg: <strong>');
    for (const m of members) expect(html).toContain(`href="/sv/p/${m.cat}/${m.alias}" class="swatch`);
    expect(html.match(/data-variant="" aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`href="/sv/p/${members[0]!.cat}/${members[0]!.alias}" class="swatch[^"]*" data-variant="" aria-current="true"`));
  });

  it('answers a variant switch with the product part alone and its title', async () => {
    const group = await productWithColours();
    const second = (await db.prepare(`SELECT p.alias, c.alias AS cat, p.name_en AS name FROM products p JOIN categories c ON c.id = p.category_id WHERE p.variant_group = ? ORDER BY p.id LIMIT 1 OFFSET 1`).bind(group.grp).first<{ alias: string; cat: string; name: string }>())!;
    const res = await request(`/en/p/${second.cat}/${second.alias}`, { headers: { 'x-fragment': 'product' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<html');
    expect(html).toContain('<article class="product">');
    expect(html).toContain('data-island="add-to-cart"');
    expect(decodeURIComponent(res.headers.get('x-page-title')!)).toContain(second.name);
    expect(res.headers.get('vary')).toContain('x-fragment');
  });
});
