import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import { request } from '../testing/app';

const QUERY = JSON.stringify({ query: '{ channel { id } }' });

describe('the public /_commerce mount serves images and the payment pages only', () => {
  it('answers 404 to GraphQL from outside (JSON or text/plain, with or without the key); images and pages still answer', async () => {
    for (const [type, key] of [
      ['application/json', 'test-key'],
      ['text/plain', ''],
      ['application/json', ''],
    ] as const) {
      const res = await SELF.fetch('http://shop.test/_commerce/graphql', {
        method: 'POST',
        headers: { 'content-type': type, ...(key ? { 'x-apikey': key } : {}) },
        body: QUERY,
      });
      expect(res.status, `${type} ${key}`).toBe(404);
      await res.body?.cancel();
    }
    const get = await SELF.fetch('http://shop.test/_commerce/graphql?query={channel{id}}');
    expect(get.status).toBe(404);
    await get.body?.cancel();
    // What stays: the images, and pages that reach the backend in-process.
    for (const path of [
      '/_commerce/product/600x600/p1-1.svg',
      '/_commerce/pagewidget/800w/x.svg',
    ]) {
      const res = await SELF.fetch(`http://shop.test${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      await res.body?.cancel();
    }
    const page = await SELF.fetch('http://shop.test/sv');
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });
});

describe('the benchmark’s remote commerce API (/_bench/commerce/graphql)', () => {
  const post = (overrides: Partial<Bindings>) =>
    request(
      '/_bench/commerce/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-apikey': 'test-key' },
        body: QUERY,
      },
      overrides,
    );

  it('is not there unless BENCH_ENDPOINTS is on, nor with a remote commerce API', async () => {
    for (const overrides of [
      {},
      { BENCH_ENDPOINTS: 'true', COMMERCE_API_URL: 'https://api.example/graphql' },
    ]) {
      const res = await post(overrides);
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
  });

  it('answers the backend’s GraphQL when it is, with the API key still required', async () => {
    const res = await post({ BENCH_ENDPOINTS: 'true' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { channel: { id: string } } }).data.channel.id).toBe(
      '1|se',
    );
    const keyless = await request(
      '/_bench/commerce/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: QUERY },
      { BENCH_ENDPOINTS: 'true' },
    );
    expect(keyless.status).toBe(401);
    await keyless.body?.cancel();
  });
});
