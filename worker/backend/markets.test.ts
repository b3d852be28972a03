import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { backend } from '../testing/graphql';

const db = (env as unknown as { DB: D1Database }).DB;
const PRICE = `query($id: Int, $market: String) { product(productId: $id, languageId: "en-US", marketId: $market) { unitPrice { sellingPriceIncVat sellingPriceExVat vat } } }`;

/** A product stored with the Swedish rate `rate`. */
const productAt = async (rate: number) =>
  (await db
    .prepare('SELECT id FROM products WHERE vat_rate = ? ORDER BY id LIMIT 1')
    .bind(rate)
    .first<{ id: number }>())!.id;

const priced = async (id: number, market: string) =>
  (await backend(PRICE, { id, market })).data!.product.unitPrice as {
    sellingPriceIncVat: number;
    sellingPriceExVat: number;
    vat: number;
  };

describe("each market's own VAT rates", () => {
  it('prices a product without VAT at the rate of its market and kind: standard, food, books', async () => {
    // By the rate the catalogue stores (Swedish): 25 standard, 12 food, 6 books.
    const expected: Record<string, Record<number, number>> = {
      se: { 25: 25, 12: 12, 6: 6 },
      fi: { 25: 25.5, 12: 13.5, 6: 14 },
      no: { 25: 25, 12: 15, 6: 0 },
      dk: { 25: 25, 12: 25, 6: 25 },
    };
    for (const stored of [25, 12, 6]) {
      const id = await productAt(stored);
      for (const [market, rates] of Object.entries(expected)) {
        const p = await priced(id, market);
        const rate = rates[stored]!;
        // Rounded to the minor unit: within a cent of inc / (1 + rate).
        const ex = p.sellingPriceIncVat / (1 + rate / 100);
        expect(Math.abs(p.sellingPriceExVat - ex), `${market} ${stored}`).toBeLessThan(0.006);
        expect(p.vat, market).toBeCloseTo(p.sellingPriceIncVat - p.sellingPriceExVat, 2);
      }
    }
  });

  it("a Finnish cart's shipping carries Finland's standard rate, and its VAT groups are Ints", async () => {
    const sku = (await db
      .prepare(
        `SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id
        JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'
        WHERE p.vat_rate = 25 AND s.in_stock > 5 ORDER BY pr.selling LIMIT 1`,
      )
      .first<{ id: number }>())!.id;
    const id = crypto.randomUUID();
    const at = new Date().toISOString();
    await db
      .prepare("INSERT INTO carts (id, market, created_at, updated_at) VALUES (?, 'fi', ?, ?)")
      .bind(id, at, at)
      .run();
    const ADD = `mutation($id: String!, $sku: Int) { addToCart(id: $id, item: { skuId: $sku, quantity: 1 }, marketId: "fi") { summary { shipping { feeIncVat feeExVat } vats { rate amount } } } }`;
    const result = await backend(ADD, { id, sku });
    expect(result.errors).toBeUndefined();
    const { shipping, vats } = result.data!.addToCart.summary;
    expect(shipping.feeIncVat).toBeGreaterThan(0);
    expect(shipping.feeExVat).toBeCloseTo(shipping.feeIncVat / 1.255, 2);
    // 25.5 % answered as the Int the schema has: 26.
    expect(vats.map((v: { rate: number }) => v.rate)).toEqual([26]);
  });
});
