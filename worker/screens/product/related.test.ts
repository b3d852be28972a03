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
      /data-island="quick-add"><form class="quick-add"[^>]*><input type="hidden" name="locale" value="sv"\/><input type="hidden" name="market" value="se"\/><input type="hidden" name="return" value="\/sv\/p\/[^"]+"\/><input type="hidden" name="skuId" value="\d+"\/><input type="hidden" name="quantity" value="1"\/><button type="submit" class="button" data-name="[^"]+">Lägg i varukorgen<span class="sr-only">: [^<]+<\/span><\/button>/,
    );
    expect(related).toMatch(/<form class="quick-add"[^>]* action="\/cart\/add"/);
    const sized = await productInCategoryWhere('> 2');
    const other = await (await request(`/en/p/${sized.cat}/${sized.alias}`)).text();
    expect(other.slice(other.indexOf('id="related-heading"'))).toMatch(
      /<a class="button quick-link" href="\/en\/p\/[^"]+">Choose a size<span class="sr-only">: [^<]+<\/span><\/a>/,
    );
  });
});
