import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DATA_QUERY,
  ORDER_PUBLIC_QUERY,
  PLACE_ORDER_MUTATION,
} from '../../../shared/graphql/checkout';
import { GET_ORDERS_QUERY } from '../../../shared/graphql/account';
import { bearer } from '../../testing/account';
import { testCustomer } from '../../testing/customer';
import { backend, embeddedFetch } from '../../testing/graphql';
import { testDb } from '../checkout/test-carts';
import { SIGNATURE_HEADER } from './callback-signature';
import {
  callbackInit,
  form,
  openPayment,
  ordersOf,
  pendingPayment,
  stockOf,
} from '../../testing/pending-payment';

const callback = async (init: RequestInit | Promise<RequestInit>) => {
  const res = await embeddedFetch('/_commerce/pay/callback', await init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const orderOf = async (id: string) =>
  (await backend(ORDER_PUBLIC_QUERY, { publicOrderId: id })).data!.getOrderPublic as {
    status: string;
    paymentDetails: { isPaid: boolean }[];
  };
const mailsTo = async (publicId: string) =>
  (await testDb()
    .prepare(
      `SELECT count(*) AS n FROM outbox WHERE subject LIKE '%#' || (SELECT id FROM orders WHERE public_id = ?) || ' %'`,
    )
    .bind(publicId)
    .first<{ n: number }>())!.n;

describe('a payment accepted as pending', () => {
  it('stores the order once with its stock taken; a reload, a second answer and the same placeOrder find it', async () => {
    const { sku, id, res, page, cart, checkout, key } = await pendingPayment(40);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sv/kassan/bekraftelse?order=${id}`);
    expect(await ordersOf(id)).toBe(1);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 2);

    // The shopper returns to the hosted page, or answers it again (even "approve"): nothing changes.
    const again = await form(page, { outcome: 'approve' });
    expect(again.headers.get('location')).toBe(`/sv/kassan/bekraftelse?order=${id}`);
    const reload = await embeddedFetch(page, { redirect: 'manual' });
    expect(reload.headers.get('location')).toBe(`/sv/kassan/bekraftelse?order=${id}`);
    const placed = await backend(
      PLACE_ORDER_MUTATION,
      { cartId: cart, checkout, checkoutMarketId: 'se', languageId: 'sv-SE' },
      { headers: { 'x-idempotency-key': key } },
    );
    expect(placed.data!.placeOrder).toMatchObject({ status: 'completed', publicId: id });
    expect(await ordersOf(id)).toBe(1);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 2);

    const order = await orderOf(id);
    expect(order.status).toBe('pending-payment');
    expect(order.paymentDetails[0]!.isPaid).toBe(false);
    const data = await backend(CHECKOUT_DATA_QUERY, { id, paymentType: 'KLARNA' });
    expect(data.data!.checkout).toMatchObject({
      completed: true,
      order: { status: 'pending-payment' },
    });
  });

  it('the card that waits for the bank is pending too; the hosted page offers the credit check', async () => {
    const { id, page } = await openPayment(41, { card: true });
    const res = await form(page, { number: '4000 0000 0000 3220', expiry: '12/30', cvc: '123' });
    expect(res.headers.get('location')).toBe(`/sv/kassan/bekraftelse?order=${id}`);
    expect((await orderOf(id)).status).toBe('pending-payment');
    const later = await openPayment(42);
    const html = await (await embeddedFetch(`${later.page}?lang=en`)).text();
    expect(html).toContain('<label for="o-pending">The credit check takes a moment');
  });
});

describe('the provider’s callback', () => {
  it('is refused unsigned, with another secret, stale, or with the body changed after signing', async () => {
    const { id } = await pendingPayment(43);
    const unsigned = await callback({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payment: id, answer: 'approved' }),
    });
    expect(unsigned.status).toBe(401);
    expect((await callback(callbackInit(id, 'approved', { secret: 'guessed' }))).status).toBe(401);
    const stale = callbackInit(id, 'approved', { now: Date.now() - 3_600_000 });
    expect((await callback(stale)).status).toBe(401);
    const signed = await callbackInit(id, 'rejected');
    const swapped = { ...signed, body: JSON.stringify({ payment: id, answer: 'approved' }) };
    expect((await callback(swapped)).status).toBe(401);
    expect((await orderOf(id)).status).toBe('pending-payment');
    expect(new Headers(signed.headers).get(SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('reads a streamed body without a length only up to its cap, never whole', async () => {
    // The callback is public: an endless body must not be read into memory before the signature.
    let pulled = 0;
    const endless = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512).fill(32));
      },
    });
    const res = await callback({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(401);
    expect(pulled).toBeLessThanOrEqual(8);
  });

  it('approve marks it paid once; the same answer again changes nothing; a later reject is a conflict', async () => {
    const { id, sku } = await pendingPayment(44);
    expect(await callback(callbackInit(id, 'approved'))).toEqual({
      status: 200,
      body: { payment: id, state: 'paid', changed: true },
    });
    expect((await callback(callbackInit(id, 'approved'))).body).toMatchObject({ changed: false });
    expect(await callback(callbackInit(id, 'rejected'))).toEqual({
      status: 409,
      body: { payment: id, state: 'paid' },
    });
    const order = await orderOf(id);
    expect(order.status).toBe('received');
    expect(order.paymentDetails[0]!.isPaid).toBe(true);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 2);
  });

  it('reject cancels the order, puts its stock back and mails once; repeated, nothing doubles; a later approve is a conflict', async () => {
    const { id, sku } = await pendingPayment(45, 3);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 3);
    const mailsBefore = await mailsTo(id);
    expect((await callback(callbackInit(id, 'rejected'))).body).toEqual({
      payment: id,
      state: 'failed',
      changed: true,
    });
    expect(await stockOf(sku.id)).toBe(sku.in_stock);
    expect((await callback(callbackInit(id, 'rejected'))).body).toMatchObject({ changed: false });
    expect(await stockOf(sku.id)).toBe(sku.in_stock);
    expect(await mailsTo(id)).toBe(mailsBefore + 1);
    expect((await callback(callbackInit(id, 'approved'))).status).toBe(409);
    const order = await orderOf(id);
    expect(order.status).toBe('cancelled');
    expect(order.paymentDetails[0]!.isPaid).toBe(false);
    expect(await ordersOf(id)).toBe(1);
  });

  it('answers 404 for a payment the shopper has not finished and for an unknown one, 400 for a bad body', async () => {
    const { id } = await openPayment(46);
    expect((await callback(callbackInit(id, 'approved'))).status).toBe(404);
    expect(await ordersOf(id)).toBe(0);
    expect((await callback(callbackInit(crypto.randomUUID(), 'approved'))).status).toBe(404);
    expect((await callback(callbackInit('not-a-payment', 'approved'))).status).toBe(400);
  });

  it('approving an already approved pay-later payment (no pending order) is a settled answer, not a change', async () => {
    const { id, page } = await openPayment(47);
    await form(page, { outcome: 'approve' });
    expect((await callback(callbackInit(id, 'approved'))).body).toMatchObject({
      state: 'paid',
      changed: false,
    });
  });

  it('the order’s status in the customer’s orders follows: pending-payment, then received or cancelled', async () => {
    const c = await testCustomer();
    const paid = await pendingPayment(48, 1, c.token);
    const refused = await pendingPayment(49, 1, c.token);
    const statuses = async () => {
      const r = await backend(GET_ORDERS_QUERY, {}, bearer(c));
      const orders = r.data!.getOrders as { publicId: string; status: string }[];
      return Object.fromEntries(orders.map((o) => [o.publicId, o.status]));
    };
    expect(await statuses()).toEqual({
      [paid.id]: 'pending-payment',
      [refused.id]: 'pending-payment',
    });
    await callback(callbackInit(paid.id, 'approved'));
    await callback(callbackInit(refused.id, 'rejected'));
    expect(await statuses()).toEqual({ [paid.id]: 'received', [refused.id]: 'cancelled' });
  });
});
