import { PLACE_ORDER_MUTATION } from '../../shared/graphql/checkout';
import { backend } from './graphql';
import type { TestCustomer } from './customer';
import { ADDRESS, cartWith, plainSku, testDb } from '../backend/checkout/test-carts';

/** Test helpers for the account operations. */
export const bearer = (c: Pick<TestCustomer, 'token'>) => ({
  headers: { authorization: `Bearer ${c.token}` },
});

export const FORGED = { headers: { authorization: 'Bearer customer-token' } };

export const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) =>
  r.errors?.[0]?.extensions?.code;

/** Places an invoice order of one line, as the customer when one is given (else as a guest). */
export async function placeInvoiceOrder(customer: TestCustomer | null, offset: number) {
  const sku = await plainSku({ minStock: 3, offset });
  const cartId = await cartWith('se', [[sku.id, 1]]);
  const r = await backend(
    PLACE_ORDER_MUTATION,
    {
      cartId,
      checkout: {
        email: customer?.email ?? 'guest@example.com',
        identityNumber: '121212-1212',
        customerType: 'PERSON',
        paymentId: 3,
        billingAddress: ADDRESS,
      },
      checkoutMarketId: 'se',
      languageId: 'sv-SE',
    },
    customer ? bearer(customer) : {},
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return {
    orderId: Number(r.data!.placeOrder.orderId),
    publicId: r.data!.placeOrder.publicId as string,
  };
}

/** The latest mail to this address. */
export const lastMail = (recipient: string) =>
  testDb()
    .prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .bind(recipient)
    .first<{ subject: string; body: string }>();
