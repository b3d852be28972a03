import { describe, expect, it } from 'vitest';
import { GET_ORDER_QUERY, GET_ORDERS_QUERY } from '../../../shared/graphql/account';
import { testCustomer } from '../../testing/customer';
import { backend, embeddedFetch } from '../../testing/graphql';
import { PLACE_ORDER_MUTATION } from '../../../shared/graphql/checkout';
import { ADDRESS, cartWith, plainSku, testDb } from '../checkout/test-carts';
import { bearer, codeOf, FORGED, placeInvoiceOrder } from '../../testing/account';

describe("the customer's orders", () => {
  it('an order placed with a bearer is theirs: getOrders lists it, newest first, in the OrderType shape', async () => {
    const c = await testCustomer();
    const first = await placeInvoiceOrder(c, 21);
    const guest = await placeInvoiceOrder(null, 22);
    const second = await placeInvoiceOrder(c, 23);
    // Same-millisecond orders are ordered by id; make the first one clearly older.
    await testDb()
      .prepare("UPDATE orders SET created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(first.orderId)
      .run();
    const r = await backend(GET_ORDERS_QUERY, { languageId: 'en-US' }, bearer(c));
    expect(r.errors).toBeUndefined();
    const orders = r.data!.getOrders;
    expect(orders.map((o: { id: number }) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(orders.map((o: { id: number }) => o.id)).not.toContain(guest.orderId);
    expect(orders[0]).toMatchObject({
      publicId: second.publicId,
      status: 'received',
      currency: 'SEK',
      billingAddress: { addressLine1: 'Storgatan 1' },
      // Placed in Swedish, read in English.
      paymentDetails: [{ displayName: 'Invoice', isPaid: false }],
      refunds: [],
    });
    expect(orders[0].cart.items).toHaveLength(1);
    expect(orders[0].orderTotal.sellingPriceIncVatFormatted).toMatch(/kr|SEK/);
  });

  it("getOrder answers one of the customer's orders and null for another customer's", async () => {
    const anna = await testCustomer();
    const bo = await testCustomer();
    const annas = await placeInvoiceOrder(anna, 24);
    const own = await backend(GET_ORDER_QUERY, { orderId: annas.orderId }, bearer(anna));
    expect(own.data!.getOrder).toMatchObject({ id: annas.orderId, publicId: annas.publicId });
    const other = await backend(GET_ORDER_QUERY, { orderId: annas.orderId }, bearer(bo));
    expect(other).toEqual({ data: { getOrder: null } });
    expect((await backend(GET_ORDERS_QUERY, {}, bearer(bo))).data!.getOrders).toEqual([]);
    expect(
      (await backend(GET_ORDER_QUERY, { orderId: 999_999 }, bearer(anna))).data!.getOrder,
    ).toBe(null);
  });

  it('refuses without a bearer and with a forged one', async () => {
    expect(codeOf(await backend(GET_ORDERS_QUERY))).toBe('UNAUTHENTICATED');
    expect(codeOf(await backend(GET_ORDERS_QUERY, {}, FORGED))).toBe('UNAUTHENTICATED');
    expect(codeOf(await backend(GET_ORDER_QUERY, { orderId: 1 }, FORGED))).toBe('UNAUTHENTICATED');
  });

  it("a card order paid on the hosted page (a later request without the bearer) is still the customer's", async () => {
    const c = await testCustomer();
    const sku = await plainSku({ minStock: 3, offset: 25 });
    const cartId = await cartWith('se', [[sku.id, 1]]);
    const checkout = {
      email: c.email,
      paymentId: 1,
      billingAddress: ADDRESS,
      checkoutUrls: { redirectUrl: '/sv/kassan/bekraftelse?geins-uid={payment.uid}' },
    };
    const vars = { cartId, checkout, checkoutMarketId: 'se', languageId: 'sv-SE' };
    expect(codeOf(await backend(PLACE_ORDER_MUTATION, vars, FORGED))).toBe('UNAUTHENTICATED');
    const r = await backend(PLACE_ORDER_MUTATION, vars, bearer(c));
    const page = new URL(r.data!.placeOrder.redirectUrl, 'http://shop.test');
    const paid = await embeddedFetch(page.pathname + page.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const orders = (await backend(GET_ORDERS_QUERY, {}, bearer(c))).data!.getOrders;
    expect(orders).toHaveLength(1);
    expect(orders[0].paymentDetails[0].isPaid).toBe(true);
  });
});
