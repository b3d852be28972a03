import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { embeddedFetch } from '../../testing/graphql';

const db = (env as unknown as { DB: D1Database }).DB;

async function productWithColours() {
  return (await db
    .prepare(
      `SELECT p.variant_group AS grp, count(*) AS n FROM products p
    WHERE p.variant_group NOT IN (SELECT q.variant_group FROM products q JOIN parameters x ON x.product_id = q.id AND x.identifier = 'length')
    GROUP BY p.variant_group HAVING n >= 2 ORDER BY min(p.id) LIMIT 1`,
    )
    .first<{ grp: string; n: number }>())!;
}

describe('colour variants on the product page', () => {
  it('lists every colour of the group as a swatch link, the current one marked', async () => {
    const group = await productWithColours();
    const members = (
      await db
        .prepare(
          `SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id WHERE p.variant_group = ? ORDER BY p.id`,
        )
        .bind(group.grp)
        .all<{ alias: string; cat: string }>()
    ).results;
    const html = await (await request(`/sv/p/${members[0]!.cat}/${members[0]!.alias}`)).text();
    expect(html).toContain('<p id="variant-label" class="variant-label">Färg: <strong>');
    for (const m of members)
      expect(html).toContain(`href="/sv/p/${m.cat}/${m.alias}" class="swatch`);
    expect(html.match(/data-variant="1" aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(
      new RegExp(
        `href="/sv/p/${members[0]!.cat}/${members[0]!.alias}" class="swatch[^"]*" data-variant="1" aria-current="true"`,
      ),
    );
  });

  it('answers a variant switch with the product part alone and its title', async () => {
    const group = await productWithColours();
    const second = (await db
      .prepare(
        `SELECT p.alias, c.alias AS cat, p.name_en AS name FROM products p JOIN categories c ON c.id = p.category_id WHERE p.variant_group = ? ORDER BY p.id LIMIT 1 OFFSET 1`,
      )
      .bind(group.grp)
      .first<{ alias: string; cat: string; name: string }>())!;
    const res = await request(`/en/p/${second.cat}/${second.alias}`, {
      headers: { 'x-fragment': 'product' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<html');
    expect(html).toContain('<article class="product" data-product-id=');
    expect(html).toContain('data-island="add-to-cart"');
    expect(decodeURIComponent(res.headers.get('x-page-title')!)).toContain(second.name);
    expect(res.headers.get('vary')).toContain('x-fragment');
  });
});

describe('three variant levels: colour, length, size', () => {
  async function groupWithLengths() {
    const grp = (await db
      .prepare(
        `SELECT q.variant_group AS grp FROM products q JOIN parameters x ON x.product_id = q.id AND x.identifier = 'length'
      GROUP BY q.variant_group HAVING count(*) = 3 ORDER BY min(q.id) LIMIT 1`,
      )
      .first<{ grp: string }>())!.grp;
    return (
      await db
        .prepare(
          `SELECT p.alias, c.alias AS cat, len.value_key AS length, col.value_key AS colour FROM products p JOIN categories c ON c.id = p.category_id
      JOIN parameters len ON len.product_id = p.id AND len.identifier = 'length' JOIN parameters col ON col.product_id = p.id AND col.identifier = 'color'
      WHERE p.variant_group = ? ORDER BY p.id`,
        )
        .bind(grp)
        .all<{ alias: string; cat: string; length: string; colour: string }>()
    ).results;
  }

  it('nests them in the API: colours, then the lengths of a colour (products), then their sizes (SKUs)', async () => {
    const [regular] = await groupWithLengths();
    const res = await embeddedFetch('/_commerce/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
      body: JSON.stringify({
        query: `{ product(alias: "${regular!.alias}") { variantGroup { variants { level dimension value skuId variants { level dimension value skuId variants { level dimension skuId } } } } } }`,
      }),
    });
    type V = {
      level: number;
      dimension: string;
      value: string;
      skuId: number | null;
      variants: V[];
    };
    const colours = (
      (await res.json()) as { data: { product: { variantGroup: { variants: V[] } } } }
    ).data.product.variantGroup.variants;
    expect(colours.map((c) => `${c.level} ${c.dimension}`)).toEqual(['1 Color', '1 Color']);
    const first = colours[0]!;
    expect(first.variants.map((v) => `${v.level} ${v.dimension} ${v.value} ${v.skuId}`)).toEqual([
      '2 Length regular null',
      '2 Length long null',
    ]);
    expect(first.variants[0]!.variants.length).toBeGreaterThan(1);
    expect(
      first.variants[0]!.variants.every(
        (s) => s.level === 3 && s.dimension === 'Size' && s.skuId! > 0,
      ),
    ).toBe(true);
    expect(colours[1]!.variants.map((v) => v.value)).toEqual(['regular']);
  });

  it('shows a length picker for the colour; a colour link keeps the length when that colour has it', async () => {
    const [regular, long, otherColour] = await groupWithLengths();
    expect([regular!.length, long!.length, otherColour!.length]).toEqual([
      'regular',
      'long',
      'regular',
    ]);
    const html = await (await request(`/sv/p/${long!.cat}/${long!.alias}`)).text();
    expect(html).toContain(
      '<p id="variant-label-2" class="variant-label">Längd: <strong>Lång</strong></p>',
    );
    expect(html).toMatch(
      new RegExp(
        `<a href="/sv/p/${regular!.cat}/${regular!.alias}" class="variant-option[^"]*" data-variant="2">Normal`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<a href="/sv/p/${long!.cat}/${long!.alias}" class="variant-option[^"]*" data-variant="2" aria-current="true">Lång`,
      ),
    );
    // The current colour's swatch is current; the other colour has only the regular length, so its link goes there.
    expect(html).toMatch(
      new RegExp(
        `href="/sv/p/${long!.cat}/${long!.alias}" class="swatch[^"]*" data-variant="1" aria-current="true"`,
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `href="/sv/p/${otherColour!.cat}/${otherColour!.alias}" class="swatch[^"]*" data-variant="1"><`,
      ),
    );
    const en = await (await request(`/en/p/${otherColour!.cat}/${otherColour!.alias}`)).text();
    expect(en).not.toContain('variant-label-2');
    expect(en).toMatch(
      new RegExp(
        `href="/en/p/${regular!.cat}/${regular!.alias}" class="swatch[^"]*" data-variant="1"><`,
      ),
    );
  });
});
