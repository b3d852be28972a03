import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../testing/app';
import { newIp, postAuth, registeredCustomer } from '../testing/auth';
import { testCustomer } from '../testing/customer';
import { stubUpstream } from '../testing/stub-upstream';
import { backend } from '../testing/graphql';
import { PLACE_ORDER_MUTATION } from '../../shared/graphql/checkout';
import { ADDRESS, cartWith, plainSku } from '../backend/checkout/test-carts';
import type { Bindings } from '../env';
import { MAX_SOCKETS_PER_CLIENT, type LiveHub } from './hub';
import { hubOf, productHub } from './hubs';
import { announceStock } from './stock';

const db = (env as unknown as { DB: D1Database }).DB;
const ORIGIN = 'http://shop.test';

const upgrade = (topic: string, headers: Record<string, string> = {}, query = '') =>
  request(`/live?topic=${encodeURIComponent(topic)}${query}`, {
    headers: { upgrade: 'websocket', origin: ORIGIN, 'cf-connecting-ip': newIp(), ...headers },
  });

const cartCall = (body: object, cookie: string) =>
  request('/graphql', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ locale: 'en', market: 'se', ...body }),
  });

const cartCookie = (res: Response) =>
  /ralph-cart=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0];

async function skus(count: number) {
  const { results } = await db
    .prepare('SELECT id FROM skus WHERE oversellable = 0 AND in_stock > 20 ORDER BY id LIMIT ?')
    .bind(count)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

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
    return heard.shift()!;
  };
  return { ws, next };
}

describe('live sockets (GET /live)', () => {
  it('refuses the cart topic without a session, and with a token the API does not accept', async () => {
    const none = await upgrade('cart');
    expect(none.status).toBe(401);
    expect(none.webSocket).toBeNull();
    const forged = await upgrade('cart', {
      cookie: 'apollo-token=a.b.c; ralph-user=someone%40example.com',
    });
    expect(forged.status).toBe(401);
  });

  it("no longer takes a logged-out session's token for its customer's cart (README 203)", async () => {
    const { jar } = await registeredCustomer();
    const cookie = jar.header;
    const first = await upgrade('cart', { cookie });
    expect(first.status).toBe(101);
    first.webSocket!.accept();
    first.webSocket!.close();
    expect((await postAuth('/auth/logout', { locale: 'en', market: 'se' }, { jar })).status).toBe(
      200,
    );
    // The same cookies, kept from before the logout: the token was verified a moment ago.
    expect((await upgrade('cart', { cookie })).status).toBe(401);
  });

  it('tells operators when a login could not be verified, not when its token is refused', async () => {
    const customer = await testCustomer();
    const upstream = stubUpstream();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const ask = (cookie: string) =>
        request(
          '/live?topic=cart',
          {
            headers: { upgrade: 'websocket', origin: ORIGIN, 'cf-connecting-ip': newIp(), cookie },
          },
          { COMMERCE_API_URL: upstream.endpoint },
        );
      const lines = () => warned.mock.calls.map(([line]) => String(line));
      expect((await ask('apollo-token=a.b.c; ralph-user=someone%40example.com')).status).toBe(401);
      expect(upstream.calls.filter((call) => call.startsWith('getUser '))).toHaveLength(1);
      expect(lines().filter((l) => l.includes('could not be verified'))).toEqual([]);
      upstream.fail('http500', (operation) => operation === 'getUser');
      expect((await ask(customer.cookie)).status).toBe(401);
      const [line] = lines().filter((l) => l.includes('could not be verified'));
      expect(JSON.parse(line!)).toMatchObject({ level: 'warn', code: 'UPSTREAM_HTTP' });
    } finally {
      warned.mockRestore();
      upstream.restore();
    }
  });

  it('refuses another origin, a missing origin, a plain GET and an unknown topic', async () => {
    expect((await upgrade('product:1', { origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await request('/live?topic=product:1', { headers: { upgrade: 'websocket' } });
    expect(noOrigin.status).toBe(403);
    expect((await request('/live?topic=product:1', { headers: { origin: ORIGIN } })).status).toBe(
      426,
    );
    expect((await upgrade('orders')).status).toBe(400);
    expect((await upgrade('product:0')).status).toBe(400);
  });

  it('accepts a product topic for anyone, answers ping, and closes a socket that talks (clients only listen)', async () => {
    const res = await upgrade('product:1');
    expect(res.status).toBe(101);
    const { ws, next } = listen(res);
    ws.send('ping');
    expect(await next()).toBe('pong');
    const closed = new Promise<number>((r) => ws.addEventListener('close', (e) => r(e.code)));
    ws.send('{"type":"cart"}');
    expect(await closed).toBe(1008);
  });

  it('one client holds at most MAX_SOCKETS_PER_CLIENT sockets of a topic; others still get theirs', async () => {
    const ip = newIp();
    const open: WebSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_CLIENT; i++) {
      const res = await upgrade('product:2', { 'cf-connecting-ip': ip });
      expect(res.status, `socket ${i + 1}`).toBe(101);
      open.push(listen(res).ws);
    }
    const over = await upgrade('product:2', { 'cf-connecting-ip': ip });
    expect(over.status).toBe(503);
    expect(over.webSocket).toBeNull();
    const other = await upgrade('product:2');
    expect(other.status).toBe(101);
    for (const ws of [...open, listen(other).ws]) ws.close(1000);
  });

  it('a cart change by the BFF reaches the customer’s socket, with no cart id; the other device shares the cart', async () => {
    const customer = await testCustomer();
    const socket = await upgrade('cart', { cookie: customer.cookie });
    expect(socket.status).toBe(101);
    const { ws, next } = listen(socket);

    const [a, b] = await skus(2);
    const added = await cartCall(
      { operationName: 'addToCart', variables: { skuId: a, quantity: 1 } },
      customer.cookie,
    );
    expect(added.status).toBe(200);
    expect(JSON.parse(await next())).toEqual({ type: 'cart' });

    // A second device (no cart cookie) sees the same cart, and its add goes to it: no double, no loss.
    const other = await cartCall({ operationName: 'getCart' }, customer.cookie);
    const seen = (await other.json()) as { data: { cart: { items: { skuId: number }[] } } };
    expect(seen.data.cart.items.map((i) => i.skuId)).toEqual([a]);
    const second = await cartCall(
      { operationName: 'addToCart', variables: { skuId: b, quantity: 2 } },
      `${customer.cookie}; ${cartCookie(other)}`,
    );
    const both = (await second.json()) as {
      data: { cart: { items: { skuId: number; quantity: number }[] } };
    };
    expect(both.data.cart.items.map((i) => [i.skuId, i.quantity]).sort()).toEqual(
      [
        [a, 1],
        [b, 2],
      ].sort(),
    );
    expect(await next()).toBe('{"type":"cart"}');
    ws.close(1000);
  });

  it('a device with a guest cart of its own has its items merged into the shared cart once', async () => {
    const customer = await testCustomer();
    const [a, b] = await skus(2);
    const first = await cartCall(
      { operationName: 'addToCart', variables: { skuId: a, quantity: 1 } },
      customer.cookie,
    );
    await first.arrayBuffer();
    // An anonymous cart (another browser), then that browser logs in with it.
    const guest = await cartCall(
      { operationName: 'addToCart', variables: { skuId: b, quantity: 3 } },
      '',
    );
    await guest.arrayBuffer();
    const device = `${customer.cookie}; ${cartCookie(guest)}`;
    const items = async (cookie: string) => {
      const res = await cartCall({ operationName: 'getCart' }, cookie);
      const body = (await res.json()) as {
        data: { cart: { items: { skuId: number; quantity: number }[] } };
      };
      return body.data.cart.items.map((i) => [i.skuId, i.quantity]).sort();
    };
    const expected = [
      [a, 1],
      [b, 3],
    ].sort();
    expect(await items(device)).toEqual(expected);
    // The same device asking again (its cookie not yet updated) merges nothing twice.
    expect(await items(device)).toEqual(expected);
    expect(await items(customer.cookie)).toEqual(expected);
  });

  it('the shared cart’s cookie lives as long as the login, not a year (a shared computer)', async () => {
    const customer = await testCustomer();
    const [a] = await skus(1);
    const session = await cartCall(
      { operationName: 'addToCart', variables: { skuId: a, quantity: 1 } },
      customer.cookie,
    );
    expect(session.headers.get('set-cookie')).toMatch(/ralph-cart=[^;]+;[^,]*Max-Age=1800/);
    const remembered = await cartCall(
      { operationName: 'getCart' },
      `${customer.cookie}; ralph-user-maxage=604800; ${cartCookie(session)}`,
    );
    expect(remembered.headers.get('set-cookie')).toMatch(/ralph-cart=[^;]+;[^,]*Max-Age=604800/);
  });

  it('a merge is done once it succeeded: a parallel claim waits out the lease, a failed one is tried again', async () => {
    const live = (env as unknown as Bindings).LIVE!;
    const hub = live.get(live.idFromName(`customer:merge-${Date.now()}`)) as unknown as {
      claimCart(device: string): Promise<{ id: string; merge?: string }>;
      mergeDone(device: string, ok: boolean): Promise<void>;
    };
    expect(await hub.claimCart('shared')).toEqual({ id: 'shared' });
    expect(await hub.claimCart('guest')).toEqual({ id: 'shared', merge: 'guest' });
    // Another request of the same device while the first merges: no second merge.
    expect(await hub.claimCart('guest')).toEqual({ id: 'shared' });
    // The merge failed (the upstream timed out): the next claim merges again, nothing is lost.
    await hub.mergeDone('guest', false);
    expect(await hub.claimCart('guest')).toEqual({ id: 'shared', merge: 'guest' });
    await hub.mergeDone('guest', true);
    expect(await hub.claimCart('guest')).toEqual({ id: 'shared' });
  });

  it('two copies of one guest cart and no shared cart yet: the first is shared, the second adds nothing', async () => {
    const live = (env as unknown as Bindings).LIVE!;
    const hub = live.get(live.idFromName(`customer:copies-${Date.now()}`)) as unknown as {
      claimCart(device: string, origin?: string): Promise<{ id: string; merge?: string }>;
    };
    // Two logins at once from one guest cart: each copied it (cloneCart) before claiming.
    expect(await hub.claimCart('copy-1', 'guest')).toEqual({ id: 'copy-1' });
    expect(await hub.claimCart('copy-2', 'guest')).toEqual({ id: 'copy-1' });
    // A device's own cart (not a copy of that guest cart) is still merged.
    expect(await hub.claimCart('other', '')).toEqual({ id: 'copy-1', merge: 'other' });
  });

  it('an anonymous cart call asks no live object (no login, no cost)', async () => {
    const [a] = await skus(1);
    const res = await cartCall(
      { operationName: 'addToCart', variables: { skuId: a, quantity: 1 } },
      '',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream-requests') ?? '').not.toContain('getUser');
  });

  it('an order’s stock reaches the sockets that follow its product', async () => {
    const sku = await plainSku({ minStock: 10, offset: 7 });
    const { product_id: productId } = (await db
      .prepare('SELECT product_id FROM skus WHERE id = ?')
      .bind(sku.id)
      .first<{ product_id: number }>())!;
    const socket = await upgrade(`product:${productId}`);
    expect(socket.status).toBe(101);
    const { ws, next } = listen(socket);
    const cartId = await cartWith('se', [[sku.id, 3]]);
    const placed = await backend(
      PLACE_ORDER_MUTATION,
      {
        cartId,
        checkout: {
          email: 'tolvan@example.com',
          identityNumber: '121212-1212',
          customerType: 'PERSON',
          paymentId: 3,
          billingAddress: ADDRESS,
        },
        checkoutMarketId: 'se',
        languageId: 'sv-SE',
      },
      // What app.ts gives the backend it mounts.
      {
        bindings: {
          onStockChanged: (products) => announceStock(env as unknown as Bindings, products),
        },
      },
    );
    expect(placed.data?.placeOrder?.status).toBe('completed');
    const message = JSON.parse(await next()) as {
      type: string;
      productId: number;
      skus: { skuId: number; stock: { inStock: number; totalStock: number } }[];
    };
    expect(message.type).toBe('stock');
    expect(message.productId).toBe(productId);
    expect(message.skus.find((s) => s.skuId === sku.id)?.stock.inStock).toBe(sku.in_stock - 3);
    ws.close(1000);
  });

  it('a product socket that heard nothing for a while is told the stock announced meanwhile; an older read is dropped', async () => {
    const productId = 900_001;
    const stock = { inStock: 0, oversellable: 0, static: 0, totalStock: 0, incoming: null };
    await announceStock(env as unknown as Bindings, [
      { productId, skus: [{ skuId: 1, stock }], readAt: Date.now() },
    ]);
    const topic = `product:${productId}`;
    /** The first thing a socket hears: a kept message, else the answer to its ping. */
    const firstHeard = async (query: string) => {
      const { ws, next } = listen(await upgrade(topic, {}, query));
      ws.send('ping');
      const heard = await next();
      ws.close(1000);
      return heard;
    };
    const told = JSON.parse(await firstHeard('&resume=60000')) as { type: string; skus: unknown[] };
    expect(told).toEqual({ type: 'stock', productId, skus: [{ skuId: 1, stock }] });
    // A socket that does not resume, or whose silence began after the message, is told nothing.
    expect(await firstHeard('')).toBe('pong');
    const hub = hubOf(env as unknown as Bindings, productHub(productId))!;
    await runInDurableObject(hub, async (_: LiveHub, state) => {
      const kept = await state.storage.get<{ at: number }>('stock');
      await state.storage.put('stock', { ...kept, at: Date.now() - 60_000 });
    });
    expect(await firstHeard('&resume=30000')).toBe('pong');
    expect(JSON.parse(await firstHeard('&resume=90000')).type).toBe('stock');
    // A resume the Worker cannot read is dropped, never passed on.
    expect(await firstHeard('&resume=-5')).toBe('pong');
    // A report of an earlier read that arrives late neither replaces the kept stock nor is told.
    const { ws, next } = listen(await upgrade(topic));
    const older = { ...stock, inStock: 7, totalStock: 7 };
    await announceStock(env as unknown as Bindings, [
      { productId, skus: [{ skuId: 1, stock: older }], readAt: Date.now() - 120_000 },
    ]);
    ws.send('ping');
    expect(await next()).toBe('pong');
    ws.close(1000);
    expect(JSON.parse(await firstHeard('&resume=90000')).skus[0].stock).toEqual(stock);
  });
});
