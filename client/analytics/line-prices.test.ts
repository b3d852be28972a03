import { describe, expect, it } from 'vitest';
import type { CartItem, Price } from '../../shared/types';
import { createGa4Mapper, type DataLayerEntry, type PurchaseEvent } from './ga4';
import { cartItemData, type ItemData } from './items';
import { linePrices, type Units } from './line-prices';

/** Σ price × quantity, in cents so that adding up adds no error. */
const sumOf = (parts: Units[]) =>
  parts.reduce((s, p) => s + Math.round(p.price * 100) * p.quantity, 0) / 100;
const at = (line: number, price: number, quantity: number) => ({ line, price, quantity });

describe('line prices', () => {
  it('without a discount, each line at its own price', () => {
    expect(
      linePrices([
        { price: 699, quantity: 2 },
        { price: 0, quantity: 1 },
      ]),
    ).toEqual([at(0, 699, 2), at(1, 0, 1)]);
  });
  it('shares a discount in proportion to the lines’ totals; equal lines differ by a cent at most', () => {
    const lines = [1, 2, 3].map(() => ({ price: 10, quantity: 1 }));
    expect(linePrices(lines, 1)).toEqual([at(0, 9.67, 1), at(1, 9.67, 1), at(2, 9.66, 1)]);
  });
  it('adds up to the cent: a line of several units leaves its cent to the dearest one-unit line', () => {
    // Novel ×3, truffle and blouse, SAVE10 15.07 €: the novels' share 4.18… is not a whole cent per unit.
    const lines = [
      { price: 13.95, quantity: 3 },
      { price: 13.95, quantity: 1 },
      { price: 94.94, quantity: 1 },
    ];
    const parts = linePrices(lines, 15.07);
    expect(parts).toEqual([at(0, 12.56, 3), at(1, 12.55, 1), at(2, 85.44, 1)]);
    expect(sumOf(parts)).toBe(135.67);
  });
  it('keeps a free line at 0 and shares the discount over the others', () => {
    const lines = [
      { price: 699, quantity: 2 },
      { price: 0, quantity: 1 },
      { price: 199, quantity: 1 },
    ];
    const parts = linePrices(lines, 160);
    expect(parts).toEqual([at(0, 628.97, 2), at(1, 0, 1), at(2, 179.06, 1)]);
    expect(sumOf(parts)).toBe(1437);
  });
  it('with no one-unit line, splits a line whose total does not divide by its quantity', () => {
    const parts = linePrices(
      [
        { price: 10, quantity: 3 },
        { price: 10, quantity: 2 },
      ],
      0.02,
    );
    expect(parts).toEqual([at(0, 10, 2), at(0, 9.99, 1), at(1, 10, 1), at(1, 9.99, 1)]);
    expect(sumOf(parts)).toBe(49.98);
    // A free one-unit line cannot give a cent: it stays at 0 and the other line is split.
    const free = [
      { price: 10, quantity: 3 },
      { price: 0, quantity: 1 },
    ];
    expect(linePrices(free, 0.01)).toEqual([at(0, 10, 2), at(0, 9.99, 1), at(1, 0, 1)]);
  });
  it('a line priced by its share of a total (buy 3 pay 2) keeps that total', () => {
    // Two of three units paid, 25.10 € in all: 8.3666… a unit.
    const parts = linePrices([{ price: 25.1 / 3, quantity: 3 }]);
    expect(parts).toEqual([at(0, 8.37, 2), at(0, 8.36, 1)]);
    expect(sumOf(parts)).toBe(25.1);
  });
  it('takes no line below 0, and nothing from nothing', () => {
    expect(linePrices([{ price: 5, quantity: 2 }], 50)).toEqual([at(0, 0, 2)]);
    expect(linePrices([{ price: 0, quantity: 1 }], 10)).toEqual([at(0, 0, 1)]);
    expect(linePrices([], 10)).toEqual([]);
  });
});

const price = (selling: number, regular = selling) =>
  ({ sellingIncVat: selling, regularIncVat: regular }) as Price;
/** A cart line of `quantity` units at `unit`, costing `total` together (less when a unit is free). */
const cartLine = (skuId: number, quantity: number, unit: number, total = unit * quantity) =>
  ({
    skuId,
    productId: skuId,
    name: `Product ${skuId}`,
    brand: 'Acme',
    categoryName: 'Acme',
    size: '',
    quantity,
    unitPrice: price(unit),
    totalPrice: price(total, unit * quantity),
    priceCampaign: false,
  }) as CartItem;
const mapped = (type: string, data: unknown) =>
  createGa4Mapper({ currency: 'SEK', pageType: 'Checkout Page' }).map(type, data)[1]!;
const itemsOf = (entry: DataLayerEntry) =>
  (entry.ecommerce as { items: (Units & Record<string, unknown>)[] }).items;
const purchaseOf = (items: ItemData[], value: number, orderDiscount: number): PurchaseEvent => ({
  transaction_id: '1',
  currency: 'SEK',
  value,
  tax: 0,
  shipping: 0,
  coupon: 'SAVE10',
  order_discount: orderDiscount,
  items,
});

describe('begin_checkout and purchase add up to what the shopper pays for the goods', () => {
  // Buy 3 pay 2: the third pair of socks (size 41, a line of its own) is free, shown as 0 kr.
  const cart = [cartLine(39, 2, 699), cartLine(41, 1, 699, 0), cartLine(7, 1, 199)].map((l) =>
    cartItemData(l),
  );

  it('a unit given away is priced 0, its regular price the discount (begin_checkout)', () => {
    const entry = mapped('checkout:impression', { coupon: 'SAVE10', items: cart });
    expect(entry.ecommerce).toMatchObject({ value: 1597 });
    expect(itemsOf(entry)).toEqual([
      expect.objectContaining({ item_variant: '39', price: 699, discount: 0, quantity: 2 }),
      expect.objectContaining({ price: 0, discount: 699, quantity: 1, sales_type: '81-100%' }),
      expect.objectContaining({ item_variant: '7', price: 199, discount: 0, quantity: 1 }),
    ]);
  });
  it('purchase: the promo code is spread over what the lines cost, the free unit at 0', () => {
    // SAVE10 takes 160 kr of the 1 597 kr; shipping is free.
    const entry = mapped('checkout:purchase', purchaseOf(cart, 1437, 160));
    expect(sumOf(itemsOf(entry))).toBe(1437);
    expect(itemsOf(entry)[1]).toMatchObject({ price: 0, discount: 699 });
  });
  it('purchase: the shares of a promo code add up to the cent', () => {
    // Novel ×3, truffle and blouse (150.74 €), SAVE10 15.07 €: rounding per unit made 135.66.
    const items = [cartLine(1, 3, 13.95), cartLine(2, 1, 13.95), cartLine(3, 1, 94.94)];
    const entry = mapped('checkout:purchase', {
      ...purchaseOf(
        items.map((l) => cartItemData(l)),
        135.67,
        15.07,
      ),
      currency: 'EUR',
    });
    expect(sumOf(itemsOf(entry))).toBe(135.67);
  });
  it('purchase: sales_type is the bucket of the price after the promo code', () => {
    // 95.40 € of 118.95 € is 20 % off; with SAVE10's 9.54 € it is 28 % off.
    const blouse = cartItemData({ ...cartLine(5, 1, 95.4), unitPrice: price(95.4, 118.95) });
    const entry = mapped('checkout:purchase', purchaseOf([blouse], 85.86, 9.54));
    expect(itemsOf(entry)).toEqual([
      expect.objectContaining({ price: 85.86, discount: 33.09, sales_type: '21-30%' }),
    ]);
  });
});
