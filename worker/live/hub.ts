import { DurableObject } from 'cloudflare:workers';
import type { LiveMessage, PaymentMessage, PaymentState, StockMessage } from './messages';

/**
 * One live topic (a customer's cart, or a product's stock): the sockets that follow it, kept through
 * the WebSocket Hibernation API so an idle socket costs nothing (the object is evicted between
 * messages; `ping` is answered by the runtime without waking it). Clients only listen: anything they
 * send other than `ping` is dropped.
 *
 * A customer's object also holds the customer's cart pointer (which cart their devices share): it is
 * only ever read and written by the Worker (claimCart, settleCart), never sent to a socket. An order's
 * payment object holds the payment's answer once it came (settlePayment), and a product's object its
 * last stock message (announceStock), for the sockets that join later. A plain form's one-time key
 * has an object of its own, without sockets (claimOnce).
 */
/** How long a merge may take before another claim of the same device cart may merge it. */
const MERGE_LEASE_MS = 30_000;
/**
 * Sockets one topic holds, and sockets one client may hold in it: a client that keeps opening sockets
 * (each kept alive by its pings) cannot fill a product's topic for everyone else.
 */
export const MAX_SOCKETS = 2000;
export const MAX_SOCKETS_PER_CLIENT = 8;
const PAYMENT_KEPT_MS = 10 * 60_000;
/** How long a one-time key is remembered: far longer than a double click or a resent form takes. */
const ONCE_KEPT_MS = 60 * 60_000;
/** How long a first use may run before a repeat takes the key over (the first was cut off). */
const ONCE_LEASE_MS = 30_000;
/**
 * How long after the first use a repeat is handed its cart: a double click's repeat comes within
 * seconds, and a later one (Back, then the form again) carries the cart's cookie already. After it a
 * repeat adds nothing and names no cart, so a key that leaked gives nobody another's cart.
 */
const ONCE_HANDOVER_MS = 2 * 60_000;
/** A one-time key: claimed at `at`, and done once `cart` (the cart its use went to) is known. */
interface KeptOnce {
  at: number;
  cart?: string;
}
/** 'done' with the cart the first use went to ('' when none, or no longer handed over). */
export type OnceClaim = { state: 'first' | 'pending' } | { state: 'done'; cart: string };
/** A resuming socket's gap is widened by this much: a message may have been on its way as it dropped. */
const RESUME_SLACK_MS = 5_000;

/** A product's last stock message, when it was told and when its stock was read (ms). */
interface KeptStock {
  message: StockMessage;
  at: number;
  readAt: number;
}

export class LiveHub extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The upgrade, already checked by the Worker (worker/bff/live.ts): the socket joins the topic. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
      return new Response('Expected a websocket', { status: 426 });
    // The Worker names the client (worker/bff/live.ts: its rate-limit key); a socket is tagged with it.
    const client = request.headers.get('x-live-client') ?? 'unknown';
    if (
      this.ctx.getWebSockets().length >= MAX_SOCKETS ||
      this.ctx.getWebSockets(client).length >= MAX_SOCKETS_PER_CLIENT
    )
      return new Response('Too many live connections', { status: 503 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [client]);
    // A payment's topic catches up on subscribe: the answer heard, else the state the Worker read.
    const read = request.headers.get('x-live-payment') as PaymentState | null;
    if (read) {
      const heard = await this.ctx.storage.get<PaymentMessage>('payment');
      pair[1].send(JSON.stringify(heard ?? { type: 'payment', state: read }));
    }
    // A product's socket that heard nothing for `resume` ms gets the stock told meanwhile, if any.
    const resume = request.headers.get('x-live-resume');
    if (resume !== null) {
      const kept = await this.ctx.storage.get<KeptStock>('stock');
      if (kept && kept.at >= Date.now() - Number(resume) - RESUME_SLACK_MS)
        pair[1].send(JSON.stringify(kept.message));
    }
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override webSocketMessage(ws: WebSocket) {
    // Clients only listen; `ping` never reaches here (auto-response). Anything else ends the socket.
    ws.close(1008, 'clients only listen');
  }

  override webSocketClose(ws: WebSocket, code: number) {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closing');
    } catch {
      // Already closed.
    }
  }

  /** Tells every socket of the topic; answers how many heard it. */
  publish(message: LiveMessage): number {
    const text = JSON.stringify(message);
    let heard = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
        heard++;
      } catch {
        // A socket closing as we send.
      }
    }
    return heard;
  }

  /**
   * A product's new stock: told to its sockets, and kept for a socket that resumes (see fetch). Two
   * orders' reports may arrive in the other order than their reads: an older read is dropped.
   */
  async announceStock(message: StockMessage, readAt: number): Promise<number> {
    const kept = await this.ctx.storage.get<KeptStock>('stock');
    if (kept && kept.readAt > readAt) return 0;
    await this.ctx.storage.put<KeptStock>('stock', { message, at: Date.now(), readAt });
    return this.publish(message);
  }

  /**
   * A payment's answer: told to the sockets of its order's confirmation, and kept for a while for
   * a socket whose upgrade read the state just before the answer (later ones read the answer).
   */
  async settlePayment(message: PaymentMessage): Promise<number> {
    await this.ctx.storage.put('payment', message);
    await this.ctx.storage.setAlarm(Date.now() + PAYMENT_KEPT_MS);
    return this.publish(message);
  }

  /** A payment's answer, or a one-time key, is no longer needed. */
  override async alarm() {
    await this.ctx.storage.delete(['payment', 'once']);
  }

  /**
   * A one-time key's use (worker/bff/cart-add.ts): 'first' claims it (nobody has, or a first use
   * went quiet for ONCE_LEASE_MS: it was cut off), 'pending' while the first use runs, 'done' with
   * the cart it went to (for ONCE_HANDOVER_MS after it settled). Two uses at once never both get
   * 'first' (alone).
   */
  claimOnce(now = Date.now()): Promise<OnceClaim> {
    return this.alone(() => this.claimOnceNow(now));
  }

  private async claimOnceNow(now: number): Promise<OnceClaim> {
    const kept = await this.ctx.storage.get<KeptOnce>('once');
    if (kept?.cart !== undefined)
      return { state: 'done', cart: now - kept.at < ONCE_HANDOVER_MS ? kept.cart : '' };
    if (kept && now - kept.at < ONCE_LEASE_MS) return { state: 'pending' };
    await this.ctx.storage.put<KeptOnce>('once', { at: now });
    await this.ctx.storage.setAlarm(now + ONCE_KEPT_MS);
    return { state: 'first' };
  }

  /** The first use's outcome: the cart it went to, or null (it failed), which frees the key. */
  async settleOnce(cart: string | null) {
    if (cart === null) await this.ctx.storage.delete('once');
    else await this.ctx.storage.put<KeptOnce>('once', { at: Date.now(), cart });
  }

  /**
   * The cart a device of this customer works on: the shared cart (the pointer) if there is one, else
   * the device's own, which becomes the shared one. A device with another cart of its own gets
   * `merge`: its items go into the shared cart, once (a second claim of the same cart does not merge
   * it again), so items are neither lost nor doubled. `origin` is the cart the device's was copied
   * from at login: copies of one guest cart (two logins at once) merge once, and a copy of the shared
   * cart itself (a login over a cart cookie that outlived the last login) merges not at all.
   */
  claimCart(device: string, origin = ''): Promise<{ id: string; merge?: string }> {
    return this.alone(() => this.claimCartNow(device, origin));
  }

  private async claimCartNow(device: string, origin: string) {
    const shared = await this.ctx.storage.get<string>('cart');
    if (!shared) {
      if (device) await this.ctx.storage.put('cart', device);
      // The device's copy of `origin` is the shared cart now: another copy of it (a second login at
      // once, before any device's cart was shared) has nothing to add.
      if (device && origin) await this.ctx.storage.put(`merged:${origin}`, true);
      return { id: device };
    }
    if (!device || device === shared || origin === shared) return { id: shared };
    const carts = origin ? [device, origin] : [device];
    for (const cart of carts)
      if (await this.ctx.storage.get(`merged:${cart}`)) return { id: shared };
    // One merge at a time per device cart: a parallel claim within the lease does not merge again.
    for (const cart of carts) {
      const lease = await this.ctx.storage.get<number>(`merging:${cart}`);
      if (lease && Date.now() - lease < MERGE_LEASE_MS) return { id: shared };
    }
    for (const cart of carts) await this.ctx.storage.put(`merging:${cart}`, Date.now());
    return { id: shared, merge: device };
  }

  /** After a merge: done (never again for this device cart), or failed (the next claim tries again). */
  async mergeDone(device: string, ok: boolean, origin = '') {
    for (const cart of origin ? [device, origin] : [device]) {
      await this.ctx.storage.delete(`merging:${cart}`);
      if (ok) await this.ctx.storage.put(`merged:${cart}`, true);
    }
  }

  /**
   * After a cart call of a device that worked on `from`: the shared cart is now `to` (a new cart, or
   * '' when `from` was ordered or gone) unless another device moved it meanwhile; the other devices
   * hear `cart` when the cart changed.
   */
  settleCart(from: string, to: string, changed: boolean) {
    return this.alone(() => this.settleCartNow(from, to, changed));
  }

  private async settleCartNow(from: string, to: string, changed: boolean) {
    const shared = (await this.ctx.storage.get<string>('cart')) ?? '';
    if (to !== shared && (shared === from || shared === '')) {
      if (to) await this.ctx.storage.put('cart', to);
      else await this.ctx.storage.delete('cart');
      // Carts merged into the old shared cart are done with (their devices' cookies moved on).
      const merged = await this.ctx.storage.list({ prefix: 'merged:' });
      if (merged.size) await this.ctx.storage.delete([...merged.keys()]);
    }
    if (changed) this.publish({ type: 'cart' });
  }

  /**
   * A read, then a write, of this object's storage with no other request in between. Input gates do
   * not cover a sequence of storage calls: two logins' claims of one guest cart's copies both read
   * "not merged" before either wrote it, and merged it twice (auth-flows.test, under load).
   */
  private alone<T>(work: () => Promise<T>): Promise<T> {
    return this.ctx.blockConcurrencyWhile(work);
  }
}
