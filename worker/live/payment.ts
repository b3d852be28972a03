import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import { cancelled, paymentPending } from '../commerce/reshape/order-status';
import { commerceFor } from '../edge/commerce-for';
import type { Bindings } from '../env';
import { hubOf, paymentHub } from './hubs';
import type { PaymentState } from './messages';

/**
 * Tells an order's confirmation page its payment's answer (the embedded backend calls it when the
 * provider settles a pending payment). The message says only paid or failed: the page knows its order.
 * Nothing without the LIVE binding.
 */
export async function announcePayment(
  env: Pick<Bindings, 'LIVE'>,
  publicId: string,
  state: Exclude<PaymentState, 'pending'>,
): Promise<void> {
  await hubOf(env, paymentHub(publicId))?.settlePayment({ type: 'payment', state });
}

/** An order's payment state from its raw status (research 5.2's names, as the API answers). */
export function paymentStateOf(status: string): PaymentState {
  if (paymentPending(status)) return 'pending';
  return cancelled(status) ? 'failed' : 'paid';
}

/**
 * The payment state of the order with this public id, as the API answers it; null when there is no
 * such order. Any other failure is thrown (the upgrade fails and the page's socket tries again).
 */
export async function orderPayment(
  c: Context<WorkerEnv>,
  publicId: string,
): Promise<PaymentState | null> {
  const { data, error } = await commerceFor(c, {
    marketId: 'se',
    languageId: 'sv-SE',
    customerType: 'PERSON',
  })
    .checkout('se')
    .order(publicId);
  if (error?.code === 'ORDER_NOT_FOUND') return null;
  if (error) throw error;
  return paymentStateOf(data.status);
}
