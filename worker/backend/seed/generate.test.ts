import { describe, expect, it } from 'vitest';
import { FULL_CATALOGUE, generateCatalogue } from './generate';
import { clearStatements, insertStatements } from './sql';

const today = new Date('2026-11-01T12:00:00Z');
const full = generateCatalogue({ ...FULL_CATALOGUE, today });
const table = (name: string) => full.find((t) => t.name === name)!;
const col = (name: string, column: string) => table(name).columns.indexOf(column);

describe('demo catalogue generator', () => {
  it('is big enough to measure: ≥ 5 000 products, ≥ 15 000 SKUs, 3-level tree, 40+ brands, reviews, price history', () => {
    expect(table('products').rows.length).toBeGreaterThanOrEqual(5000);
    expect(table('skus').rows.length).toBeGreaterThanOrEqual(15000);
    expect(table('brands').rows.length).toBeGreaterThanOrEqual(40);
    const parents = new Map(table('categories').rows.map((r) => [Number(r[0]), Number(r[1])]));
    const depth = (id: number): number => (parents.get(id) ? 1 + depth(parents.get(id)!) : 1);
    expect(Math.max(...table('categories').rows.map((r) => depth(Number(r[0]))))).toBe(3);
    expect(table('reviews').rows.length).toBeGreaterThan(1000);
    expect(
      new Set(table('price_history').rows.map((r) => r[col('price_history', 'day')])).size,
    ).toBeGreaterThan(2);
  });

  it('has every stock state and every VAT rate and currency', () => {
    const skus = table('skus').rows;
    const [inStock, over, stat, incoming] = [
      'in_stock',
      'oversellable',
      'static_stock',
      'incoming',
    ].map((c) => col('skus', c));
    expect(skus.some((r) => Number(r[inStock!]) >= 6)).toBe(true);
    expect(
      skus.some((r) => Number(r[inStock!]) > 0 && Number(r[inStock!]) < 6 && r[over!] === 0),
    ).toBe(true);
    expect(
      skus.some(
        (r) => r[inStock!] === 0 && r[over!] === 0 && r[stat!] === 0 && r[incoming!] === null,
      ),
    ).toBe(true);
    expect(skus.some((r) => Number(r[over!]) > 0)).toBe(true);
    expect(skus.some((r) => Number(r[stat!]) > 0)).toBe(true);
    expect(skus.some((r) => r[incoming!] !== null)).toBe(true);
    expect(new Set(table('products').rows.map((r) => r[col('products', 'vat_rate')]))).toEqual(
      new Set([25, 12, 6]),
    );
    expect(new Set(table('prices').rows.map((r) => r[1]))).toEqual(
      new Set(['SEK', 'EUR', 'NOK', 'DKK']),
    );
  });

  it('is deterministic: the same seed gives the same catalogue', () => {
    const again = generateCatalogue({ ...FULL_CATALOGUE, today });
    expect(JSON.stringify(again)).toBe(JSON.stringify(full));
  });
});

describe('re-seeding a database that holds a catalogue', () => {
  it('empties children before parents (D1 enforces foreign keys) and loads the new catalogue', async () => {
    const { env } = await import('cloudflare:test');
    const db = (env as unknown as { DB: D1Database }).DB;
    const small = generateCatalogue({ products: 30, seed: 3, today });
    const statements = [...clearStatements(small), ...insertStatements(small)];
    for (let i = 0; i < statements.length; i += 50)
      await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)));
    expect((await db.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>())!.n).toBe(
      30,
    );
    // Back to the test catalogue for whatever runs after.
    const tables = generateCatalogue({ products: 400, seed: 7, today });
    const again = [...clearStatements(tables), ...insertStatements(tables)];
    for (let i = 0; i < again.length; i += 50)
      await db.batch(again.slice(i, i + 50).map((s) => db.prepare(s)));
    expect((await db.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>())!.n).toBe(
      400,
    );
  });
});
