import type { Context } from 'hono';
import { z } from 'zod';
import { isGuid } from '../orders/checkout-data';
import { readCappedText } from '../json-body';
import { logError } from '../log';
import { backendContext, type BackendBindings } from '../request-context';
import { SIGNATURE_HEADER, verifyCallback } from './callback-signature';
import { settlePayment } from './settle';

const MAX_BODY_BYTES = 1024;

const CallbackBody = z.object({
  /** The payment session (the provider's reference; also the order's public id). */
  payment: z.string().refine(isGuid),
  answer: z.enum(['approved', 'rejected']),
});

/**
 * POST /_commerce/pay/callback: the sandbox provider's later answer on a payment it left pending,
 * server to server (`npm run payments -- approve|reject`). Signed (callback-signature.ts), else 401;
 * 404 for a payment with no order awaiting an answer; 409 when it was settled the other way (the first
 * answer stands); else 200 with the state, the same for a repeated answer. After the answer is stored
 * the mounting Worker hears it (`onPaymentSettled`: the confirmation page's live topic).
 */
export async function paymentCallback(c: Context<{ Bindings: BackendBindings }>) {
  const text = await readCappedText(c.req.raw, MAX_BODY_BYTES);
  const ctx = backendContext(c);
  const secret = ctx.secrets.paymentCallback;
  if (!text || !(await verifyCallback(secret, text, c.req.header(SIGNATURE_HEADER))))
    return c.json({ error: 'A signed callback is required' }, 401);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const body = CallbackBody.safeParse(json);
  if (!body.success) return c.json({ error: 'Expected {payment, answer}' }, 400);
  const { payment, answer } = body.data;
  const result = await settlePayment(ctx, payment, answer);
  if (result.kind === 'unknown') return c.json({ error: 'No payment awaits an answer' }, 404);
  if (result.kind === 'conflict') return c.json({ payment, state: result.state }, 409);
  try {
    await c.env.onPaymentSettled?.(payment, result.state);
  } catch (error) {
    // The answer is stored; an open page gets it when its socket reconnects or it reloads.
    logError('payment settled, but the storefront was not told', error);
  }
  return c.json({ payment, state: result.state, changed: result.changed });
}
