import { z } from 'zod';
import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import { clientKey, overLimit, RETRY_AFTER_SECONDS } from './rate-limit';
import { verifiedCustomerKey } from '../live/customer';
import { hubOf, paymentHub, productHub } from '../live/hubs';
import { parseTopic, type PaymentState, type Topic } from '../live/messages';
import { orderPayment } from '../live/payment';

/**
 * GET /live?topic=cart|product:<id>|payment:<order public id>: a page's live socket, in this order:
 * the LIVE binding (404 without), a websocket upgrade (426), a page of this origin (403: the browser
 * always sends Origin on a websocket handshake), the client's rate limit (429), a known topic (400);
 * the cart topic only for a customer whose login the API accepts (401), keyed by the customer the API
 * names; a payment topic only for an order the API knows by that public id (404), the id only the
 * order's confirmation link holds. Then the topic's Durable Object takes the socket (a payment's
 * with the state read now, which it sends at once: a page that missed the answer catches up; a
 * product's with `resume`, the time its page heard nothing, to be told the stock it missed).
 */
export async function liveUpgrade(c: Context<WorkerEnv>): Promise<Response> {
  c.header('cache-control', 'no-store');
  if (!c.env.LIVE) return c.text('Not found', 404);
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
    return c.text('Expected a websocket', 426);
  if (c.req.header('origin') !== new URL(c.req.url).origin)
    return c.text('Cross-origin request refused', 403);
  if (await overLimit(c, 'live')) {
    c.header('retry-after', String(RETRY_AFTER_SECONDS));
    return c.text('Too many requests', 429);
  }
  const topic = parseTopic(c.req.query('topic'));
  if (!topic) return c.text('Unknown topic', 400);
  const payment = topic.kind === 'payment' ? await orderPayment(c, topic.publicId) : null;
  if (topic.kind === 'payment' && !payment) return c.text('No such order', 404);
  const name = await hubName(c, topic);
  if (!name) return c.text('Log in to follow your cart', 401);
  // The object counts sockets per client (this name, never one the browser sent).
  const upgrade = new Request(c.req.raw);
  upgrade.headers.set('x-live-client', clientKey(c.req.header('cf-connecting-ip') ?? 'local'));
  upgrade.headers.delete('x-live-payment');
  if (payment) upgrade.headers.set('x-live-payment', payment satisfies PaymentState);
  upgrade.headers.delete('x-live-resume');
  const resume = RESUME.safeParse(c.req.query('resume'));
  if (topic.kind === 'product' && resume.success && resume.data !== undefined)
    upgrade.headers.set('x-live-resume', String(resume.data));
  const answer = await hubOf(c.env, name)!.fetch(upgrade);
  // A response of our own: the middleware adds its headers to it.
  return new Response(answer.body, {
    status: answer.status,
    headers: answer.headers,
    webSocket: answer.webSocket,
  });
}

/** `resume`: how long (ms) a product's page heard nothing; over a week it is a page to reload. */
const RESUME = z.coerce
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600_000)
  .optional();

async function hubName(c: Context<WorkerEnv>, topic: Topic): Promise<string | null> {
  if (topic.kind === 'cart') return verifiedCustomerKey(c);
  return topic.kind === 'product' ? productHub(topic.productId) : paymentHub(topic.publicId);
}
