import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

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
