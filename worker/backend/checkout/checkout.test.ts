import { describe, expect, it } from 'vitest';
import { CREATE_OR_UPDATE_CHECKOUT_MUTATION } from '../../../shared/graphql/checkout';
import { backend } from '../../testing/graphql';
import { cartWith, codeOf, plainSku, testDb } from './test-carts';
import { form, openPayment } from '../../testing/pending-payment';

const checkout = (cartId: string, market: string, input: Record<string, unknown>) =>
  backend(CREATE_OR_UPDATE_CHECKOUT_MUTATION, {
    cartId,
    checkout: input,
    checkoutMarketId: market,
    languageId: market === 'se' ? 'sv-SE' : 'en-US',
  });
const zipIn = (zip: string) => ({ billingAddress: { zip } });
const names = (r: { data?: any }, field: 'shippingOptions' | 'paymentOptions') =>
  r.data!.createOrUpdateCheckout[field].map((o: { name: string }) => o.name);

describe('createOrUpdateCheckout', () => {
  it('offers shipping by postcode: pickup, home and express in Swedish cities, no express elsewhere', async () => {
    const sku = await plainSku({ minStock: 2 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    expect(names(await checkout(cart, 'se', zipIn('111 22')), 'shippingOptions')).toEqual([
      'pickup',
      'home',
      'express',
    ]);
    expect(names(await checkout(cart, 'se', zipIn('97231')), 'shippingOptions')).toEqual([
      'pickup',
      'home',
    ]);
    const none = await checkout(cart, 'se', {});
    expect(none.errors).toBeUndefined();
    expect(none.data!.createOrUpdateCheckout.shippingOptions).toEqual([]);
  });

  it('an unknown postcode is NO_SHIPPING_OPTIONS on the shipping options, the rest still answers', async () => {
    const sku = await plainSku({ minStock: 2 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    for (const zip of ['99999', '012 34', '1234', 'abcde']) {
      const r = await checkout(cart, 'se', zipIn(zip));
      expect(codeOf(r), zip).toBe('NO_SHIPPING_OPTIONS');
      expect(r.errors![0]!.message).toBe('No shipping options for the postal code');
      expect(r.data!.createOrUpdateCheckout.shippingOptions).toBeNull();
      expect(r.data!.createOrUpdateCheckout.paymentOptions.length).toBeGreaterThan(0);
    }
    expect(codeOf(await checkout(cart, 'fi', zipIn('00000')))).toBe('NO_SHIPPING_OPTIONS');
  });

  it('prices shipping per market and makes standard methods free over 499 SEK / 49 EUR', async () => {
    const cheap = await plainSku({ minStock: 2 });
    const below = await cartWith('se', [[cheap.id, 1]]);
    expect(cheap.selling).toBeLessThan(49900);
    const se = (await checkout(below, 'se', zipIn('11122'))).data!.createOrUpdateCheckout;
    expect(se.shippingOptions.map((o: any) => o.feeIncVat)).toEqual([49, 69, 149]);
    expect(se.shippingOptions[0].amountLeftToFreeShipping).toBeCloseTo(499 - cheap.selling / 100);
    expect(se.shippingOptions[2].amountLeftToFreeShipping).toBe(-1);
    expect(se.cart.summary.shipping).toMatchObject({ feeIncVat: 49, isDefault: false });
    const home = await checkout(below, 'se', { ...zipIn('11122'), shippingId: 2 });
    expect(home.data!.createOrUpdateCheckout.cart.summary.shipping.feeIncVat).toBe(69);
    expect(home.data!.createOrUpdateCheckout.shippingOptions[1].isSelected).toBe(true);

    const above = await cartWith('se', [[cheap.id, Math.floor(49900 / cheap.selling) + 1]]);
    const free = (await checkout(above, 'se', zipIn('11122'))).data!.createOrUpdateCheckout;
    expect(free.shippingOptions.map((o: any) => o.feeIncVat)).toEqual([0, 0, 149]);
    expect(free.cart.summary.shipping.feeIncVat).toBe(0);

    const eur = await plainSku({ minStock: 2, currency: 'EUR' });
    const fiBelow = await cartWith('fi', [[eur.id, 1]]);
    const fi = (await checkout(fiBelow, 'fi', zipIn('00100'))).data!.createOrUpdateCheckout;
    expect(fi.shippingOptions.map((o: any) => [o.name, o.feeIncVat])).toEqual([
      ['pickup', 4.95],
      ['home', 7.95],
    ]);
    expect(fi.cart.summary.total.sellingPriceIncVatFormatted).toContain('€');
    const fiAbove = await cartWith('fi', [[eur.id, Math.floor(4900 / eur.selling) + 1]]);
    const fiFree = (await checkout(fiAbove, 'fi', zipIn('00100'))).data!.createOrUpdateCheckout;
    expect(fiFree.shippingOptions.map((o: any) => o.feeIncVat)).toEqual([0, 0]);
    const dk = (await checkout(fiBelow, 'dk', zipIn('2100'))).data!.createOrUpdateCheckout;
    expect(names({ data: { createOrUpdateCheckout: dk } }, 'shippingOptions')).toEqual(['pickup']);
  });

  it('offers card and pay-later everywhere, invoice in se only, invoice first for organisations', async () => {
    const sku = await plainSku({ minStock: 2 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const person = await checkout(cart, 'se', { customerType: 'PERSON' });
    expect(names(person, 'paymentOptions')).toEqual(['card', 'paylater', 'invoice']);
    expect(person.data!.createOrUpdateCheckout.paymentOptions[0]).toMatchObject({
      isDefault: true,
      isSelected: true,
      paymentType: 'GEINS_PAY',
      checkoutType: 'GEINS_PAY',
    });
    const org = await checkout(cart, 'se', { customerType: 'ORGANIZATION', paymentId: 2 });
    expect(names(org, 'paymentOptions')).toEqual(['invoice', 'card', 'paylater']);
    const orgOptions = org.data!.createOrUpdateCheckout.paymentOptions;
    expect(orgOptions.find((o: any) => o.isSelected).name).toBe('paylater');
    expect(orgOptions[0]).toMatchObject({
      displayName: 'Företagsfaktura',
      paymentType: 'STANDARD',
    });
    for (const market of ['fi', 'no', 'dk'])
      for (const customerType of ['PERSON', 'ORGANIZATION'])
        expect(names(await checkout(cart, market, { customerType }), 'paymentOptions')).toEqual([
          'card',
          'paylater',
        ]);
  });

  it('answers CUSTOMER_BLACKLISTED for a blocked sandbox e-mail and CART_NOT_FOUND for no cart', async () => {
    const sku = await plainSku({ minStock: 2 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const blocked = await checkout(cart, 'se', { email: 'blocked@example.com' });
    expect(blocked.data!.createOrUpdateCheckout.checkoutStatus).toBe('CUSTOMER_BLACKLISTED');
    const ok = await checkout(cart, 'se', { email: 'anna@example.com' });
    expect(ok.data!.createOrUpdateCheckout.checkoutStatus).toBe('OK');
    expect(codeOf(await checkout('no-such-cart', 'se', {}))).toBe('CART_NOT_FOUND');
  });
});

describe('createOrUpdateCheckout after a hosted payment that made no order', () => {
  const answer = async (cart: string, input: Record<string, unknown>) =>
    (await checkout(cart, 'se', input)).data!.createOrUpdateCheckout;

  it('answers the choices of that payment to a call that leaves the postcode out, for the same customer type and country only', async () => {
    // The shopper leaves the card page for the checkout ("Cancel and go back"): the session stays open.
    const { cart, checkout: placed } = await openPayment(60, { card: true });
    const again = await answer(cart, { customerType: 'PERSON', billingAddress: { country: 'SE' } });
    expect(again.email).toBe(placed.email);
    expect(again.identityNumber).toBeNull();
    expect(again.billingAddress).toMatchObject({
      firstName: 'Tolvan',
      zip: '111 22',
      city: 'Stockholm',
    });
    expect(again.paymentOptions.find((o: { isSelected: boolean }) => o.isSelected).id).toBe(1);
    expect(again.shippingOptions.length).toBeGreaterThan(0);
    // A postcode given, even an empty one (a field cleared, the unknown postcode's second ask), is the
    // shopper's choice now, not what was remembered.
    const typed = await answer(cart, zipIn('97231'));
    expect(typed.billingAddress.zip).toBe('97231');
    expect(typed.email).toBeNull();
    const cleared = await answer(cart, {
      billingAddress: { zip: '', country: 'SE' },
      shippingId: 3,
    });
    expect(cleared.email).toBeNull();
    expect(cleared.shippingOptions).toEqual([]);
    // Another customer type or country starts empty.
    expect((await answer(cart, { customerType: 'ORGANIZATION' })).email).toBeNull();
    expect((await answer(cart, { billingAddress: { country: 'FI' } })).email).toBeNull();
  });

  it('remembers a pay-later refused on its page, for an hour', async () => {
    const { cart, page, id } = await openPayment(63);
    await form(page, { outcome: 'deny' });
    const again = await answer(cart, {});
    expect(again.email).toBe('anna@example.com');
    expect(again.paymentOptions.find((o: { isSelected: boolean }) => o.isSelected).id).toBe(2);
    // A guest's cart outlives the visit: whoever opens its checkout later finds it empty.
    const earlier = new Date(Date.now() - 61 * 60_000).toISOString();
    await testDb()
      .prepare('UPDATE payment_sessions SET created_at = ? WHERE id = ?')
      .bind(earlier, id)
      .run();
    expect((await answer(cart, {})).email).toBeNull();
  });

  it('a fresh cart remembers nothing, and a paid one is no checkout any more', async () => {
    const sku = await plainSku({ minStock: 2, offset: 61 });
    const fresh = await cartWith('se', [[sku.id, 1]]);
    expect((await answer(fresh, {})).email).toBeNull();
    const { cart, page } = await openPayment(62);
    const paid = await form(page, { outcome: 'approve' });
    expect(paid.headers.get('location')).toMatch(/bekraftelse\?order=/);
    expect(codeOf(await checkout(cart, 'se', {}))).toBe('CART_NOT_FOUND');
  });
});
