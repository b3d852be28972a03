import { describe, expect, it } from 'vitest';
import { embeddedFetch } from '../testing/graphql';
import { newCartCookie } from '../testing/cart';
import { checkoutApi, type CheckoutChoices } from './checkout';
import { createCommerceClient } from './client';

const clientIn = (market: string, languageId = 'sv-SE') =>
  createCommerceClient({
    endpoint: 'http://shop.test/_commerce/graphql',
    apiKey: 'test-key',
    scope: { channelId: '1|se', marketId: market, languageId, customerType: 'PERSON' },
    cache: null,
    waitUntil: () => {},
    fetch: (input, init) => embeddedFetch(String(input), init as RequestInit),
  });
const api = (market = 'se') => checkoutApi(clientIn(market), { imageBase: '/_commerce' }, market);
const cartId = async () => (await newCartCookie()).split('=')[1]!;
const choices = (o: Partial<CheckoutChoices> & { zip?: string } = {}) => ({
  customerType: 'PERSON' as const,
  zip: '',
  country: 'SE',
  shippingId: null,
  paymentId: null,
  ...o,
});

describe('checkout in the commerce client', () => {
  it('asks for a postcode before it offers shipping, then offers what reaches it', async () => {
    const id = await cartId();
    const before = await api().quote(id, choices());
    expect(before.error).toBeNull();
    expect(before.data).toMatchObject({ shipping: 'needsPostcode', shippingOptions: [] });
    expect(before.data!.cart.items).toHaveLength(1);
    const after = await api().quote(id, choices({ zip: '11122' }));
    expect(after.data!.shipping).toBe('ok');
    expect(after.data!.shippingOptions.map((o) => o.name)).toEqual([
      'Hämta hos ombud',
      'Hemleverans',
      'Expressleverans',
    ]);
    expect(after.data!.shippingOptions[0]!.isSelected).toBe(true);
  });

  it('an unknown postcode is a value, not a failure: the cart and payments still answer', async () => {
    const { data, error } = await api().quote(await cartId(), choices({ zip: '99999' }));
    expect(error).toBeNull();
    expect(data!.shipping).toBe('unknownPostcode');
    expect(data!.shippingOptions).toEqual([]);
    expect(data!.paymentOptions.length).toBeGreaterThan(0);
    expect(data!.cart.items).toHaveLength(1);
  });

  it('reads payment types as the shop’s methods: invoice in se only, first for organisations', async () => {
    const id = await cartId();
    const kinds = async (market: string, customerType: 'PERSON' | 'ORGANIZATION') =>
      (await api(market).quote(id, choices({ customerType }))).data!.paymentOptions.map(
        (p) => p.kind,
      );
    expect(await kinds('se', 'PERSON')).toEqual(['card', 'payLater', 'invoice']);
    expect(await kinds('se', 'ORGANIZATION')).toEqual(['invoice', 'card', 'payLater']);
    expect(await kinds('fi', 'PERSON')).toEqual(['card', 'payLater']);
  });

  it('refuses a malformed attempt key before asking upstream', async () => {
    const placed = await api().place(
      await cartId(),
      {
        ...choices({ zip: '11122' }),
        email: 'a@b.se',
        identityNumber: '',
        message: '',
        billingAddress: {},
        checkoutUrls: { redirectUrl: '', checkoutPageUrl: '', termsPageUrl: '' },
      },
      'x',
    );
    expect(placed.error?.code).toBe('BAD_REQUEST');
  });
});
