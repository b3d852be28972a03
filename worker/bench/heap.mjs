// The Worker isolate's JS heap through wrangler dev's inspector (Chrome DevTools protocol over WebSocket).
// Stay attached for the whole run: with no client attached, wrangler's inspector proxy keeps every
// message the runtime sends (console, exceptions) and its buffer grows without bound.
import WS from 'ws';

const MiB = 1024 * 1024;

/** Attaches to the first inspector target on `port`; resolves with sample() and close(). */
export async function attachHeap(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  if (!targets[0]) throw new Error(`no inspector target on port ${port}`);
  // The proxy wants an Origin; the ws package, not Node 20's flagged WebSocket, so that the
  // command needs no Node flag (ws comes with wrangler's Miniflare).
  const ws = new WS(targets[0].webSocketDebuggerUrl, {
    headers: { origin: 'https://devtools.devprod.cloudflare.dev' },
    perMessageDeflate: false,
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  // The proxy renumbers message ids: one call at a time, answered in order; events are read and dropped.
  let id = 0;
  let waiting = null;
  let queue = Promise.resolve();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (('result' in m || 'error' in m) && waiting) {
      const w = waiting;
      waiting = null;
      w(m);
    }
  });
  const call = (method, params = {}) =>
    (queue = queue
      .catch(() => {})
      .then(
        () =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`${method}: no answer in 60 s`)),
              60_000,
            );
            waiting = (m) => {
              clearTimeout(timer);
              if (m.error) reject(new Error(`${method}: ${m.error.message}`));
              else resolve(m.result);
            };
            ws.send(JSON.stringify({ id: ++id, method, params }));
          }),
      ));
  return {
    /** Forces a full GC, then reads the heap: used and total MiB after it, and the GC's own time. */
    async sample() {
      const t0 = performance.now();
      await call('HeapProfiler.collectGarbage');
      const gcMs = performance.now() - t0;
      const { usedSize, totalSize } = await call('Runtime.getHeapUsage');
      return { usedMiB: usedSize / MiB, totalMiB: totalSize / MiB, gcMs };
    },
    close: () => ws.close(),
  };
}
