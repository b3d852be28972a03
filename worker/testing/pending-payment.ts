import { PLACE_ORDER_MUTATION } from '../../shared/graphql/checkout';
import { backend, embeddedFetch } from './graphql';
import { ADDRESS, cartWith, plainSku, testDb } from '../backend/checkout/test-carts';
import { env } from 'cloudflare:test';
import { SIGNATURE_HEADER, signCallback } from '../backend/payments/callback-signature';
import { secretsOf, type BackendBindings } from '../backend/request-context';

/** Test helpers for pending payments: an order whose payment waits, and the provider's signed answer. */
export const form = (path: string, fields: Record<string, string>) =>
  embeddedFetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** A hosted payment session of a new cart (`quantity` of a plain SKU), not answered yet. */
export async function openPayment(
  offset: number,
  o: { card?: boolean; quantity?: number; token?: string } = {},
) {
  const sku = await plainSku({ minStock: 5, offset });
  const cart = await cartWith('se', [[sku.id, o.quantity ?? 2]]);
  const key = crypto.randomUUID();
  const checkout = {
    email: 'anna@example.com',
    paymentId: o.card ? 1 : 2,
    billingAddress: ADDRESS,
    checkoutUrls: {
      redirectUrl: '/sv/kassan/bekraftelse?order={payment.uid}',
      checkoutPageUrl: '/sv/kassan',
    },
  };
  const r = await backend(
    PLACE_ORDER_MUTATION,
    { cartId: cart, checkout, checkoutMarketId: 'se', languageId: 'sv-SE' },
    {
      headers: {
        'x-idempotency-key': key,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    },
  );
  const url = String(r.data?.placeOrder?.redirectUrl);
  const id = /\/pay\/(?:card|paylater)\/([0-9a-f-]{36})\?/.exec(url)![1]!;
  return {
    sku,
    cart,
    key,
    id,
    checkout,
    page: `/_commerce/pay/${o.card ? 'card' : 'paylater'}/${id}`,
  };
}

/** A pay-later payment the shopper left to the credit check: the order exists, its payment pending. */
export async function pendingPayment(offset: number, quantity = 2, token?: string) {
  const opened = await openPayment(offset, { quantity, token });
  const res = await form(opened.page, { outcome: 'pending' });
  return { ...opened, res };
}

/** The provider's callback body and headers, signed with `secret` (the configured one by default). */
export async function callbackInit(
  payment: string,
  answer: 'approved' | 'rejected',
  o: { secret?: string; now?: number } = {},
): Promise<RequestInit> {
  const body = JSON.stringify({ payment, answer });
  const signature = await signCallback(
    o.secret ?? secretsOf(env as unknown as BackendBindings).paymentCallback,
    body,
    o.now,
  );
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  };
}

export const stockOf = async (skuId: number) =>
  (await testDb().prepare('SELECT in_stock FROM skus WHERE id = ?').bind(skuId).first<{
    in_stock: number;
  }>())!.in_stock;

export const ordersOf = async (publicId: string) =>
  (await testDb()
    .prepare('SELECT count(*) AS n FROM orders WHERE public_id = ?')
    .bind(publicId)
    .first<{ n: number }>())!.n;
