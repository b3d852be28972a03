import { describe, expect, it } from 'vitest';
import { emailMarketingCalls, type EmailMarketingCall } from './email-marketing';
import type { ItemData } from './items';

const cap: ItemData = {
  productId: 202,
  skuId: 2002,
  name: 'Keps',
  brand: 'Hatt & Co',
  category: 'Accessoarer',
  price: 100,
  regularPrice: 150,
  priceCampaign: false,
  quantity: 2,
};

describe('the e-mail marketing tracker’s calls (research note 6.4)', () => {
  it.each(['user:login', 'user:register', 'newsletter:subscribe'])(
    '%s identifies by e-mail',
    (type) => {
      expect(emailMarketingCalls({ type, data: { email: 'anna@example.se' } })).toEqual([
        ['identify', { $email: 'anna@example.se' }],
      ]);
    },
  );
  it('identifies no one without an address', () => {
    expect(emailMarketingCalls({ type: 'user:login', data: {} })).toEqual([]);
  });
  it('Viewed Product, Added to Cart and Started Checkout', () => {
    const product = {
      ProductID: '202',
      ProductName: 'Keps',
      Brand: 'Hatt & Co',
      Categories: ['Accessoarer'],
      Price: 100,
      Quantity: 2,
    };
    expect(
      emailMarketingCalls({ type: 'product-detail:impression', data: { product: cap } }),
    ).toEqual([['track', 'Viewed Product', product]]);
    const line = {
      skuId: 2002,
      quantity: 3,
      productId: 202,
      name: 'Keps',
      brand: 'Hatt & Co',
      size: '',
      unitPrice: { sellingIncVat: 100, regularIncVat: 150 },
      totalPrice: { sellingIncVat: 300, regularIncVat: 450 },
      categoryName: 'Accessoarer',
      priceCampaign: false,
    };
    expect(emailMarketingCalls({ type: 'cart:add', data: { line, quantity: 2 } })).toEqual([
      ['track', 'Added to Cart', product],
    ]);
    expect(
      emailMarketingCalls({ type: 'checkout:impression', data: { items: [cap, cap] } }),
    ).toEqual([
      [
        'track',
        'Started Checkout',
        { $value: 400, ItemNames: ['Keps', 'Keps'], Items: [product, product] },
      ],
    ]);
  });
  it('Started Checkout is worth what the lines cost; a unit price to the cent', () => {
    // Buy 3 pay 2: three units for 25.10 €, 8.3666… € a unit (client/analytics/items.ts).
    const [[, , data]] = emailMarketingCalls({
      type: 'checkout:impression',
      data: { items: [{ ...cap, price: 25.1 / 3, quantity: 3 }] },
    }) as [EmailMarketingCall];
    expect(data).toMatchObject({ $value: 25.1, Items: [{ Price: 8.37, Quantity: 3 }] });
  });
  it('Started Checkout is worth what the lines cost after the cart’s promo code', () => {
    const [[, , data]] = emailMarketingCalls({
      type: 'checkout:impression',
      data: { coupon: 'SAVE10', discount: 40.03, items: [cap, { ...cap, quantity: 1 }] },
    }) as [EmailMarketingCall];
    expect(data).toMatchObject({ $value: 259.97 });
  });
  it('has no use for the other events', () => {
    for (const type of [
      'cart:remove',
      'page:impression',
      'product:impression',
      'checkout:purchase',
    ])
      expect(emailMarketingCalls({ type, data: {} })).toEqual([]);
  });
});
