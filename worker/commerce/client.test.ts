import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { createCommerceClient } from './client';

const db = (env as unknown as { DB: D1Database }).DB;
const scope = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE', customerType: 'PERSON' };
const upstreamCalls = (res: Response) => Number(res.headers.get('x-upstream-requests'));

describe('commerce client errors', () => {
  it("turns an HTTP status into 'Response not successful: Received status code {n}' (the real backend refusing a wrong key)", async () => {
    // The embedded backend runs with the key 'test-key' (vitest.config.ts), so another key gets a 401.
    const client = createCommerceClient({
      endpoint: 'http://shop.test/_commerce/graphql',
      apiKey: 'wrong',
      scope,
      cache: null,
      waitUntil: () => {},
      fetch: (input, init) => request(String(input), init as RequestInit),
    });
    await expect(client.query('channel', { channelId: '1|se' })).rejects.toThrow(
      'Response not successful: Received status code 401',
    );
    // A refusal is told apart from an outage: a refused customer token means "log in again".
    await expect(client.query('channel', { channelId: '1|se' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('sends a bearer token when given one, and never caches what it answers', async () => {
    const seen: (string | null)[] = [];
    const client = createCommerceClient({
      endpoint: 'http://shop.test/_commerce/graphql',
      apiKey: 'test-key',
      scope,
      waitUntil: () => {},
      cache: {
        get: async () => {
          throw new Error('a request with a token must not read the cache');
        },
        put: async () => {
          throw new Error('a request with a token must not be stored');
        },
      },
      fetch: async (input, init) => {
        const req = new Request(input as string, init as RequestInit);
        seen.push(req.headers.get('authorization'));
        return request(req.url, { method: 'POST', headers: req.headers, body: await req.text() });
      },
    });
    await client.query('widgetArea', { preview: true }, { bearer: 'abc.def.ghi' });
    await client.query('widgetArea', { preview: true }, { bearer: 'abc.def.ghi' });
    expect(seen).toEqual(['Bearer abc.def.ghi', 'Bearer abc.def.ghi']);
  });

  it("reports a response with neither data nor errors as 'Server response was missing for query {name}'", async () => {
    // An upstream that answers 200 with an empty JSON object: only a stand-in can misbehave like this.
    const client = createCommerceClient({
      endpoint: 'http://upstream.test/graphql',
      apiKey: '',
      scope,
      cache: null,
      waitUntil: () => {},
      fetch: async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    });
    await expect(client.query('product', { alias: 'x' })).rejects.toThrow(
      'Server response was missing for query product',
    );
  });

  it('adds channelId, marketId, languageId and the API key to every operation', async () => {
    const seen: { body: { variables: Record<string, unknown> }; key: string | null }[] = [];
    const client = createCommerceClient({
      endpoint: 'http://shop.test/_commerce/graphql',
      apiKey: 'test-key',
      scope: { ...scope, marketId: 'fi', languageId: 'en-US' },
      cache: null,
      waitUntil: () => {},
      fetch: async (input, init) => {
        const req = new Request(input as string, init as RequestInit);
        seen.push({ body: await req.clone().json(), key: req.headers.get('x-apikey') });
        return request(req.url, { method: 'POST', headers: req.headers, body: await req.text() });
      },
    });
    const data = await client.query<{ products: { count: number } }>('products', { take: 1 });
    expect(data.products.count).toBeGreaterThan(0);
    expect(seen[0]).toEqual({
      body: expect.objectContaining({
        variables: expect.objectContaining({
          channelId: '1|se',
          marketId: 'fi',
          languageId: 'en-US',
          take: 1,
        }),
      }),
      key: 'test-key',
    });
  });
});

describe('edge data cache', () => {
  it('a second render of the same page makes no upstream catalogue call', async () => {
    const p = (await db
      .prepare(
        'SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id DESC LIMIT 1',
      )
      .first<{ alias: string; cat: string }>())!;
    const path = `/en/p/${p.cat}/${p.alias}`;
    const cold = await request(path);
    await cold.text();
    expect(cold.status).toBe(200);
    expect(upstreamCalls(cold)).toBeGreaterThan(0);
    const warm = await request(path);
    await warm.text();
    expect(warm.status).toBe(200);
    expect(upstreamCalls(warm)).toBe(0);
  });

  it('never caches cart data: every render with a cart cookie asks upstream for the cart', async () => {
    const cart = (await (
      await request('/graphql', {
        method: 'POST',
        headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'getCart',
          variables: {},
          locale: 'sv',
          market: 'se',
        }),
      })
    ).json()) as { data: { cart: { id: string } } };
    const headers = { cookie: `ralph-cart=${cart.data.cart.id}` };
    await (await request('/sv/c/shoes', { headers })).text();
    const again = await request('/sv/c/shoes', { headers });
    await again.text();
    expect(upstreamCalls(again)).toBe(1);
  });

  it('does not cache an upstream error', async () => {
    // First through an upstream that cannot be reached, then through the embedded one.
    const bad = await request(
      '/en/c/accessories/bags/backpacks',
      {},
      { COMMERCE_API_URL: 'http://127.0.0.1:9/graphql' },
    );
    expect(bad.status).toBe(500);
    expect(await bad.text()).toContain('Something went wrong');
    const good = await request('/en/c/accessories/bags/backpacks');
    await good.text();
    expect(good.status).toBe(200);
    expect(upstreamCalls(good)).toBeGreaterThan(0);
  });
});
