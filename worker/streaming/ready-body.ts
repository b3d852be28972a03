import type { ReactDOMServerReadableStream } from './react-render';
import { coalesceFlushes } from './coalesce';
import { settlesThisTurn } from './whole-document';

/**
 * A rendered document's body: the whole of it in one piece when every part is done by the end of the
 * render's turn (a crawler's page, or one the whole render declined: stream.ts), else a stream whose shell leaves
 * at once and whose later parts follow as they finish (coalesceFlushes). Streaming costs the runtime
 * per chunk and per stream; a page with nothing left to wait for gains nothing from it.
 */
export async function readyBody(
  stream: ReactDOMServerReadableStream,
): Promise<ArrayBuffer | ReadableStream<Uint8Array>> {
  // A render that failed as a whole rejects allReady; its stream then carries the error as before.
  const ready = await settlesThisTurn(stream.allReady);
  return ready ? new Response(stream).arrayBuffer() : stream.pipeThrough(coalesceFlushes());
}
