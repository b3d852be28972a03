import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../../testing/app';
import { embeddedFetch } from '../../testing/graphql';
import type { BackendBindings } from '../../backend/request-context';
import type { Bindings } from '../../env';

const db = (env as unknown as { DB: D1Database }).DB;

async function productWith(sql: string) {
  return (await db
    .prepare(
      `SELECT p.alias, c.alias AS cat, pr.regular, pr.selling FROM products p JOIN categories c ON c.id = p.category_id
    JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK' WHERE ${sql} ORDER BY p.id LIMIT 1`,
    )
    .first<{ alias: string; cat: string; regular: number; selling: number }>())!;
}
/** The backend's clock at that instant (a binding of the embedded backend the Worker passes on). */
const pinned = (iso: string): Partial<Bindings & BackendBindings> => ({ CATALOGUE_TODAY: iso });
const kr = (minor: number) =>
  `${(minor / 100).toLocaleString('sv-SE').replace(/\s/g, '\u00a0')}\u00a0kr`;

describe('price history and the lowest 30-day price', () => {
  it('the backend logs the 30 days: the price at the window start, then the reduction, the lowest flagged', async () => {
    const p = await productWith('pr.selling < pr.regular');
    const res = await embeddedFetch('/_commerce/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
      body: JSON.stringify({
        query: `{ product(alias: "${p.alias}") { priceLog { date sellingPriceIncVat isLowest } } }`,
      }),
    });
    const log = (
      (await res.json()) as {
        data: {
          product: { priceLog: { date: string; sellingPriceIncVat: number; isLowest: boolean }[] };
        };
      }
    ).data.product.priceLog;
    expect(log.map((e) => e.sellingPriceIncVat)).toEqual([p.selling / 100, p.regular / 100]);
    expect(log.filter((e) => e.isLowest).map((e) => e.sellingPriceIncVat)).toEqual([
      p.selling / 100,
    ]);
    const windowStart = new Date(Date.parse('2026-11-01T12:00:00Z') - 30 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(log[1]!.date).toBe(windowStart);
  });

  it('a reduced price names its comparison price as the lowest before the reduction, and the table marks both', async () => {
    const p = await productWith('pr.selling < pr.regular');
    const html = await (await request(`/sv/p/${p.cat}/${p.alias}`)).text();
    // The sentence and the table agree (issue 13): the lowest of the window is today's reduced price,
    // the comparison price is the lowest of the 30 days before the reduction.
    expect(html).toContain(
      `data-testid="lowest-price">Lägsta pris 30 dagar före sänkningen: ${kr(p.regular)}</p>`,
    );
    expect(html).not.toContain('Lägsta pris de senaste 30 dagarna');
    expect(html).toContain('<summary>Prishistorik</summary>');
    expect(html).toContain(`<tr class="lowest"><td><time`);
    expect(html).toContain(`${kr(p.selling)}</span><strong> (lägst)</strong>`);
    expect(html).toContain(`${kr(p.regular)}</span><strong> (lägst före sänkningen)</strong>`);
    const en = await (await request(`/en/p/${p.cat}/${p.alias}`)).text();
    expect(en).toContain(
      `data-testid="lowest-price">Lowest price in the 30 days before the reduction: ${kr(p.regular)}</p>`,
    );
    expect(en).toContain(`${kr(p.regular)}</span><strong> (lowest before the reduction)</strong>`);
    expect(en).toContain('<caption>Price changes in the last 30 days</caption>');
  });

  it('a price that is not reduced shows no lowest-price line', async () => {
    const p = await productWith('pr.selling = pr.regular');
    const html = await (await request(`/sv/p/${p.cat}/${p.alias}`)).text();
    expect(html).not.toContain('data-testid="lowest-price"');
    expect(html).not.toContain('lägst före sänkningen');
    expect(html).toContain('<summary>Prishistorik</summary>');
  });

  it('counts the 30 days in the market’s zone: at 00:30 on 1 December in Stockholm they begin on 1 November', async () => {
    // A product no other test reads (pages and the catalogue keep what they read), one price so far.
    const p = (await db
      .prepare(
        `SELECT p.id, p.alias, c.alias AS cat, pr.regular FROM products p
         JOIN categories c ON c.id = p.category_id
         JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK' AND pr.selling = pr.regular
         WHERE (SELECT count(*) FROM price_history h WHERE h.product_id = p.id) = 4
         ORDER BY p.id DESC LIMIT 1`,
      )
      .first<{ id: number; alias: string; cat: string; regular: number }>())!;
    // Lower for the one day of 31 October, in every currency; back to the price on 1 November.
    for (const currency of ['SEK', 'EUR'])
      await db
        .prepare(
          `INSERT INTO price_history (product_id, currency, day, selling)
           SELECT ?1, ?2, '2026-10-31', selling - 500 FROM prices WHERE product_id = ?1 AND currency = ?2
           UNION ALL SELECT ?1, ?2, '2026-11-01', selling FROM prices WHERE product_id = ?1 AND currency = ?2`,
        )
        .bind(p.id, currency)
        .run();

    // 23:30 UTC on 30 November: already 1 December in Stockholm.
    const html = await (
      await request(`/sv/p/${p.cat}/${p.alias}`, {}, pinned('2026-11-30T23:30:00Z'))
    ).text();
    const rows = [...html.matchAll(/<tr[^>]*><td><time dateTime="([^"]+)">/g)].map((m) => m[1]);
    expect(rows).toEqual(['2026-11-01']);
    expect(html).not.toContain(kr(p.regular - 500));
    expect(html).toContain(`${kr(p.regular)}</span><strong> (lägst)</strong>`);

    // 22:30 UTC: 1 December in Helsinki, still 30 November in Stockholm.
    const log = async (marketId: string) => {
      const res = await embeddedFetch(
        '/_commerce/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
          body: JSON.stringify({
            query: `{ product(alias: "${p.alias}", marketId: "${marketId}") { priceLog { date isLowest } } }`,
          }),
        },
        { CATALOGUE_TODAY: '2026-11-30T22:30:00Z' },
      );
      const data = (await res.json()) as {
        data: { product: { priceLog: { date: string; isLowest: boolean }[] } };
      };
      return data.data.product.priceLog.map((e) => `${e.date}${e.isLowest ? ' lowest' : ''}`);
    };
    expect(await log('fi')).toEqual(['2026-11-01 lowest']);
    expect(await log('se')).toEqual(['2026-11-01', '2026-10-31 lowest']);
  });
});
