import { describe, expect, it } from 'vitest';
import { ORDER_PUBLIC_QUERY, PLACE_ORDER_MUTATION } from '../../../shared/graphql/checkout';
import { backend } from '../../testing/graphql';
import { ADDRESS, cartWith, codeOf, plainSku, testDb } from '../checkout/test-carts';

const INVOICE = {
  email: 'tolvan@example.com',
  identityNumber: '121212-1212',
  customerType: 'PERSON',
  paymentId: 3,
  billingAddress: ADDRESS,
};
const place = (cartId: string, checkout: Record<string, unknown>, key?: string, lang = 'sv-SE') =>
  backend(
    PLACE_ORDER_MUTATION,
    { cartId, checkout, checkoutMarketId: 'se', languageId: lang },
    key ? { headers: { 'x-idempotency-key': key } } : {},
  );
const stockOf = async (skuId: number) =>
  (await testDb().prepare('SELECT in_stock FROM skus WHERE id = ?').bind(skuId).first<{
    in_stock: number;
  }>())!.in_stock;
const ordersFor = async (cartIds: string[]) =>
  (await testDb()
    .prepare('SELECT count(*) AS n FROM orders WHERE cart_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(cartIds))
    .first<{ n: number }>())!.n;

describe('placeOrder', () => {
  it('places an invoice order in one batch: order, rows, stock taken, cart completed, mail in sv', async () => {
    const sku = await plainSku({ minStock: 5, offset: 3 });
    const cart = await cartWith('se', [[sku.id, 2]]);
    const r = await place(cart, INVOICE);
    expect(r.errors).toBeUndefined();
    const answer = r.data!.placeOrder;
    expect(answer).toMatchObject({ status: 'completed', redirectUrl: null });
    expect(answer.orderId).toMatch(/^\d+$/);
    expect(answer.publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 2);
    const db = testDb();
    const stored = await db
      .prepare(
        'SELECT c.completed, o.status, o.total FROM orders o JOIN carts c ON c.id = o.cart_id WHERE o.public_id = ?',
      )
      .bind(answer.publicId)
      .first<{ completed: number; status: string; total: number }>();
    expect(stored).toMatchObject({ completed: 1, status: 'received' });
    const mail = await db
      .prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(INVOICE.email)
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe(`Orderbekräftelse #${answer.orderId}`);
    expect(mail!.body).toContain('Tack för din order');
    expect(mail!.body).toContain('Storgatan 1');
  });

  it('names the promo code only when it gave a discount (not under its minimum order)', async () => {
    const sku = await plainSku({ minStock: 5, offset: 4 });
    const db = testDb();
    const codeOf = async (cart: string, code: string) => {
      await db.prepare('UPDATE carts SET promo_code = ? WHERE id = ?').bind(code, cart).run();
      const r = await place(cart, INVOICE);
      expect(r.errors).toBeUndefined();
      return db
        .prepare('SELECT promo_code, discount FROM orders WHERE public_id = ?')
        .bind(r.data!.placeOrder.publicId)
        .first<{ promo_code: string | null; discount: number }>();
    };
    // MINUS100 takes 100 kr from 500 kr; SAVE10 (10 %) has no minimum.
    const one = await cartWith('se', [[sku.id, 1]]);
    expect(sku.selling).toBeLessThan(50000);
    expect(await codeOf(one, 'MINUS100')).toEqual({ promo_code: null, discount: 0 });
    const two = await cartWith('se', [[sku.id, 1]]);
    const named = await codeOf(two, 'SAVE10');
    expect(named!.promo_code).toBe('SAVE10');
    expect(named!.discount).toBeGreaterThan(0);
  });

  it('getOrderPublic answers the order with lines, addresses and methods, and no e-mail or personal number', async () => {
    const sku = await plainSku({ minStock: 5, offset: 4 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const { publicId, orderId } = (await place(cart, INVOICE, undefined, 'en-US')).data!.placeOrder;
    const r = await backend(ORDER_PUBLIC_QUERY, { publicOrderId: publicId, languageId: 'en-US' });
    expect(r.errors).toBeUndefined();
    const order = r.data!.getOrderPublic;
    expect(order).toMatchObject({
      id: Number(orderId),
      publicId,
      status: 'received',
      currency: 'SEK',
    });
    expect(order.cart.items).toHaveLength(1);
    expect(order.cart.items[0].skuId).toBe(sku.id);
    expect(order.billingAddress.addressLine1).toBe('Storgatan 1');
    expect(order.paymentDetails[0].displayName).toBe('Invoice');
    expect(order.shippingDetails[0].name).toBe('Pickup point');
    expect(order.orderTotal.sellingPriceIncVat).toBe((sku.selling + 4900) / 100);
    const text = JSON.stringify(r);
    expect(text).not.toContain('tolvan@example.com');
    expect(text).not.toContain('1212121212');
    expect(text).not.toContain('121212-1212');
    const mail = await testDb()
      .prepare('SELECT subject FROM outbox WHERE subject LIKE ?')
      .bind(`%#${orderId}`)
      .first<{ subject: string }>();
    expect(mail!.subject).toBe(`Order confirmation #${orderId}`);
    const unknown = await backend(ORDER_PUBLIC_QUERY, { publicOrderId: crypto.randomUUID() });
    expect(unknown.data!.getOrderPublic).toBeNull();
  });

  it("names the order's payment and shipping in the language it is read in, not the one it was placed in", async () => {
    const sku = await plainSku({ minStock: 5, offset: 5 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const { publicId } = (await place(cart, INVOICE)).data!.placeOrder;
    const names = async (languageId: string) => {
      const r = await backend(ORDER_PUBLIC_QUERY, { publicOrderId: publicId, languageId });
      const order = r.data!.getOrderPublic;
      return [order.paymentDetails[0].displayName, order.shippingDetails[0].name];
    };
    expect(await names('en-US')).toEqual(['Invoice', 'Pickup point']);
    expect(await names('sv-SE')).toEqual(['Faktura', 'Hämta hos ombud']);
  });

  it('keeps the regular price of a reduced line next to the price paid (the purchase event names the discount)', async () => {
    const sku = (await testDb()
      .prepare(
        `SELECT s.id, pr.regular, pr.selling FROM skus s
        JOIN prices pr ON pr.product_id = s.product_id AND pr.currency = 'SEK'
        WHERE pr.regular > pr.selling AND s.in_stock >= 5 AND s.oversellable = 0
        AND s.static_stock = 0 ORDER BY s.id LIMIT 1`,
      )
      .first<{ id: number; regular: number; selling: number }>())!;
    const cart = await cartWith('se', [[sku.id, 2]]);
    const { publicId } = (await place(cart, INVOICE)).data!.placeOrder;
    const r = await backend(ORDER_PUBLIC_QUERY, { publicOrderId: publicId, languageId: 'sv-SE' });
    const [line] = r.data!.getOrderPublic.cart.items;
    expect(line.unitPrice).toMatchObject({
      regularPriceIncVat: sku.regular / 100,
      sellingPriceIncVat: sku.selling / 100,
      isDiscounted: true,
    });
    expect(line.totalPrice).toMatchObject({
      regularPriceIncVat: (2 * sku.regular) / 100,
      sellingPriceIncVat: (2 * sku.selling) / 100,
      isDiscounted: true,
    });
  });

  it('refuses invoice with a bad personal number, a missing organisation number or an incomplete address; stores nothing', async () => {
    const sku = await plainSku({ minStock: 5, offset: 5 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const bad = await place(cart, { ...INVOICE, identityNumber: '900101-1234' });
    expect(codeOf(bad)).toBe('INVALID_IDENTITY_NUMBER');
    const org = await place(cart, {
      ...INVOICE,
      customerType: 'ORGANIZATION',
      identityNumber: '556091-2149',
      billingAddress: { ...ADDRESS, company: 'Bolaget AB' },
    });
    expect(codeOf(org)).toBe('INVALID_IDENTITY_NUMBER');
    const noCompany = await place(cart, {
      ...INVOICE,
      customerType: 'ORGANIZATION',
      identityNumber: '556091-2148',
    });
    expect(codeOf(noCompany)).toBe('INVALID_ADDRESS');
    expect(noCompany.errors![0]!.extensions).toMatchObject({ fields: ['billingAddress.company'] });
    const unknownZip = await place(cart, {
      ...INVOICE,
      billingAddress: { ...ADDRESS, zip: '99999' },
    });
    expect(codeOf(unknownZip)).toBe('NO_SHIPPING_OPTIONS');
    expect(codeOf(await place(cart, { ...INVOICE, email: 'nope' }))).toBe('INVALID_EMAIL');
    expect(await ordersFor([cart])).toBe(0);
    expect(await stockOf(sku.id)).toBe(sku.in_stock);
    const ok = await place(cart, {
      ...INVOICE,
      customerType: 'ORGANIZATION',
      identityNumber: '556091-2148',
      billingAddress: { ...ADDRESS, company: 'Bolaget AB' },
    });
    expect(ok.data!.placeOrder.status).toBe('completed');
  });

  it('20 concurrent checkouts of the last unit: exactly one order, 19 OUT_OF_STOCK naming the SKU, stock 0', async () => {
    const sku = await plainSku({ minStock: 1, offset: 6 });
    await testDb().prepare('UPDATE skus SET in_stock = 1 WHERE id = ?').bind(sku.id).run();
    const carts = await Promise.all(
      Array.from({ length: 20 }, () => cartWith('se', [[sku.id, 1]])),
    );
    const results = await Promise.all(
      carts.map((c, i) => place(c, INVOICE, `race-${i}-${sku.id}`)),
    );
    const placed = results.filter((r) => r.data?.placeOrder?.status === 'completed');
    const refused = results.filter((r) => codeOf(r) === 'OUT_OF_STOCK');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.errors![0]!.extensions).toMatchObject({ skuId: sku.id, inStock: 0 });
    expect(await stockOf(sku.id)).toBe(0);
    expect(await ordersFor(carts)).toBe(1);
    const open = await testDb()
      .prepare(
        'SELECT count(*) AS n FROM carts WHERE completed = 0 AND id IN (SELECT value FROM json_each(?))',
      )
      .bind(JSON.stringify(carts))
      .first<{ n: number }>();
    expect(open!.n).toBe(19);
  });

  it('the same placeOrder sent 5 times in parallel gives one order; a completed cart answers the same order', async () => {
    const sku = await plainSku({ minStock: 5, offset: 7 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => place(cart, INVOICE, key)));
    expect(results.map((r) => r.errors)).toEqual(Array(5).fill(undefined));
    const ids = new Set(results.map((r) => r.data!.placeOrder.publicId));
    expect(ids.size).toBe(1);
    expect(await ordersFor([cart])).toBe(1);
    expect(await stockOf(sku.id)).toBe(sku.in_stock - 1);
    const again = await place(cart, INVOICE, crypto.randomUUID());
    expect(again.data!.placeOrder.publicId).toBe([...ids][0]);
    const noKey = await Promise.all(Array.from({ length: 5 }, () => place(cart, INVOICE)));
    expect(new Set(noKey.map((r) => r.data!.placeOrder.publicId))).toEqual(ids);
    const reused = await place(cart, { ...INVOICE, message: 'other' }, key);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('5 parallel placeOrders of one cart without a key still give one order', async () => {
    const sku = await plainSku({ minStock: 5, offset: 8 });
    const cart = await cartWith('se', [[sku.id, 1]]);
    const results = await Promise.all(Array.from({ length: 5 }, () => place(cart, INVOICE)));
    expect(results.map((r) => r.errors)).toEqual(Array(5).fill(undefined));
    expect(new Set(results.map((r) => r.data!.placeOrder.publicId)).size).toBe(1);
    expect(await ordersFor([cart])).toBe(1);
  });
});
