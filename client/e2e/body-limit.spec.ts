import http from 'node:http';
import { expect, RESET_RETRIES, test } from './fixtures';
import { PORT } from './ports';

/**
 * A POST to the Worker with a body of `size` bytes, chunked (no Content-Length) or with its length
 * declared; resolves to its status.
 */
function bigPost(path: string, size: number, framing: 'chunked' | 'length'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${PORT}`,
          ...(framing === 'chunked'
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(size) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    const piece = Buffer.alloc(4096, ' ');
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

// Real HTTP through wrangler dev: an in-process fetch would not pass the connection handling at stake.
test('a body over the cap, streamed or of declared length, is refused and the next request is answered', async ({
  request,
}) => {
  for (const [size, framing] of [
    [20_000, 'chunked'],
    [200_000, 'chunked'],
    [200_000, 'length'],
  ] as const) {
    expect(await bigPost('/graphql', size, framing)).toBe(413);
    // Before, it hung: the refused body had been cancelled part way (worker/bff/body.ts).
    const next = await request.get('/sv', { ...RESET_RETRIES, timeout: 10_000 });
    expect(next.status()).toBe(200);
  }
});
