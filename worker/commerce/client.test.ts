import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '../testing/app';
import { newCartCookie } from '../testing/cart';
import { embeddedFetch } from '../testing/graphql';
import { catalogue } from './catalogue';
import { createCommerceClient, type CommerceClientOptions } from './client';
import type { EdgeCache } from './edge-cache';
import { memoryCache } from './memory-cache';
import { refreshGate } from './refresh-gate';

const db = (env as unknown as { DB: D1Database }).DB;
const scope = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE', customerType: 'PERSON' };
const upstreamCalls = (res: Response) => Number(res.headers.get('x-upstream-requests'));
const asIs = (data: unknown) => data;
/** Through the embedded backend in workerd, in-process as the Worker reaches it. */
const embedded = (input: RequestInfo | URL, init?: RequestInit) =>
  embeddedFetch(String(input), init as RequestInit);
const clientWith = (o: Partial<CommerceClientOptions>) =>
  createCommerceClient({
    endpoint: 'http://shop.test/_commerce/graphql',
    apiKey: 'test-key',
    scope,
    cache: null,
    waitUntil: () => {},
    fetch: embedded,
    ...o,
  });

describe('commerce client errors', () => {
  it("turns an HTTP status into 'Response not successful: Received status code {n}' (the real backend refusing a wrong key)", async () => {
    // The embedded backend runs with the key 'test-key' (vitest.config.ts), so another key gets a 401.
    const client = createCommerceClient({
      endpoint: 'http://shop.test/_commerce/graphql',
      apiKey: 'wrong',
      scope,
      cache: null,
      waitUntil: () => {},
      fetch: (input, init) => embeddedFetch(String(input), init as RequestInit),
    });
    const { error } = await client.query('channel', {
      variables: { channelId: '1|se' },
      parse: asIs,
    });
    expect(error?.message).toBe('Response not successful: Received status code 401');
    // A refusal is told apart from an outage: a refused customer token means "log in again".
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 502 });
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
        return embeddedFetch(req.url, {
          method: 'POST',
          headers: req.headers,
          body: await req.text(),
        });
      },
    });
    const preview = { variables: { preview: true }, parse: asIs, bearer: 'abc.def.ghi' };
    await client.query('widgetArea', preview);
    await client.query('widgetArea', preview);
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
    const { error } = await client.query('product', { variables: { alias: 'x' }, parse: asIs });
    expect(error?.message).toBe('Server response was missing for query product');
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
        return embeddedFetch(req.url, {
          method: 'POST',
          headers: req.headers,
          body: await req.text(),
        });
      },
    });
    const { data } = await client.query('products', {
      variables: { take: 1 },
      parse: (d) => d as { products: { count: number } },
    });
    expect(data?.products.count).toBeGreaterThan(0);
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
    const headers = { cookie: await newCartCookie() };
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
    expect(bad.status).toBe(502);
    expect(await bad.text()).toContain('Something went wrong');
    const good = await request('/en/c/accessories/bags/backpacks');
    await good.text();
    expect(good.status).toBe(200);
    expect(upstreamCalls(good)).toBeGreaterThan(0);
  });
});

describe('caching only what can be read', () => {
  beforeEach(() => {
    memoryCache.clear();
    refreshGate.clear();
  });
  const images = { imageBase: '/_commerce' };
  const recordingCache = (stored: string[]): EdgeCache => ({
    get: async () => null,
    put: async (key) => {
      stored.push(key);
    },
  });

  it('a wrong-shape answer is an error and is stored in no tier; the next good answer renders', async () => {
    const { alias } = (await db
      .prepare('SELECT alias FROM products ORDER BY id LIMIT 1')
      .first<{ alias: string }>())!;
    const stored: string[] = [];
    let calls = 0;
    const onceWrong: typeof fetch = async (input, init) =>
      ++calls === 1
        ? new Response(JSON.stringify({ data: { product: { productId: 'seven', alias } } }), {
            headers: { 'content-type': 'application/json' },
          })
        : embedded(input, init);
    const waits: Promise<unknown>[] = [];
    const lookups: string[] = [];
    const shop = () =>
      catalogue(
        clientWith({
          fetch: onceWrong,
          cache: recordingCache(stored),
          waitUntil: (p) => waits.push(p),
          onCacheLookup: ({ tier, result }) => lookups.push(`${tier} ${result}`),
        }),
        images,
        '1|se',
      );
    await expect(shop().product(alias)).rejects.toMatchObject({
      code: 'UPSTREAM_SHAPE',
      status: 502,
    });
    await Promise.all(waits);
    expect(stored).toEqual([]);
    lookups.length = 0;
    const product = await shop().product(alias);
    expect(product?.alias).toBe(alias);
    // Nothing in the isolate's memory: the second read went from the edge tier to upstream.
    expect(lookups).toEqual(['edge miss']);
    await Promise.all(waits);
    expect(stored).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('with stale entries and a failing upstream, 20 requests start one refresh per key, then none during the back-off', async () => {
    const upstream: string[] = [];
    const down: typeof fetch = async (_input, init) => {
      upstream.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
      return new Response('Service Unavailable', { status: 503 });
    };
    // Both tiers hold entries past their freshness: each read is served stale and asks for a refresh.
    const stale: EdgeCache = {
      get: async (key) => ({
        value: key.includes('"brands"') ? { brands: [] } : { categories: [] },
        stale: true,
        storedAt: Date.now() - 120_000,
      }),
      put: async () => {},
    };
    const pageViews = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const waits: Promise<unknown>[] = [];
        const shop = catalogue(
          clientWith({ fetch: down, cache: stale, waitUntil: (p) => waits.push(p) }),
          images,
          '1|se',
        );
        expect(await shop.categories()).toEqual([]);
        expect(await shop.brands()).toEqual([]);
        await Promise.all(waits);
      }
    };
    await pageViews(20);
    expect(upstream.sort()).toEqual(['brands', 'categories']);
    await pageViews(20);
    expect(upstream).toHaveLength(2);
  });
});
