/**
 * A request body up to `maxBytes`, or null when it is larger: a declared Content-Length over the cap is
 * refused before reading, and a body without one (or lying about it) is kept only until it passes the
 * cap. Nothing larger is ever held in memory or parsed, so a 10 MB or a million-deep JSON body costs
 * at most `maxBytes` of memory. The rest of an oversized streamed body is read and dropped (see `drain`).
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
      await drain(reader);
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

/** How much of an oversized streamed body `drain` reads, and for how long, before it cancels the rest. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
const DRAIN_LIMIT_MS = 2_000;

/**
 * Reads the rest of a refused body and drops it: under wrangler dev, a chunked body cancelled part way
 * left the next request, even on another connection, waiting for a timeout (client/e2e/body-limit.spec.ts).
 * A client that sends more than a megabyte past the cap, or takes more than two seconds, is cut off
 * (cancelled) all the same: no request holds the Worker for long. A client gone mid-body ends it too.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    let drained = 0;
    while (drained <= DRAIN_LIMIT_BYTES) {
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), Math.max(deadline - Date.now(), 0));
      });
      const next = await Promise.race([reader.read(), late]);
      clearTimeout(timer);
      if (next?.done) return;
      if (!next) break;
      drained += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away mid-body: nothing is left to read.
  } finally {
    clearTimeout(timer);
  }
}

/** The cap for the browser's JSON and form bodies: the largest real one (a review) is under 3 KiB. */
export const BODY_LIMIT_BYTES = 16 * 1024;
