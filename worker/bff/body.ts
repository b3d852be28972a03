/**
 * A request body up to `maxBytes`, or null when it is larger: a declared Content-Length over the cap is
 * refused before reading, and a body without one (or lying about it) is kept only until it passes the
 * cap. Nothing larger is ever held in memory or parsed, so a 10 MB or a million-deep JSON body costs
 * at most `maxBytes` of memory. The rest of an oversized streamed body is read and dropped, not
 * cancelled: workerd (wrangler dev) answered the next request, even on another connection, only after
 * a cancelled chunked body's connection timed out (client/e2e/body-limit.spec.ts). Cloudflare caps a
 * request body's size (100 MB on most plans), which bounds the reading.
 */
export async function readCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length')) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      while (!(await reader.read()).done);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The cap for the browser's JSON and form bodies: the largest real one (a review) is under 3 KiB. */
export const BODY_LIMIT_BYTES = 16 * 1024;
