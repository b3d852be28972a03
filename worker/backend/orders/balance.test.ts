import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  CREATE_OR_UPDATE_CHECKOUT_MUTATION,
  ORDER_PUBLIC_QUERY,
  PLACE_ORDER_MUTATION,
} from '../../../shared/graphql/checkout';
import { bearer, lastMail } from '../../testing/account';
import { customerWithBalance, testCustomer, type TestCustomer } from '../../testing/customer';
import { backend, embeddedFetch } from '../../testing/graphql';
import { callbackInit, form, pendingPayment } from '../../testing/pending-payment';
import { operationBudget } from '../args';
import { ADDRESS, cartWith, codeOf, plainSku, testDb } from '../checkout/test-carts';
import { secretsOf, type BackendBindings } from '../request-context';
import type { BackendContext } from '../scope';
import { shopLinksOf } from '../storefront-origin';
import { checkedQuote, storeOrder } from './place-order';

const INVOICE = {
  identityNumber: '121212-1212',
  customerType: 'PERSON',
  paymentId: 3,
  billingAddress: ADDRESS,
};
const CARD = {
  paymentId: 1,
  billingAddress: ADDRESS,
  checkoutUrls: {
    redirectUrl: '/sv/kassan/bekraftelse?order={payment.uid}',
    checkoutPageUrl: '/sv/kassan',
  },
};

const ordersOf = async (cartId: string) =>
  (await testDb()
    .prepare('SELECT count(*) AS n FROM orders WHERE cart_id = ?')
    .bind(cartId)
    .first<{ n: number }>())!.n;
const balanceOf = async (c: TestCustomer) =>
  (await testDb()
    .prepare("SELECT amount FROM customer_balances WHERE customer_id = ? AND currency = 'SEK'")
    .bind(c.id)
    .first<{ amount: number }>())!.amount;

const place = (cartId: string, c: TestCustomer | null, checkout: object, key?: string) =>
  backend(
    PLACE_ORDER_MUTATION,
    {
      cartId,
      checkout: { email: c?.email ?? 'guest@example.com', ...checkout },
      checkoutMarketId: 'se',
      languageId: 'sv-SE',
    },
    {
      headers: {
        ...(c ? bearer(c).headers : {}),
        ...(key ? { 'x-idempotency-key': key } : {}),
      },
    },
  );
const quote = (cartId: string, c: TestCustomer | null) =>
  backend(
    CREATE_OR_UPDATE_CHECKOUT_MUTATION,
    {
      cartId,
      checkout: { billingAddress: { zip: '11122', country: 'SE' }, paymentId: 3 },
      checkoutMarketId: 'se',
      languageId: 'sv-SE',
    },
    c ? bearer(c) : {},
  );
const orderRow = (publicId: string) =>
  testDb()
    .prepare('SELECT id, total, from_balance FROM orders WHERE public_id = ?')
    .bind(publicId)
    .first<{ id: number; total: number; from_balance: number }>();

/** A cart of one plain SKU worth more than 300 kr, with its price in minor units. */
async function cartOver300(offset: number) {
  const sku = await plainSku({ minStock: 5, offset: 40 + offset });
  const quantity = Math.ceil(30_100 / sku.selling);
  return { cartId: await cartWith('se', [[sku.id, quantity]]), goods: sku.selling * quantity };
}

describe('a customer’s balance pays for (part of) the order', () => {
  it('prices the checkout with it: before the balance, the balance, what is left; VAT as it was', async () => {
    const c = await customerWithBalance(25_000);
    const { cartId } = await cartOver300(0);
    const guest = (await quote(cartId, null)).data!.createOrUpdateCheckout.cart.summary;
    const r = await quote(cartId, c);
    expect(r.errors).toBeUndefined();
    const s = r.data!.createOrUpdateCheckout.cart.summary;
    expect(guest.balance.pending).toBe(0);
    expect(s.balance).toMatchObject({
      pending: 250,
      pendingFormatted: '250\u00a0kr',
      totalSellingPriceExBalanceIncVat: guest.total.sellingPriceIncVat,
      totalSellingPriceExBalanceIncVatFormatted: guest.total.sellingPriceIncVatFormatted,
      totalSellingPriceExBalanceExVat: guest.total.sellingPriceExVat,
    });
    expect(s.total.sellingPriceIncVat).toBeCloseTo(guest.total.sellingPriceIncVat - 250, 2);
    // A means of payment, not a discount.
    expect(s.total.vat).toBe(guest.total.vat);
    expect(s.total.isDiscounted).toBe(guest.total.isDiscounted);
  });

  it('pays at most the order: the rest of the balance remains', async () => {
    const c = await customerWithBalance(1_000_000);
    const { cartId } = await cartOver300(1);
    const s = (await quote(cartId, c)).data!.createOrUpdateCheckout.cart.summary;
    expect(s.balance.pending).toBe(s.balance.totalSellingPriceExBalanceIncVat);
    expect(s.total.sellingPriceIncVat).toBe(0);
    // Pricing stores nothing: the balance is taken only with the order.
    expect(await balanceOf(c)).toBe(1_000_000);
  });

  it('an invoice order debits it in the order’s batch; the order and its mail say what it paid', async () => {
    const c = await customerWithBalance(25_000);
    const { cartId } = await cartOver300(2);
    const r = await place(cartId, c, INVOICE);
    expect(r.errors).toBeUndefined();
    const { publicId, orderId } = r.data!.placeOrder;
    const row = (await orderRow(publicId))!;
    expect(row.from_balance).toBe(25_000);
    expect(await balanceOf(c)).toBe(0);
    const order = (await backend(ORDER_PUBLIC_QUERY, { publicOrderId: publicId })).data!
      .getOrderPublic;
    expect(order.fromBalance).toBe(250);
    expect(order.fromBalanceFormatted).toBe('250\u00a0kr');
    expect(order.orderTotal.sellingPriceIncVat * 100).toBeCloseTo(row.total, 0);
    // The invoice is for the total less the balance.
    expect(order.paymentDetails[0].total * 100).toBeCloseTo(row.total - 25_000, 0);
    const mail = await testDb()
      .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(c.email)
      .first<{ body: string }>();
    expect(mail!.body).toContain(`#${orderId}`);
    expect(mail!.body).toContain('Betalt med saldo: −250\u00a0kr');
  });

  it('a guest, and a customer without a balance, pay the whole order as before', async () => {
    const c = await testCustomer();
    const { cartId } = await cartOver300(3);
    const r = await place(cartId, c, INVOICE);
    expect(r.errors).toBeUndefined();
    expect((await orderRow(r.data!.placeOrder.publicId))!.from_balance).toBe(0);
    const guest = await place((await cartOver300(4)).cartId, null, INVOICE);
    expect((await orderRow(guest.data!.placeOrder.publicId))!.from_balance).toBe(0);
  });

  it('the same attempt sent again, even at once, is one order debited once', async () => {
    // More than the order many times over: a second debit would not be refused by the balance.
    const c = await customerWithBalance(1_000_000);
    const { cartId } = await cartOver300(5);
    const key = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => place(cartId, c, INVOICE, key)));
    const again = await place(cartId, c, INVOICE, key);
    const ids = new Set([...answers, again].map((a) => a.data?.placeOrder.publicId));
    expect(ids.size).toBe(1);
    const paid = (await orderRow([...ids][0]!))!.from_balance;
    expect(paid).toBeGreaterThan(30_000);
    expect(await balanceOf(c)).toBe(1_000_000 - paid);
    expect(await ordersOf(cartId)).toBe(1);
  });

  it('a balance spent meanwhile (another tab) is never overdrawn: the order is refused whole', async () => {
    const c = await customerWithBalance(25_000);
    const { cartId } = await cartOver300(6);
    const bindings = env as unknown as BackendBindings;
    const ctx: BackendContext = {
      db: bindings.DB,
      links: shopLinksOf(bindings),
      now: Date.now,
      budget: operationBudget(),
      secrets: secretsOf(bindings),
    };
    const args = {
      cartId,
      checkout: { email: c.email, ...INVOICE } as never,
      marketId: 'se',
      customerId: c.id,
    };
    const checked = await checkedQuote(ctx, args);
    expect(checked.quote.cart.summary.balance.pending).toBe(250);
    // Between the quote and the order's batch, another tab's order spends 100 kr of it.
    await testDb()
      .prepare(
        "UPDATE customer_balances SET amount = 15000 WHERE customer_id = ? AND currency = 'SEK'",
      )
      .bind(c.id)
      .run();
    const refused = await storeOrder(ctx, checked, {
      publicId: crypto.randomUUID(),
      paymentReference: null,
    }).catch((e: { extensions?: { code?: string } }) => e.extensions?.code);
    expect(refused).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(c)).toBe(15_000);
    const cart = await testDb()
      .prepare(
        'SELECT completed, (SELECT count(*) FROM orders WHERE cart_id = ?1) AS n FROM carts WHERE id = ?1',
      )
      .bind(cartId)
      .first<{ completed: number; n: number }>();
    expect(cart).toEqual({ completed: 0, n: 0 });
    // Placed anew, it uses what is left.
    const r = await place(cartId, c, INVOICE);
    expect(codeOf(r)).toBeUndefined();
    expect((await orderRow(r.data!.placeOrder.publicId))!.from_balance).toBe(15_000);
    expect(await balanceOf(c)).toBe(0);
  });

  it('a card payment is for the total less the balance; spent before approval, nothing is charged', async () => {
    const c = await customerWithBalance(10_000);
    const { cartId } = await cartOver300(7);
    const r = await place(cartId, c, CARD, crypto.randomUUID());
    const url = String(r.data!.placeOrder.redirectUrl);
    const page = await embeddedFetch(url);
    const html = await page.text();
    const s = (await quote(cartId, c)).data!.createOrUpdateCheckout.cart.summary;
    expect(html).toContain(s.total.sellingPriceIncVatFormatted);
    expect(s.balance.pending).toBe(100);
    // The balance is spent in another tab before the shopper pays here.
    const other = await place((await cartOver300(8)).cartId, c, INVOICE);
    expect(other.errors).toBeUndefined();
    expect(await balanceOf(c)).toBe(0);
    const paid = await form(url, {
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.headers.get('location')).toContain('error=Error');
    expect(await balanceOf(c)).toBe(0);
    expect(await ordersOf(cartId)).toBe(0);
  });

  it('a balance that grew before approval charges nothing and says the balance changed, not that it fell short', async () => {
    const c = await customerWithBalance(10_000);
    const grow = () =>
      testDb()
        .prepare(
          "UPDATE customer_balances SET amount = 20000 WHERE customer_id = ? AND currency = 'SEK'",
        )
        .bind(c.id)
        .run();
    // Approved on the page shown before the balance grew.
    const first = await cartOver300(10);
    const url = String(
      (await place(first.cartId, c, CARD, crypto.randomUUID())).data!.placeOrder.redirectUrl,
    );
    expect((await embeddedFetch(url)).status).toBe(200);
    await grow();
    const paid = await form(url, { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
    expect(paid.headers.get('location')).toMatch(
      /\/sv\/checkout\/klarna-fail\?error=BalanceChanged$/,
    );
    expect(await balanceOf(c)).toBe(20_000);
    expect(await ordersOf(first.cartId)).toBe(0);
    // Opened after it grew: the page itself ends the session so.
    await testDb()
      .prepare(
        "UPDATE customer_balances SET amount = 10000 WHERE customer_id = ? AND currency = 'SEK'",
      )
      .bind(c.id)
      .run();
    const second = await cartOver300(11);
    const next = String(
      (await place(second.cartId, c, CARD, crypto.randomUUID())).data!.placeOrder.redirectUrl,
    );
    await grow();
    const shown = await embeddedFetch(next);
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toMatch(/error=BalanceChanged$/);
    expect(await ordersOf(second.cartId)).toBe(0);
  });

  it('a balance that pays the whole order places it at once, paid, even with card chosen', async () => {
    const c = await customerWithBalance(1_000_000);
    const { cartId } = await cartOver300(9);
    const r = await place(cartId, c, CARD, crypto.randomUUID());
    expect(r.data!.placeOrder.status).toBe('completed');
    const row = (await orderRow(r.data!.placeOrder.publicId))!;
    expect(row.from_balance).toBe(row.total);
    expect(await balanceOf(c)).toBe(1_000_000 - row.total);
    const order = (
      await backend(ORDER_PUBLIC_QUERY, { publicOrderId: r.data!.placeOrder.publicId })
    ).data!.getOrderPublic;
    expect(order.paymentDetails[0]).toMatchObject({ isPaid: true, total: 0 });
    // Paid by no method: the order names the balance, not the card chosen.
    expect(order.paymentDetails[0].displayName).toBe('Saldo');
  });

  it('a balance that pays the whole order asks invoice for no personal number, and keeps none', async () => {
    const c = await customerWithBalance(1_000_000);
    const { cartId } = await cartOver300(12);
    const { identityNumber: _none, ...invoice } = INVOICE;
    const r = await place(cartId, c, invoice, crypto.randomUUID());
    expect(codeOf(r)).toBeUndefined();
    expect(r.data!.placeOrder.status).toBe('completed');
    const kept = await testDb()
      .prepare('SELECT identity_number FROM orders WHERE public_id = ?')
      .bind(r.data!.placeOrder.publicId)
      .first<{ identity_number: string | null }>();
    expect(kept!.identity_number).toBeNull();
    // One sent anyway is not kept: nothing is paid by invoice.
    const other = await place((await cartOver300(13)).cartId, c, INVOICE, crypto.randomUUID());
    const sent = await testDb()
      .prepare('SELECT identity_number FROM orders WHERE public_id = ?')
      .bind(other.data!.placeOrder.publicId)
      .first<{ identity_number: string | null }>();
    expect(sent!.identity_number).toBeNull();
  });

  it('a payment the provider declines later gives the balance it used back', async () => {
    const c = await customerWithBalance(5_000);
    const { id } = await pendingPayment(50, 2, c.token);
    expect((await orderRow(id))!.from_balance).toBe(5_000);
    expect(await balanceOf(c)).toBe(0);
    const res = await embeddedFetch('/_commerce/pay/callback', await callbackInit(id, 'rejected'));
    expect(res.status).toBe(200);
    expect(await balanceOf(c)).toBe(5_000);
    // The mail says so.
    expect((await lastMail('anna@example.com'))!.body).toMatch(
      /inget har dragits.*\n\nSaldot som ordern använde har förts tillbaka till ditt konto\.$/s,
    );
    // The cancelled order no longer says the balance paid part of it.
    const order = (await backend(ORDER_PUBLIC_QUERY, { publicOrderId: id })).data!.getOrderPublic;
    expect(order.fromBalance).toBe(0);
    // Said twice, it is given back once.
    await embeddedFetch('/_commerce/pay/callback', await callbackInit(id, 'rejected'));
    expect(await balanceOf(c)).toBe(5_000);
  });
});
