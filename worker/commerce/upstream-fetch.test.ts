import { describe, expect, it } from 'vitest';
import { createCommerceClient } from './client';

const scope = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE', customerType: 'PERSON' };
const asIs = (data: unknown) => data;
const clientOver = (fetch: typeof globalThis.fetch, timeoutMs = 200) =>
  createCommerceClient({
    endpoint: 'http://upstream.test/graphql',
    apiKey: '',
    scope,
    cache: null,
    waitUntil: () => {},
    fetch,
    timeoutMs,
  });
// A stand-in that never answers and ignores its abort signal, as the embedded backend (in-process) does.
const never: typeof fetch = () => new Promise<Response>(() => {});
const json = (body: string, status = 200) =>
  (async () =>
    new Response(body, {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;

describe('upstream deadline', () => {
  it('a query with no answer becomes a 504 UPSTREAM_TIMEOUT value at the deadline', async () => {
    const started = Date.now();
    const { data, error } = await clientOver(never).query('product', {
      variables: { alias: 'x' },
      parse: asIs,
    });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
    expect(error?.message).toBe('No answer to product within 200 ms');
    // Loose: the machines are noisy; without a deadline this never returns at all.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('mutations have the same deadline', async () => {
    const { error } = await clientOver(never).mutation('addToCart', {
      variables: { id: 'x', item: { skuId: 1, quantity: 1 } },
    });
    expect(error).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
  });

  it('a body that stops halfway is late too: the deadline covers reading the answer', async () => {
    const stalled: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')),
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const { error } = await clientOver(stalled).query('categories', { parse: asIs });
    expect(error).toMatchObject({ code: 'UPSTREAM_TIMEOUT', status: 504 });
  });

  it('passes an abort signal to the fetch, which fires at the deadline', async () => {
    let aborted: unknown = null;
    const honest: typeof fetch = (_input, init) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          aborted = init.signal?.reason;
          reject(init.signal?.reason);
        }),
      );
    await clientOver(honest).query('brands', { parse: asIs });
    expect(aborted).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  });
});

describe('upstream answers (spec section 8)', () => {
  it("a status of 300 or more: 'Response not successful: Received status code {n}'", async () => {
    const { error } = await clientOver(json('oops', 500)).query('brands', { parse: asIs });
    expect(error).toMatchObject({
      message: 'Response not successful: Received status code 500',
      code: 'UPSTREAM_HTTP',
      status: 502,
    });
  });

  it('a body that is not JSON is a server parse error', async () => {
    const { error } = await clientOver(json('{"data": {"brands": [')).query('brands', {
      parse: asIs,
    });
    expect(error).toMatchObject({ code: 'UPSTREAM_PARSE', status: 502 });
    expect(error?.message).toBe('Server parse error: the answer to brands is not JSON');
  });

  it('GraphQL errors come back as a value with the API code', async () => {
    const { error } = await clientOver(
      json('{"errors":[{"message":"Out of stock","extensions":{"code":"OUT_OF_STOCK"}}]}'),
    ).mutation('addToCart', { variables: {} });
    expect(error).toMatchObject({ message: 'Out of stock', code: 'OUT_OF_STOCK' });
  });

  it('a throw in parse is an UPSTREAM_SHAPE value, never a crash', async () => {
    const { error } = await clientOver(json('{"data":{"brands":42}}')).query('brands', {
      parse: () => {
        throw new TypeError('not a list');
      },
    });
    expect(error).toMatchObject({ code: 'UPSTREAM_SHAPE', status: 502 });
  });
});
