import { describe, expect, it } from 'vitest';
import { readCapped } from './body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/x', { method: 'POST', body, headers });

describe('readCapped', () => {
  it('refuses a declared Content-Length over the cap without reading a byte', async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new Uint8Array(8));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    expect(await readCapped(post(body, { 'content-length': String(10 * 1024 * 1024) }), 1024)).toBe(
      null,
    );
    expect(pulled).toBe(false);
  });

  it('stops reading a body without a length once it passes the cap', async () => {
    let chunks = 0;
    const endless = new ReadableStream({
      pull(controller) {
        chunks += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readCapped(post(endless), 4096)).toBe(null);
    expect(chunks).toBeLessThanOrEqual(6);
  });

  it('reads a body up to the cap whole', async () => {
    const bytes = await readCapped(post('{"a":1}'), 7);
    expect(new TextDecoder().decode(bytes!)).toBe('{"a":1}');
    expect(await readCapped(post('{"a":12}'), 7)).toBe(null);
  });
});
