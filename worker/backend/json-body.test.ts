import { describe, expect, it } from 'vitest';
import { backendRequest } from '../testing/graphql';

const QUERY = JSON.stringify({ query: '{ channel { id } }' });
const codeOf = async (res: Response) =>
  ((await res.json()) as { errors: { extensions?: { code?: string } }[] }).errors[0]?.extensions
    ?.code;

describe('POST /graphql takes JSON only, at most 64 KiB', () => {
  it('answers a JSON query', async () => {
    expect((await backendRequest(QUERY)).status).toBe(200);
  });

  it('refuses any other media type with 415 (a text/plain POST is a simple cross-site request)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await backendRequest(QUERY, { headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(await codeOf(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a body over the cap with 413, by its Content-Length and while reading a stream', async () => {
    const big = JSON.stringify({
      query: '{ channel { id } }',
      variables: { pad: 'x'.repeat(70_000) },
    });
    const declared = await backendRequest(big);
    expect(declared.status).toBe(413);
    expect(await codeOf(declared)).toBe('PAYLOAD_TOO_LARGE');
    const bytes = new TextEncoder().encode(big);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const res = await backendRequest(streamed);
    expect(res.status).toBe(413);
  });

  it('answers malformed JSON and a body without a query with 400 BAD_REQUEST', async () => {
    for (const body of ['{"query":', '[1,2]', '{"query":42}', '['.repeat(60_000)]) {
      const res = await backendRequest(body);
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('BAD_REQUEST');
    }
  });
});
