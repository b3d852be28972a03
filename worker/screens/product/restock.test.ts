import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';

const db = (env as unknown as { DB: D1Database }).DB;

describe('a sold-out product of one size with a restock date (the seed makes one)', () => {
  it('offers a watch of the product, not of a size, and tells the restock date in the shopper’s language', async () => {
    const row = await db
      .prepare(
        `SELECT p.alias, c.alias AS category, s.incoming FROM products p
         JOIN categories c ON c.id = p.category_id JOIN skus s ON s.product_id = p.id
         WHERE s.incoming IS NOT NULL AND s.in_stock + s.oversellable + s.static_stock = 0
           AND (SELECT count(*) FROM skus x WHERE x.product_id = p.id) = 1
         ORDER BY p.sold_count DESC LIMIT 1`,
      )
      .first<{ alias: string; category: string; incoming: string }>();
    expect(row).not.toBeNull();
    const [year, month, day] = row!.incoming.split('-').map(Number) as [number, number, number];
    const months = {
      sv: [
        'januari',
        'februari',
        'mars',
        'april',
        'maj',
        'juni',
        'juli',
        'augusti',
        'september',
        'oktober',
        'november',
        'december',
      ],
      en: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
    };
    const expected = {
      sv: ['Bevaka varan', `Åter i lager ${day} ${months.sv[month - 1]} ${year}`, 'storlek'],
      en: [
        'Notify me when it is back',
        `Back in stock ${months.en[month - 1]} ${day}, ${year}`,
        'size',
      ],
    };
    for (const [lang, [title, restock, size]] of Object.entries(expected)) {
      const html = await (await request(`/${lang}/p/${row!.category}/${row!.alias}`)).text();
      expect(html, lang).toContain(`<summary>${title}</summary>`);
      expect(html, lang).toContain(restock);
      const notify = html.slice(html.indexOf('<details class="notify">'));
      expect(notify.slice(0, notify.indexOf('</details>')).toLowerCase(), lang).not.toContain(size);
    }
  });
});
