// CPU profile of the Worker under load (npm run bench:profile [path]): wrangler dev with the V8 inspector,
// wrk on the other core, the samples summed by function (self time). Shows what an SSR page spends its time on.
//   node --experimental-websocket worker/bench/profile.mjs /sv/p/…
import { execFileSync } from 'node:child_process';
import { prepareState, startServer } from './server.mjs';

const PERSIST = '.wrangler/bench-state';
const INSPECTOR = 9231;
execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });
prepareState(PERSIST);
const server = await startServer({
  port: 8798,
  core: 0,
  persistTo: PERSIST,
  vars: { BENCH_ENDPOINTS: 'true' },
  extra: ['--inspector-port', String(INSPECTOR)],
});
try {
  let path = process.argv[2];
  if (!path) {
    // The newest product in "tops", read from the local D1 (the backend's GraphQL is not public).
    process.env.WRANGLER_PERSIST_TO = PERSIST;
    const { sql } = await import('../backend/tools/local-d1.mjs');
    const [product] = sql(
      `SELECT c.alias AS cat, p.alias FROM products p JOIN categories c ON c.id = p.category_id
      JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'
      WHERE p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories k ON k.id = pc.category_id WHERE k.alias = 'tops')
      ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    );
    path = `/sv/p/${product.cat}/${product.alias}`;
  }
  for (let i = 0; i < 50; i++) await (await fetch(server.url + path)).text();
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json();
  // wrangler's inspector proxy wants an Origin and renumbers message ids: one request at a time, answers in order.
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl, {
    headers: { origin: 'https://devtools.devprod.cloudflare.dev' },
  });
  await new Promise((r) => ws.addEventListener('open', r, { once: true }));
  let id = 0;
  let waiting = null;
  ws.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data));
    if (('result' in m || 'error' in m) && waiting) {
      const w = waiting;
      waiting = null;
      w(m.result);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      waiting = resolve;
      ws.send(JSON.stringify({ id: ++id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  await send('Profiler.start');
  execFileSync('taskset', ['-c', '1', 'wrk', '-t1', '-c8', '-d6s', server.url + path], {
    stdio: 'ignore',
  });
  const { profile } = await send('Profiler.stop');
  ws.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const total = profile.samples.length;
  for (const sample of profile.samples) {
    const f = byId.get(sample).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  // Who calls the hottest functions (self time by caller), to see which part of the page they serve.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = (nodeId) => {
    const f = byId.get(nodeId)?.callFrame;
    return f ? `${f.functionName || '(anonymous)'}:${f.lineNumber}` : '(root)';
  };
  const hottest = [...self].sort((a, b) => b[1] - a[1])[0]?.[0].split(' ')[0];
  const callers = new Map();
  for (const sample of profile.samples) {
    if ((byId.get(sample).callFrame.functionName || '(anonymous)') !== hottest) continue;
    const chain = [];
    for (let id = parent.get(sample), i = 0; id !== undefined && i < 4; id = parent.get(id), i++)
      chain.push(frame(id));
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + 1);
  }
  console.log(`${path}: ${total} samples`);
  for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  console.log(`callers of ${hottest}:`);
  for (const [key, n] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${((n / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
} finally {
  server.stop();
}
