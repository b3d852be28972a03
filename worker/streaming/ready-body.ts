import type { ReactDOMServerReadableStream } from './react-render';
import { coalesceFlushes } from './coalesce';

/**
 * A rendered document's body: the whole of it in one piece when every part is done by the end of the
 * render's turn (a warm page, whose deferred data was already there), else a stream whose shell leaves
 * at once and whose later parts follow as they finish (coalesceFlushes). Streaming costs the runtime
 * per chunk and per stream; a page with nothing left to wait for gains nothing from it.
 */
export async function readyBody(
  stream: ReactDOMServerReadableStream,
): Promise<ArrayBuffer | ReadableStream<Uint8Array>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = await Promise.race([
    // A render that failed as a whole rejects here; its stream then carries the error as before.
    stream.allReady.then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, 0, false))),
  ]);
  clearTimeout(timer);
  return ready ? new Response(stream).arrayBuffer() : stream.pipeThrough(coalesceFlushes());
}
