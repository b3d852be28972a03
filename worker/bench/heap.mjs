// The Worker isolate's memory through wrangler dev's inspector (Chrome DevTools protocol over WebSocket):
// the JS heap, and beside it the ArrayBuffers' backing stores and the embedder's (workerd's) heap, which
// V8 keeps outside the JS heap but Workers count against an isolate's 128 MiB (kept pages are bytes).
// Stay attached for the whole run: with no client attached, wrangler's inspector proxy keeps every
// message the runtime sends (console, exceptions) and its buffer grows without bound.
import WS from 'ws';

const MiB = 1024 * 1024;
const CALL_TIMEOUT_MS = 60_000;

/**
 * Attaches to the first inspector target on `port`; resolves with sample() and close(). `poke` sends
 * the Worker a cheap request: workerd runs a requested GC only when the isolate next runs.
 */
export async function attachHeap(port, poke) {
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
  // Answers are matched by id: the proxy passes on the answers to its own calls (ids from 100000001)
  // too, and workerd answers a GC after later calls. Events are read and dropped.
  let id = 0;
  const calls = new Map();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    const waiting = calls.get(m.id);
    if (!waiting) return;
    calls.delete(m.id);
    clearTimeout(waiting.timer);
    if (m.error) waiting.reject(new Error(`${waiting.method}: ${m.error.message}`));
    else waiting.resolve(m.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => {
        calls.delete(n);
        reject(new Error(`${method}: no answer in ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      calls.set(n, { method, resolve, reject, timer });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  // The proxy turns on the Network domain: workerd then sends every subrequest's body (each D1 query)
  // to the inspector, work that production does not do.
  await call('Network.disable');
  const usage = async () => {
    const r = await call('Runtime.getHeapUsage');
    // backingStorageSize and embedderHeapUsedSize are newer fields: absent, the memory is the heap's.
    const outside = (r.backingStorageSize ?? 0) + (r.embedderHeapUsedSize ?? 0);
    return {
      usedMiB: r.usedSize / MiB,
      totalMiB: r.totalSize / MiB,
      backingMiB: (r.backingStorageSize ?? NaN) / MiB,
      memoryMiB: (r.usedSize + outside) / MiB,
    };
  };
  return {
    /**
     * Forces a full GC, then reads the memory after it: the JS heap used and total, the backing
     * stores, all the isolate holds (memoryMiB), in MiB, and the wait for the GC.
     */
    async sample() {
      const t0 = performance.now();
      let done = false;
      const gc = call('HeapProfiler.collectGarbage');
      gc.then(
        () => (done = true),
        () => (done = true),
      );
      while (!done) {
        await poke();
        await Promise.race([gc, new Promise((r) => setTimeout(r, 200))]).catch(() => {});
      }
      await gc;
      return { ...(await usage()), gcMs: performance.now() - t0 };
    },

    close: () => ws.close(),
  };
}
