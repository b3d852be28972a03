import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DATA_QUERY,
  ORDER_PUBLIC_QUERY,
  PLACE_ORDER_MUTATION,
} from '../../../shared/graphql/checkout';
import { backend, embeddedFetch } from '../../testing/graphql';
import { ADDRESS, cartWith, codeOf, plainSku, testDb } from '../checkout/test-carts';
import { failureUrl, successUrl } from './return-urls';

const URLS = {
  redirectUrl: '/sv/kassan/bekraftelse?geins-uid={payment.uid}',
  checkoutPageUrl: '/sv/kassan',
};
const order = (paymentId: number) => ({
  email: 'anna@example.com',
  paymentId,
  billingAddress: ADDRESS,
  checkoutUrls: URLS,
});

async function openSession(
  paymentId: number,
  offset: number,
  key = crypto.randomUUID(),
  market: typeof SWEDEN = SWEDEN,
) {
  const sku = await plainSku({ minStock: 5, offset, currency: market.currency });
  const cart = await cartWith(market.alias, [[sku.id, 1]]);
  const checkout = {
    ...order(paymentId),
    billingAddress: { ...ADDRESS, ...market.address },
  };
  const r = await backend(
    PLACE_ORDER_MUTATION,
    { cartId: cart, checkout, checkoutMarketId: market.alias, languageId: 'sv-SE' },
    { headers: { 'x-idempotency-key': key } },
  );
  expect(r.errors).toBeUndefined();
  const answer = r.data!.placeOrder;
  const id = /\/_commerce\/pay\/(?:card|paylater)\/([0-9a-f-]{36})\?lang=sv$/.exec(
    answer.redirectUrl,
  )![1]!;
  return { sku, cart, answer, id, key };
}
const post = (path: string, fields: Record<string, string>) =>
  embeddedFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const stockOf = async (skuId: number) =>
  (await testDb().prepare('SELECT in_stock FROM skus WHERE id = ?').bind(skuId).first<{
    in_stock: number;
  }>())!.in_stock;
const orderCount = async (publicId: string) =>
  (await testDb()
    .prepare('SELECT count(*) AS n FROM orders WHERE public_id = ?')
    .bind(publicId)
    .first<{ n: number }>())!.n;
const CARD = { expiry: '12/30', cvc: '123' };
const SWEDEN = { alias: 'se', currency: 'SEK', address: { country: 'SE' } };
const FINLAND = {
  alias: 'fi',
  currency: 'EUR',
  address: { country: 'FI', zip: '00100', city: 'Helsinki' },
};

describe('hosted card payment', () => {
  it('a Finnish order keeps its 25.5 % VAT when it is read back', async () => {
    const { sku, id } = await openSession(1, 2, undefined, FINLAND);
    const paid = await post(`/_commerce/pay/card/${id}?lang=sv`, {
      ...CARD,
      number: '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(303);
    const stored = await testDb()
      .prepare(
        `SELECT r.vat_rate, typeof(r.vat_rate) AS kind, o.currency FROM order_rows r
        JOIN orders o ON o.id = r.order_id WHERE o.public_id = ?`,
      )
      .bind(id)
      .all<{ vat_rate: number; kind: string; currency: string }>();
    expect(stored.results).toEqual([{ vat_rate: 25.5, kind: 'real', currency: 'EUR' }]);
    const read = await backend(ORDER_PUBLIC_QUERY, {
      publicOrderId: id,
      checkoutMarketId: 'fi',
      languageId: 'en-US',
    });
    expect(read.errors).toBeUndefined();
    const placed = read.data!.getOrderPublic;
    // One line under the free-shipping limit, plus the market's 4.95 € shipping, all at 25.5 %.
    const total = sku.selling + 495;
    const vat = total - total / 1.255;
    expect(placed.currency).toBe('EUR');
    expect(placed.orderTotal.sellingPriceIncVat).toBeCloseTo(total / 100, 2);
    expect(placed.vat.sellingPriceIncVat).toBeCloseTo(vat / 100, 1);
    const line = placed.cart.items[0];
    expect(line.totalPrice.sellingPriceExVat).toBeCloseTo(sku.selling / 1.255 / 100, 2);
  });

  it('placeOrder opens a session and takes nothing; declined and error stay on the page; success places the order once', async () => {
    const { sku, answer, id, cart } = await openSession(1, 10);
    expect(answer).toMatchObject({ status: 'pending', orderId: null, publicId: null });
    expect(await stockOf(sku.id)).toBe(sku.in_stock);

    const page = await embeddedFetch(`/_commerce/pay/card/${id}?lang=sv`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<label for="number">Kortnummer</label>');
    expect(html).not.toMatch(/<script|style=/);
    expect(html).toContain(`action="/_commerce/pay/card/${id}?lang=sv"`);

    const path = `/_commerce/pay/card/${id}?lang=sv`;
    const declined = await post(path, { ...CARD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(422);
    expect(await declined.text()).toContain('Kortet nekades');
    const failed = await post(path, { ...CARD, number: '4000000000000119' });
    expect(await failed.text()).toContain('Något gick fel vid betalningen');
    const invalid = await post(path, { ...CARD, number: '4242424242424241' });
    expect(await invalid.text()).toContain('Ange ett giltigt kortnummer');
    expect(await orderCount(id)).toBe(0);

    const paid = await post(path, { ...CARD, number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/sv/kassan/bekraftelse?geins-uid=${id}`);
    expect(paid.headers.get('location')).not.toContain('4242');
    const again = await post(path, { ...CARD, number: '4242 4242 4242 4242' });
    expect(again.headers.get('location')).toBe(paid.headers.get('location'));
    const reload = await embeddedFetch(path, { redirect: 'manual' });
    expect(reload.headers.get('location')).toBe(paid.headers.get('location'));
    expect(await orderCount(id)).toBe(1);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 1);

    const publicOrder = await backend(ORDER_PUBLIC_QUERY, { publicOrderId: id });
    expect(publicOrder.data!.getOrderPublic.paymentDetails[0]).toMatchObject({
      displayName: 'Kort',
      isPaid: true,
    });
    const data = await backend(CHECKOUT_DATA_QUERY, { id, paymentType: 'GEINS_PAY' });
    expect(data.data!.checkout).toMatchObject({ completed: true, nthPurchase: expect.any(Number) });
    expect(data.data!.checkout.order.externalOrderId).toBe(id);
    const placedAgain = await backend(PLACE_ORDER_MUTATION, {
      cartId: cart,
      checkout: order(1),
      checkoutMarketId: 'se',
    });
    expect(placedAgain.data!.placeOrder).toMatchObject({ status: 'completed', publicId: id });
  });

  it('the same placeOrder key answers the same session; a pending session is not completed', async () => {
    const { id, cart, key } = await openSession(1, 11);
    const r = await backend(
      PLACE_ORDER_MUTATION,
      { cartId: cart, checkout: order(1), checkoutMarketId: 'se', languageId: 'sv-SE' },
      { headers: { 'x-idempotency-key': key } },
    );
    expect(r.data!.placeOrder.redirectUrl).toContain(id);
    const data = await backend(CHECKOUT_DATA_QUERY, { id, paymentType: 'GEINS_PAY' });
    expect(data.data!.checkout).toMatchObject({ completed: false, order: null });
  });
});

describe('hosted pay-later payment', () => {
  it.each([
    ['deny', '/sv/checkout/klarna-fail'],
    ['outofstock', '/sv/checkout/klarna-fail?error=OutOfStock'],
    ['blocked', '/sv/checkout/klarna-fail?error=BlockedCustomer'],
    ['error', '/sv/checkout/klarna-fail?error=Error'],
  ])('%s lands on %s, places nothing and ends the attempt', async (outcome, location) => {
    const { id, sku, cart, key } = await openSession(2, 12);
    const res = await post(`/_commerce/pay/paylater/${id}?lang=sv`, { outcome });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    expect(await orderCount(id)).toBe(0);
    expect(await stockOf(sku.id)).toBe(sku.in_stock);
    const reload = await embeddedFetch(`/_commerce/pay/paylater/${id}`, { redirect: 'manual' });
    expect(reload.headers.get('location')).toBe(location);
    const retry = await backend(
      PLACE_ORDER_MUTATION,
      { cartId: cart, checkout: order(2), checkoutMarketId: 'se', languageId: 'sv-SE' },
      { headers: { 'x-idempotency-key': key } },
    );
    expect(codeOf(retry)).toBe('PAYMENT_FAILED');
  });

  it('approve places the order; stock sold out meanwhile is OutOfStock at approval', async () => {
    const ok = await openSession(2, 13);
    const page = await (await embeddedFetch(`/_commerce/pay/paylater/${ok.id}?lang=en`)).text();
    expect(page).toContain('<label for="o-blocked">Blocked customer</label>');
    const approved = await post(`/_commerce/pay/paylater/${ok.id}`, { outcome: 'approve' });
    expect(approved.headers.get('location')).toBe(`/sv/kassan/bekraftelse?geins-uid=${ok.id}`);
    expect(await orderCount(ok.id)).toBe(1);

    const late = await openSession(2, 14);
    await testDb().prepare('UPDATE skus SET in_stock = 0 WHERE id = ?').bind(late.sku.id).run();
    const res = await post(`/_commerce/pay/paylater/${late.id}`, { outcome: 'approve' });
    expect(res.headers.get('location')).toBe('/sv/checkout/klarna-fail?error=OutOfStock');
    expect(await orderCount(late.id)).toBe(0);
    expect(await stockOf(late.sku.id)).toBe(0);
  });
});

describe('the hosted pages through the Worker', () => {
  it('are public under /_commerce/pay with the security headers; POST elsewhere under /_commerce is 404', async () => {
    const { id } = await openSession(1, 15);
    const res = await SELF.fetch(`http://shop.test/_commerce/pay/card/${id}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('href="/_commerce/pay/pay.css"');
    const css = await SELF.fetch('http://shop.test/_commerce/pay/pay.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    await css.body?.cancel();
    const paid = await SELF.fetch(`http://shop.test/_commerce/pay/card/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CARD, number: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const image = await SELF.fetch('http://shop.test/_commerce/product/600x600/p1-1.svg', {
      method: 'POST',
    });
    expect(image.status).toBe(404);
    await image.body?.cancel();
  });

  it('return URLs: placeholders, added parameters, only site paths or http(s), failure under the language prefix', () => {
    const request = (checkoutUrls: Record<string, string>) =>
      ({ cartId: 'c1', checkout: { checkoutUrls }, cartVersion: 0 }) as never;
    expect(successUrl(request({ redirectUrl: '/en/checkout/confirmation' }), 's1', 'KLARNA')).toBe(
      '/en/checkout/confirmation?geins-uid=s1&geins-pt=KLARNA',
    );
    expect(successUrl(request({ redirectUrl: 'javascript:alert(1)' }), 's1', 'KLARNA')).toBe(
      '/?geins-uid=s1&geins-pt=KLARNA',
    );
    expect(successUrl(request({ redirectUrl: '//evil.example/x' }), 's1', 'GEINS_PAY')).toBe(
      '/?geins-uid=s1&geins-pt=GEINS_PAY',
    );
    expect(failureUrl(request({ checkoutPageUrl: '/se/en/checkout' }), 'en', 'Error')).toBe(
      '/se/en/checkout/klarna-fail?error=Error',
    );
    expect(
      failureUrl(request({ checkoutPageUrl: 'https://shop.example/sv/kassan' }), 'sv', 'Denied'),
    ).toBe('https://shop.example/sv/checkout/klarna-fail');
  });
});
