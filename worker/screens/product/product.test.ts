import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/translator';
import type { ProductDetail, ReviewPage } from '../../../shared/types';
import { checkCallSite } from '../../testing/cached-html';
import { testCatalogue } from '../../testing/catalogue';
import { PriceHistory } from './price-history';
import { BuyBoxHead, BuyForm, Details, RelatedProducts } from './product';
import { ProductReviews } from './reviews';

const db = (env as unknown as { DB: D1Database }).DB;
const en = createTranslator('en');
const se = { locale: 'sv', market: 'se' } as const;

/** A product by a condition on products p and prices pr (SEK), loaded as the page loads it. */
async function productWhere(sql: string): Promise<ProductDetail> {
  const row = await db
    .prepare(
      `SELECT p.alias FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'
       WHERE ${sql} ORDER BY p.id LIMIT 1`,
    )
    .first<{ alias: string }>();
  return (await testCatalogue().product(row!.alias))!;
}
const reduced = () => productWhere('pr.selling < pr.regular');
const withVariants = () =>
  productWhere(
    `p.variant_group IN (SELECT variant_group FROM products GROUP BY variant_group HAVING count(*) > 1)`,
  );
const reviews = (count: number, author: string): ReviewPage => ({
  count,
  average: 4,
  // 23:30 in Stockholm, 00:30 the next day in Helsinki: the day depends on the market's country.
  reviews: [{ author, rating: 4, comment: 'Bra', date: '2026-09-30T21:30:00Z' }],
});

/** Each cached part of the product page: every prop and the view environment are in its key. */
describe('product page: cached parts are keyed by all they read', () => {
  it('buy box head (brand, name, price, lowest price, variants)', async () => {
    const [product, other, variants] = [
      await reduced(),
      await withVariants(),
      await withVariants(),
    ];
    expect(other.alias).not.toBe(product.alias);
    const site = checkCallSite({
      render: BuyBoxHead,
      props: (e) => ({ t: e.t, product, vatIncluded: e.vatIncluded, link: e.link }),
      changes: {
        t: () => en,
        product: () => other,
        vatIncluded: () => false,
        link: () => se,
      },
      bases: { link: (e) => ({ t: e.t, product: variants, vatIncluded: true, link: e.link }) },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('add-to-cart form (its one-time key is outside it)', async () => {
    const [product, other] = [await withVariants(), await reduced()];
    const site = checkCallSite({
      render: BuyForm,
      props: () => ({
        skus: product.skus,
        productId: product.productId,
        market: 'se',
        returnPath: '/sv/p/a/b',
        result: null,
      }),
      changes: {
        skus: () => other.skus,
        productId: () => other.productId,
        market: () => 'fi',
        returnPath: () => '/sv/p/a/c',
        result: () => ({ result: 'added' as const, text: 'Tillagd i varukorgen' }),
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('price history', async () => {
    const [product, other] = [await reduced(), await productWhere('pr.selling = pr.regular')];
    const site = checkCallSite({
      render: PriceHistory,
      props: (e) => ({
        t: e.t,
        history: product.priceHistory,
        vatIncluded: e.vatIncluded,
        reduced: true,
      }),
      changes: {
        t: () => en,
        history: () => other.priceHistory,
        vatIncluded: () => false,
        reduced: () => false,
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('details (description and specifications)', async () => {
    const [product, other] = [await reduced(), await withVariants()];
    const site = checkCallSite({
      render: Details,
      props: (e) => ({ t: e.t, product }),
      changes: { t: () => en, product: () => other },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('reviews', () => {
    const page = reviews(12, 'Anna');
    const site = checkCallSite({
      render: ProductReviews,
      props: (e) => ({
        t: e.t,
        locale: 'sv',
        country: 'SE',
        page: 1,
        reviews: page,
        path: '/sv/p/a/b',
      }),
      changes: {
        t: () => en,
        locale: () => 'en',
        country: () => 'FI',
        page: () => 2,
        reviews: () => reviews(12, 'Bo'),
        path: () => '/sv/p/a/c',
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });

  it('related products', async () => {
    const catalogue = testCatalogue();
    const args = { take: 9, filter: { sort: 'MOST_SOLD' } } as const;
    // Books come in one size: their quick add (an island with the market in its plain form) shows.
    const list = await catalogue.products({ ...args, categoryAlias: 'books' });
    expect(list.products.some((p) => p.skus.length === 1 && p.skus[0]!.stock.totalStock > 0)).toBe(
      true,
    );
    const other = await catalogue.products({ ...args, categoryAlias: 'shoes' });
    const site = checkCallSite({
      render: RelatedProducts,
      props: (e) => ({
        t: e.t,
        link: e.link,
        list,
        productId: list.products[0]!.productId,
        market: 'se',
        label: 'Mer i Kläder',
      }),
      changes: {
        t: () => en,
        link: () => se,
        list: () => other,
        productId: () => list.products[1]!.productId,
        market: () => 'fi',
        label: () => 'Mer i Skor',
      },
    });
    expect(site).toEqual({ reused: true, unseenProps: [], unkeyedEnv: [] });
  });
});
