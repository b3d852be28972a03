import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openConfirmation, request } from '../testing/app';
import { newIp } from '../testing/auth';
import { callbackInit, openPayment, pendingPayment } from '../testing/pending-payment';
import type { Bindings } from '../env';
import { paymentPending } from '../commerce/reshape/order-status';
import { hubOf, paymentHub } from './hubs';
import { parseTopic } from './messages';
import { paymentStateOf } from './payment';

const ORIGIN = 'http://shop.test';

const upgrade = (topic: string) =>
  request(`/live?topic=${encodeURIComponent(topic)}`, {
    headers: { upgrade: 'websocket', origin: ORIGIN, 'cf-connecting-ip': newIp() },
  });

/** The socket of an accepted upgrade, with the messages it hears. */
function listen(res: Response) {
  const ws = res.webSocket!;
  ws.accept();
  const heard: string[] = [];
  let wake: () => void = () => {};
  ws.addEventListener('message', (e) => {
    heard.push(String(e.data));
    wake();
  });
  const next = async () => {
    while (!heard.length) await new Promise<void>((r) => (wake = r));
    return JSON.parse(heard.shift()!) as unknown;
  };
  return { ws, next };
}

/** The provider's answer through the Worker, as it arrives in production (the app mounts the hook). */
const answer = async (id: string, outcome: 'approved' | 'rejected') =>
  (await request('/_commerce/pay/callback', await callbackInit(id, outcome))).status;

describe('a payment’s state from the raw order status', () => {
  it.each([
    ['pending-payment', 'pending'],
    [' Pending-Payment ', 'pending'],
    ['cancelled', 'failed'],
    ['CANCELLED', 'failed'],
    ['out-of-stock', 'paid'],
    ['pending', 'paid'],
    ['completed', 'paid'],
    ['', 'paid'],
  ])('%j → %s, as the orders page reads a pending payment', (raw, state) => {
    expect(paymentStateOf(raw)).toBe(state);
    expect(paymentPending(raw)).toBe(state === 'pending');
  });
});

describe('a pending payment live (GET /live?topic=payment:<public id>)', () => {
  it('only an order’s public id is a payment topic', () => {
    const id = crypto.randomUUID();
    expect(parseTopic(`payment:${id}`)).toEqual({ kind: 'payment', publicId: id });
    expect(parseTopic('payment:12')).toBeNull();
    expect(parseTopic(`payment:${id.toUpperCase()}`)).toBeNull();
  });

  it('refuses an order the API does not know', async () => {
    const res = await upgrade(`payment:${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.webSocket).toBeNull();
    // A session the shopper has not answered has no order yet.
    const { id } = await openPayment(50);
    expect((await upgrade(`payment:${id}`)).status).toBe(404);
  });

  it('says pending on subscribe, then paid when the provider approves; a socket opened later hears paid at once', async () => {
    const { id } = await pendingPayment(51);
    const res = await upgrade(`payment:${id}`);
    expect(res.status).toBe(101);
    const { ws, next } = listen(res);
    expect(await next()).toEqual({ type: 'payment', state: 'pending' });
    expect(await answer(id, 'approved')).toBe(200);
    expect(await next()).toEqual({ type: 'payment', state: 'paid' });
    ws.close(1000);

    const late = listen(await upgrade(`payment:${id}`));
    expect(await late.next()).toEqual({ type: 'payment', state: 'paid' });
    late.ws.close(1000);
  });

  it('says failed when the provider refuses, to the open socket and to one that reconnects', async () => {
    const { id } = await pendingPayment(52);
    const open = listen(await upgrade(`payment:${id}`));
    expect(await open.next()).toEqual({ type: 'payment', state: 'pending' });
    expect(await answer(id, 'rejected')).toBe(200);
    expect(await open.next()).toEqual({ type: 'payment', state: 'failed' });
    open.ws.close(1000);
    const again = listen(await upgrade(`payment:${id}`));
    expect(await again.next()).toEqual({ type: 'payment', state: 'failed' });
    again.ws.close(1000);
  });

  it('the object keeps an answer only until its alarm; a later socket then gets the state its upgrade read', async () => {
    const hub = hubOf(env as unknown as Bindings, paymentHub(crypto.randomUUID()))!;
    await hub.settlePayment({ type: 'payment', state: 'paid' });
    const socket = (read: string) =>
      hub.fetch('http://live/', { headers: { upgrade: 'websocket', 'x-live-payment': read } });
    const kept = listen(await socket('pending'));
    expect(await kept.next()).toEqual({ type: 'payment', state: 'paid' });
    kept.ws.close(1000);
    expect(await runDurableObjectAlarm(hub)).toBe(true);
    const later = listen(await socket('failed'));
    expect(await later.next()).toEqual({ type: 'payment', state: 'failed' });
    later.ws.close(1000);
  });

  it('a shopper’s unsigned answer through the Worker is refused and tells no one', async () => {
    const { id } = await pendingPayment(53);
    const res = await request('/_commerce/pay/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ payment: id, answer: 'approved' }),
    });
    expect(res.status).toBe(401);
    const socket = listen(await upgrade(`payment:${id}`));
    expect(await socket.next()).toEqual({ type: 'payment', state: 'pending' });
    socket.ws.close(1000);
  });
});

describe('the confirmation of a pending payment', () => {
  const page = async (path: string) => {
    const res = await openConfirmation(path);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('says the payment waits (sv and en) and renders the live island; after the answer it renders the final state', async () => {
    const paid = await pendingPayment(54);
    const sv = await page(`/sv/kassan/bekraftelse?order=${paid.id}`);
    expect(sv).toContain('Betalningen väntar på besked från betalleverantören.');
    expect(sv).toContain('data-island="payment-status"');
    expect(sv).toContain('role="status"');
    const en = await page(`/en/checkout/confirmation?order=${paid.id}`);
    expect(en).toContain('The payment is waiting for an answer from the payment provider.');
    await answer(paid.id, 'approved');
    const done = await page(`/sv/kassan/bekraftelse?order=${paid.id}`);
    expect(done).toContain('<h1>Tack för din beställning!</h1>');
    expect(done).not.toContain('data-island="payment-status"');

    const refused = await pendingPayment(55);
    await answer(refused.id, 'rejected');
    const failed = await page(`/en/checkout/confirmation?order=${refused.id}`);
    expect(failed).toContain('<h1>The payment was not approved</h1>');
    expect(failed).toContain('Back to the shop</a>');
    expect(failed).not.toContain('<h1>Thank you for your order!</h1>');
  });
});
