import { describe, expect, it } from 'vitest';
import {
  createGa4Mapper,
  discountBucket,
  INVALID_DISCOUNT,
  toGa4Item,
  type DataLayerEntry,
  type PurchaseEvent,
} from './ga4';
import { CONSENT_COOKIE } from '../../shared/consent';
import type { CartItem, Price } from '../../shared/types';
import { cartItemData, type ItemData } from './items';
import { pageTypeOf } from './page-type';
import { CONSENT_EVENT } from '../consent/state';
import { CONSENT_COOKIE_NAME, CONSENT_EVENT_NAME } from './when-consented';

const shirt: ItemData = {
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
};
const cap: ItemData = {
  productId: 202,
  name: 'Keps',
  brand: 'Hatt & Co',
  category: 'Accessoarer',
  price: 100,
  regularPrice: 100,
  priceCampaign: false,
};

const price = (selling: number, regular = selling) =>
  ({ sellingIncVat: selling, regularIncVat: regular }) as Price;
/** The shirt as a cart line (size M). */
const shirtLine: CartItem = {
  skuId: 1001,
  quantity: 5,
  productId: 101,
  name: 'Tröja',
  brand: 'Acme',
  path: '/p/troja',
  image: null,
  size: 'M',
  maxQuantity: 9,
  unitPrice: price(300, 400),
  totalPrice: price(1500, 2000),
  categoryName: 'Toppar',
  priceCampaign: true,
};

const mapper = () => createGa4Mapper({ currency: 'SEK', pageType: 'List Page' });
const list = { id: '/sv/c/toppar', name: 'Toppar' };
const impression = (productId: number, l = list) => ({
  product: { ...cap, productId },
  index: productId,
  list: l,
});
/** The events of the entries, ecommerce resets as 'null'. */
const events = (entries: DataLayerEntry[]) =>
  entries.map((e) => ('event' in e ? e.event : e.ecommerce === null ? 'null' : '?'));

describe('discount buckets (specification section 9)', () => {
  it.each([
    [0, '0-5%'],
    [5, '0-5%'],
    [6, '6-10%'],
    [10, '6-10%'],
    [11, '11-15%'],
    [15, '11-15%'],
    [16, '16-20%'],
    [20, '16-20%'],
    [21, '21-30%'],
    [30, '21-30%'],
    [31, '31-40%'],
    [40, '31-40%'],
    [41, '41-50%'],
    [50, '41-50%'],
    [51, '51-60%'],
    [60, '51-60%'],
    [61, '61-70%'],
    [70, '61-70%'],
    [71, '71-80%'],
    [80, '71-80%'],
    [81, '81-100%'],
    [100, '81-100%'],
    // Fractions round to whole percent first: 5.4 is 5, 5.5 is 6.
    [5.4, '0-5%'],
    [5.5, '6-10%'],
    [80.6, '81-100%'],
  ])('%d %% is %s', (percent, bucket) => {
    expect(discountBucket(percent)).toBe(bucket);
  });
  it.each([-1, -0.6, 101, 100.6, NaN, Infinity])('%d is invalid', (percent) => {
    expect(discountBucket(percent)).toBe(INVALID_DISCOUNT);
  });
});

describe('GA4 items', () => {
  it('carries every field of ralph-module-gtm getItem', () => {
    expect(toGa4Item(shirt, { index: 3, list })).toEqual({
      item_id: '101',
      item_name: 'Tröja',
      item_brand: 'Acme',
      item_category: 'Toppar',
      item_variant: 'M',
      price: 300,
      discount: 100,
      quantity: 2,
      index: 3,
      item_list_id: '/sv/c/toppar',
      item_list_name: 'Toppar',
      price_campaign: true,
      sales_type: '21-30%',
    });
  });
  it('leaves out what is not known and counts one when no quantity is given', () => {
    const item = toGa4Item(cap);
    expect(item).not.toHaveProperty('item_variant');
    expect(item).not.toHaveProperty('index');
    expect(item).not.toHaveProperty('item_list_id');
    expect(item).toMatchObject({ quantity: 1, discount: 0, sales_type: '0-5%' });
  });
  it('never reports a negative discount; a price above the regular one is an invalid bucket', () => {
    const item = toGa4Item({ ...cap, price: 120, regularPrice: 100 });
    expect(item.discount).toBe(0);
    expect(item.sales_type).toBe(INVALID_DISCOUNT);
  });
  it('rounds money to 0.01', () => {
    expect(toGa4Item({ ...cap, price: 99.999, regularPrice: 133.3333 })).toMatchObject({
      price: 100,
      discount: 33.33,
      sales_type: '21-30%',
    });
  });
  it('a free product with no regular price has no discount', () => {
    expect(toGa4Item({ ...cap, price: 0, regularPrice: 0 }).sales_type).toBe('0-5%');
  });
});

describe('item data', () => {
  it('of a cart line: its size as the variant, else its SKU id', () => {
    expect(cartItemData(shirtLine)).toEqual({ ...shirt, quantity: 5 });
    expect(cartItemData(shirtLine, 2).quantity).toBe(2);
    expect(cartItemData({ ...shirtLine, size: '' }).variant).toBe('1001');
  });
  it('the consent cookie and event names agree with shared/consent.ts and client/consent/state.ts', () => {
    expect(CONSENT_COOKIE_NAME).toBe(CONSENT_COOKIE);
    expect(CONSENT_EVENT_NAME).toBe(CONSENT_EVENT);
  });
});

describe('the data layer entries of the shop events', () => {
  it('batches list impressions four at a time', () => {
    const m = mapper();
    expect(m.map('product:impression', impression(1))).toEqual([]);
    expect(m.map('product:impression', impression(2))).toEqual([]);
    expect(m.map('product:impression', impression(3))).toEqual([]);
    const pushed = m.map('product:impression', impression(4));
    expect(pushed).toHaveLength(2);
    expect(pushed[0]).toEqual({ ecommerce: null });
    expect(pushed[1]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: '/sv/c/toppar', item_list_name: 'Toppar' },
    });
    const items = (pushed[1]!.ecommerce as { items: { item_id: string; index: number }[] }).items;
    expect(items.map((i) => [i.item_id, i.index])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 3],
      ['4', 4],
    ]);
    expect(m.flush()).toEqual([]);
  });
  it('flushes the leftovers before any other event, even one with no entry of its own', () => {
    const m = mapper();
    m.map('product:impression', impression(1));
    m.map('product:impression', impression(2));
    const pushed = m.map('product:click', impression(2));
    expect(events(pushed)).toEqual(['null', 'view_item_list', 'null', 'select_item']);
    expect((pushed[1]!.ecommerce as { items: unknown[] }).items).toHaveLength(2);
    m.map('product:impression', impression(3));
    expect(events(m.map('favorite:remove', { productId: 3 }))).toEqual(['null', 'view_item_list']);
  });
  it('flushes on request (page hide), once', () => {
    const m = mapper();
    m.map('product:impression', impression(1));
    expect(events(m.flush())).toEqual(['null', 'view_item_list']);
    expect(m.flush()).toEqual([]);
  });
  it('starts a new batch when the list changes', () => {
    const m = mapper();
    m.map('product:impression', impression(1));
    const pushed = m.map('product:impression', impression(2, { id: '/sv/p/x', name: 'Related' }));
    expect(events(pushed)).toEqual(['null', 'view_item_list']);
    expect(pushed[1]!.ecommerce).toMatchObject({ item_list_name: 'Toppar' });
    expect(m.flush()[1]!.ecommerce).toMatchObject({ item_list_name: 'Related' });
  });
  it('skips an impression without item data', () => {
    expect(mapper().map('product:impression', { productId: 1 })).toEqual([]);
  });
  it('select_item names the list and the position', () => {
    expect(mapper().map('product:click', { product: cap, index: 5, list })[1]).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_id: '/sv/c/toppar',
        item_list_name: 'Toppar',
        items: [expect.objectContaining({ item_id: '202', index: 5, item_list_name: 'Toppar' })],
      },
    });
  });
  it('view_item with the market currency and the price as value', () => {
    expect(mapper().map('product-detail:impression', { product: shirt })).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'SEK', value: 600, items: [toGa4Item(shirt)] },
      },
    ]);
  });
  it('add_to_cart and remove_from_cart carry the quantity change and its value', () => {
    const m = mapper();
    expect(m.map('cart:add', { line: shirtLine, quantity: 3 })[1]).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SEK', value: 900, items: [{ quantity: 3, item_variant: 'M' }] },
    });
    expect(m.map('cart:remove', { line: shirtLine, quantity: 1 })[1]).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 300, items: [{ quantity: 1 }] },
    });
  });
  it('add_to_wishlist when the heart knew its product; nothing for a removal', () => {
    const m = mapper();
    expect(events(m.map('favorite:add', { productId: 202, product: cap }))).toEqual([
      'null',
      'add_to_wishlist',
    ]);
    expect(m.map('favorite:add', { productId: 202 })).toEqual([]);
    expect(m.map('favorite:remove', { productId: 202, product: cap })).toEqual([]);
  });
  it('begin_checkout with the whole cart, its own currency and the code', () => {
    const [, entry] = mapper().map('checkout:impression', {
      currency: 'EUR',
      coupon: 'SAVE10',
      items: [shirt, cap],
    });
    expect(entry).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 700,
        coupon: 'SAVE10',
        items: [toGa4Item(shirt, { index: 0 }), toGa4Item(cap, { index: 1 })],
      },
    });
    const [, noCode] = mapper().map('checkout:impression', { items: [cap], coupon: null });
    expect(noCode!.ecommerce).not.toHaveProperty('coupon');
    expect(noCode!.ecommerce).toMatchObject({ currency: 'SEK' });
  });
  it('begin_checkout with a promo code: its value and prices after it, as the purchase of that cart', () => {
    const items = [shirt, { ...cap, quantity: 4 }];
    const [, begin] = mapper().map('checkout:impression', {
      coupon: 'MINUS100',
      discount: 100,
      items,
    });
    const [, bought] = mapper().map('checkout:purchase', {
      transaction_id: '1042',
      currency: 'SEK',
      value: 949,
      tax: 189.8,
      shipping: 49,
      coupon: 'MINUS100',
      order_discount: 100,
      items,
    });
    const { items: boughtItems } = bought!.ecommerce as { items: { price: number }[] };
    expect(begin!.ecommerce).toMatchObject({ value: 900, items: boughtItems });
    expect(boughtItems.map((i) => i.price)).toEqual([270, 90]);
  });
  it('an empty cart begins no checkout', () => {
    expect(mapper().map('checkout:impression', { items: [] })).toEqual([]);
  });
  it('purchase: ids, amounts, the fixed discount spread and the hashed fields beside ecommerce', () => {
    const purchase: PurchaseEvent = {
      transaction_id: '1042',
      currency: 'SEK',
      value: 949,
      value_ex_tax: 759.2,
      tax: 189.8,
      shipping: 49,
      coupon: 'MINUS100',
      total_discount: 100,
      order_discount: 100,
      nth_purchase: null,
      payment_type: 'Faktura',
      shipping_tier: 'Hemleverans',
      items: [shirt, { ...cap, quantity: 4 }],
      user_email: 'e'.repeat(64),
      user_first_name: 'f'.repeat(64),
      user_last_name: 'l'.repeat(64),
      user_zip: 'z'.repeat(64),
    };
    const pushed = mapper().map('checkout:purchase', purchase);
    expect(pushed[0]).toEqual({ ecommerce: null });
    expect(pushed[1]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '1042',
        currency: 'SEK',
        value: 949,
        value_ex_tax: 759.2,
        tax: 189.8,
        shipping: 49,
        coupon: 'MINUS100',
        total_discount: 100,
        payment_type: 'Faktura',
        shipping_tier: 'Hemleverans',
        items: [
          // The code's 100 kr shared 60 : 40, and the buckets of the prices after it.
          { ...toGa4Item(shirt, { index: 0 }), price: 270, discount: 130, sales_type: '31-40%' },
          {
            ...toGa4Item({ ...cap, quantity: 4 }, { index: 1 }),
            price: 90,
            discount: 10,
            sales_type: '6-10%',
          },
        ],
      },
      user_email: 'e'.repeat(64),
      user_first_name: 'f'.repeat(64),
      user_last_name: 'l'.repeat(64),
      user_zip: 'z'.repeat(64),
    });
  });
  it('purchase without a discount or hashes keeps the item prices and adds no user fields', () => {
    const [, entry] = mapper().map('checkout:purchase', {
      transaction_id: '7',
      currency: 'SEK',
      value: 100,
      tax: 20,
      shipping: 0,
      coupon: null,
      order_discount: 0,
      items: [cap],
    } satisfies PurchaseEvent);
    expect(entry).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '7',
        currency: 'SEK',
        value: 100,
        tax: 20,
        shipping: 0,
        items: [toGa4Item(cap, { index: 0 })],
      },
    });
  });
  it('page_data on the first page view, virtual_page_view after an in-place address change', () => {
    const m = mapper();
    expect(m.map('page:impression', { path: '/sv/c/toppar', isSSR: true })).toEqual([
      { event: 'page_data', page_type: 'List Page' },
    ]);
    expect(m.map('page:impression', { path: '/sv/c/toppar?sort=PRICE', isSSR: false })).toEqual([
      { event: 'page_data', page_type: 'List Page' },
      { event: 'virtual_page_view', pagePath: '/sv/c/toppar?sort=PRICE' },
    ]);
  });
  it('user events carry no personal data', () => {
    const m = mapper();
    const entries = [
      ...m.map('user:login', { email: 'anna@example.se' }),
      ...m.map('user:register', { email: 'anna@example.se' }),
      ...m.map('newsletter:subscribe', { email: 'anna@example.se' }),
      ...m.map('user:delete', {}),
      ...m.map('customer-type:change', { to: 'ORGANIZATION' }),
    ];
    expect(entries).toEqual([
      { event: 'login', method: 'email' },
      { event: 'sign_up', method: 'email' },
      { event: 'newsletter_subscribe' },
      { event: 'delete_account' },
      { event: 'customer_type_change', customer_type: 'ORGANIZATION' },
    ]);
    expect(JSON.stringify(entries)).not.toContain('anna');
  });
  it('ignores events it does not know', () => {
    expect(mapper().map('something:else', {})).toEqual([]);
  });
});

describe('page types (rendered on <html data-page-type>)', () => {
  it.each([
    ['', 'sv', 'Start Page'],
    ['/', 'en', 'Start Page'],
    ['/p/tops/troja', 'sv', 'Product Page'],
    ['/c/clothing/tops?page=2', 'sv', 'List Page'],
    ['/kassan', 'sv', 'Checkout Page'],
    ['/checkout/confirmation', 'en', 'Confirmation Page'],
    ['/mina-sidor/ordrar', 'sv', 'Account Page'],
    ['/s/jacka', 'sv', 'Search Page'],
    ['/kopvillkor', 'sv', 'Content Page'],
    ['/favoriter', 'sv', 'Favorites Page'],
    ['/x/y/z/w', 'sv', 'Other Page'],
  ] as const)('%s (%s) is a %s', (rest, locale, type) => {
    expect(pageTypeOf(rest, locale)).toBe(type);
  });
  it('an error page says so, whatever its address', () => {
    expect(pageTypeOf('/kopvillkor', 'sv', 404)).toBe('Not Found Page');
    expect(pageTypeOf('/p/x', 'sv', 500)).toBe('Error Page');
  });
});
