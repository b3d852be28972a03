import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;

async function productInCategoryWhere(skuCount: string) {
  return (await db
    .prepare(
      `SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id
    WHERE (SELECT count(*) FROM skus s WHERE s.product_id = p.id) ${skuCount} ORDER BY p.id LIMIT 1`,
    )
    .first<{ alias: string; cat: string }>())!;
}

describe('related products', () => {
  it('offer quick add for single-SKU products and a link to choose a size otherwise', async () => {
    const single = await productInCategoryWhere('= 1');
    const html = await (await request(`/sv/p/${single.cat}/${single.alias}`)).text();
    const related = html.slice(html.indexOf('id="related-heading"'));
    // Without JavaScript the same button posts the plain add-to-cart form, answered on that product's page.
    expect(related).toMatch(
      /data-island="quick-add"><form id="quick-add-\d+" class="quick-add"[^>]*><input type="hidden" name="locale" value="sv"\/><input type="hidden" name="market" value="se"\/><input type="hidden" name="return" value="\/sv\/p\/[^"]+"\/><input type="hidden" name="skuId" value="\d+"\/><input type="hidden" name="quantity" value="1"\/><button type="submit" class="button" data-name="[^"]+">Lägg i varukorgen<span class="sr-only">: [^<]+<\/span><\/button>/,
    );
    expect(related).toMatch(/<form id="quick-add-\d+" class="quick-add"[^>]* action="\/cart\/add"/);
    const sized = await productInCategoryWhere('> 2');
    const other = await (await request(`/en/p/${sized.cat}/${sized.alias}`)).text();
    expect(other.slice(other.indexOf('id="related-heading"'))).toMatch(
      /<a class="button quick-link" href="\/en\/p\/[^"]+">Choose a size<span class="sr-only">: [^<]+<\/span><\/a>/,
    );
  });
});

describe('a related product’s quick add without JavaScript', () => {
  const quickAdds = (html: string) => {
    const related = html.slice(html.indexOf('id="related-heading"'));
    const forms = [...related.matchAll(/<form [^>]*id="quick-add-(\d+)"[^>]*class="quick-add"/g)];
    const keys = [
      ...related.matchAll(
        /<input type="hidden" form="quick-add-(\d+)" name="once" value="([^"]+)"\/>/g,
      ),
    ];
    return {
      skus: forms.map((m) => m[1]!),
      keyedSkus: keys.map((m) => m[1]!),
      keys: new Set(keys.map((m) => m[2]!)),
    };
  };

  it('has the page’s one-time key, so a double click adds once, though its markup is shared', async () => {
    const single = await productInCategoryWhere('= 1');
    const path = `/sv/p/${single.cat}/${single.alias}`;
    const first = quickAdds(await (await request(path)).text());
    const second = quickAdds(await (await request(path)).text());
    expect(first.skus.length).toBeGreaterThan(0);
    expect(first.keyedSkus).toEqual(first.skus);
    expect(first.keys.size).toBe(1);
    const [key] = first.keys;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.keys.has(key!)).toBe(false);

    const post = (cookie = '') =>
      request('/cart/add', {
        method: 'POST',
        headers: {
          origin: 'http://shop.test',
          'content-type': 'application/x-www-form-urlencoded',
          cookie,
        },
        body: new URLSearchParams({
          locale: 'sv',
          market: 'se',
          return: path,
          skuId: first.skus[0]!,
          quantity: '1',
          once: key!,
        }).toString(),
      });
    const answers = await Promise.all([post(), post()]);
    const cookies = answers.map(
      (res) => /ralph-cart=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1],
    );
    expect(cookies[0]).toBeDefined();
    expect(cookies[1]).toBe(cookies[0]);
    const lines = await db
      .prepare('SELECT sku_id, quantity FROM cart_items WHERE cart_id = ?')
      .bind(cookies[0]!)
      .all();
    expect(lines.results).toEqual([{ sku_id: Number(first.skus[0]), quantity: 1 }]);
  });
});
