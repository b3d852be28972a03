import { describe, expect, it } from 'vitest';
import type { Order, Price } from '../../../shared/types';
import { hashed, purchaseData } from './purchase-data';

const ANNA_EMAIL = '7ad5bc19170b296897d92d2934bcccfa8c7ad4de35e013232b5be647d55778b6';
const ANNA = '55579b557896d0ce1764c47fed644f9b35f58bad620674af23f356d80ed0c503';
const SVENSSON = 'fdc1950dfa4353c199a4cd278e3678528d232a05dc8b4ff0a72e935d2bd9c724';
const ZIP = '8e3309ee6bb115d603ccf77649dcf1898d25ebd86635b35bb137dda002b0116a';

describe('purchase data hashing (spec section 7: trimmed, lower-cased, SHA-256)', () => {
  it('gives the research note’s test vectors', async () => {
    expect(await hashed('anna.svensson@example.se')).toBe(ANNA_EMAIL);
    expect(await hashed(' Anna.Svensson@example.se ')).toBe(ANNA_EMAIL);
    expect(await hashed('Anna')).toBe(ANNA);
    expect(await hashed('  ANNA\t')).toBe(ANNA);
    expect(await hashed('Svensson')).toBe(SVENSSON);
    expect(await hashed('11122')).toBe(ZIP);
    expect(await hashed(' 11122 ')).toBe(ZIP);
  });
  it('skips a missing value', async () => {
    expect(await hashed('  ')).toBe('');
    expect(await hashed(undefined)).toBe('');
  });
});

const price = (incVat: number): Price => ({
  sellingIncVat: incVat,
  sellingExVat: incVat * 0.8,
  regularIncVat: incVat,
  regularExVat: incVat * 0.8,
  sellingIncVatText: '',
  sellingExVatText: '',
  regularIncVatText: '',
  regularExVatText: '',
  isDiscounted: false,
  discountPercentage: 0,
});
const address = {
  firstName: ' Anna ',
  lastName: 'SVENSSON',
  company: '',
  careOf: '',
  addressLine1: 'Storgatan 1',
  addressLine2: '',
  entryCode: '',
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
  mobile: '0701234567',
  phone: '',
};
const order: Order = {
  orderNumber: '1042',
  publicId: 'abc-123-def',
  status: 'received',
  createdAt: '2026-11-01T12:00:00Z',
  currency: 'SEK',
  cartId: 'cart-1',
  items: [
    {
      skuId: 1001,
      quantity: 2,
      productId: 101,
      name: 'Tröja',
      brand: 'Acme',
      path: '/p/troja',
      image: null,
      size: 'M',
      maxQuantity: 5,
      unitPrice: { ...price(300), regularIncVat: 400 },
      totalPrice: price(600),
      categoryName: 'Toppar',
      priceCampaign: true,
    },
  ],
  promoCode: 'MINUS100',
  billingAddress: address,
  shippingAddress: address,
  paymentName: 'Faktura',
  shippingName: 'Hemleverans',
  subTotal: price(600),
  total: price(549),
  shippingFee: price(49),
  discount: price(100),
  vat: price(109.8),
};

describe('checkout:purchase data', () => {
  it('has the order’s amounts and items, and personal data only hashed', async () => {
    const data = await purchaseData(order, { email: 'Anna.Svensson@example.se' });
    expect(data).toEqual({
      transaction_id: '1042',
      currency: 'SEK',
      value: 549,
      value_ex_tax: 549 * 0.8,
      tax: 109.8,
      shipping: 49,
      coupon: 'MINUS100',
      total_discount: 100,
      order_discount: 100,
      nth_purchase: null,
      payment_type: 'Faktura',
      shipping_tier: 'Hemleverans',
      items: [
        {
          productId: 101,
          skuId: 1001,
          name: 'Tröja',
          brand: 'Acme',
          category: 'Toppar',
          variant: 'M',
          price: 300,
          regularPrice: 400,
          priceCampaign: true,
          quantity: 2,
        },
      ],
      user_email: ANNA_EMAIL,
      user_first_name: ANNA,
      user_last_name: SVENSSON,
      user_zip: ZIP,
    });
    expect(JSON.stringify(data)).not.toMatch(/anna|svensson|storgatan|0701234567|11122/i);
  });
  it('prices a line by its total: a unit given away by buy 3 pay 2 costs 0', async () => {
    const free = { ...order.items[0]!, skuId: 1002, quantity: 1, unitPrice: price(699) };
    const data = await purchaseData({
      ...order,
      items: [{ ...free, totalPrice: { ...price(0), regularIncVat: 699 } }],
    });
    expect(data.items[0]).toMatchObject({ price: 0, regularPrice: 699, quantity: 1 });
  });
  it('takes the e-mail hash kept at placement first, and leaves out what is missing', async () => {
    const data = await purchaseData(
      { ...order, billingAddress: { ...address, lastName: '', zip: ' ' } },
      { emailHash: 'a'.repeat(64), email: 'other@example.se' },
    );
    expect(data.user_email).toBe('a'.repeat(64));
    expect(data).not.toHaveProperty('user_last_name');
    expect(data).not.toHaveProperty('user_zip');
    const none = await purchaseData(order);
    expect(none).not.toHaveProperty('user_email');
  });
});
