/**
 * Joins the pieces a render writes in one go into one chunk. React writes each flush (the shell, then
 * whatever Suspense boundaries have finished) in 4 KiB pieces, so a page left the Worker as some 15 to
 * 40 chunks, each paying the runtime's stream and the connection's framing. Pieces written in the same
 * turn of the event loop now go out together at the end of that turn: the shell as one chunk, each later
 * flush as one, and nothing waits for a part that is still rendering.
 */
export function coalesceFlushes(): TransformStream<Uint8Array, Uint8Array> {
  let pieces: Uint8Array[] = [];
  let turn: Promise<void> | undefined;

  const send = (controller: TransformStreamDefaultController<Uint8Array>) => {
    const out = pieces;
    pieces = [];
    turn = undefined;
    if (out.length === 0) return;
    const chunk = joined(out);
    try {
      controller.enqueue(chunk);
    } catch {
      // The visitor went away (the response was cancelled): nobody is left to send to.
    }
  };

  return new TransformStream({
    transform(piece, controller) {
      pieces.push(piece);
      turn ??= endOfTurn().then(() => send(controller));
    },
    // Whatever is left goes now; the turn's pending send then finds nothing.
    flush: send,
  });
}

/** Resolves after the pieces written this turn have arrived (they come as microtasks; a timer runs after). */
const endOfTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function joined(pieces: Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
