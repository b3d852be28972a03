// CPU profiles of the Worker under load (npm run bench:profile [page or path …]): the bench's server with the
// V8 inspector on one core, wrk on the other, the samples summed by function (self time) and by file.
// Shows what an SSR page spends its time on; writes worker/bench/results/profile.md.
//   BENCH_PORT=8767 npm run bench:profile -- start category product checkout [--callers=fn,…] [--remote-backend] [--kept] [--quote]
// Pages are rendered anew (the render arm's header); --kept profiles them as an anonymous visitor gets them;
// --quote profiles the checkout's own floor (its bytes after its upstream call: the quote arm).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  benchPages,
  benchPort,
  benchProduct,
  cartCookie,
  prepareState,
  startServer,
} from './server.mjs';
import { STOREFRONT_STATE } from './remote-backend.mjs';
import { armHeaders, putFloor } from './arms.mjs';

const PERSIST = '.wrangler/bench-state';
const PORT = benchPort();
// 9231 with the default port; each helper's BENCH_PORT gives its own.
const INSPECTOR = Number(process.env.BENCH_INSPECTOR_PORT ?? PORT + 434);
const SAMPLE_US = 200;
const SECONDS = 6;

execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });
prepareState(PERSIST);
const product = await benchProduct(PERSIST);
const pages = benchPages(product.path);
const asked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
// --callers=init,mergeDefs: whose calls these functions serve (the hottest one's always shown).
const traced = (process.argv.find((a) => a.startsWith('--callers='))?.slice(10) ?? '')
  .split(',')
  .filter(Boolean);
const targets = (asked.length ? asked : Object.keys(pages)).map((a) => [a, pages[a] ?? a]);

// --remote-backend: the backend in its own process on core 1 (as in the bench's remote checkout), so
// the profile holds the storefront's work only.
const remote = process.argv.includes('--remote-backend');
const backend = remote
  ? await startServer({
      port: PORT + 2,
      core: 1,
      persistTo: PERSIST,
      vars: { BENCH_ENDPOINTS: 'true' },
    })
  : null;
const report = [`# CPU profiles ${new Date().toISOString()}`, ''];
let server;
try {
  if (remote) prepareState(STOREFRONT_STATE, { seed: false });
  server = await startServer({
    port: PORT,
    core: 0,
    persistTo: remote ? STOREFRONT_STATE : PERSIST,
    vars: {
      BENCH_ENDPOINTS: 'true',
      ...(backend ? { COMMERCE_API_URL: `${backend.url}/_bench/commerce/graphql` } : {}),
    },
    inspectorPort: INSPECTOR,
  });
  const cookie = await cartCookie(server.url, product.sku);
  const inspector = await connect();
  for (const [name, path] of targets) {
    // Only the checkout needs the cart; every other page is measured as a visitor without one.
    const own = path === pages.checkout ? { cookie } : {};
    const quote = process.argv.includes('--quote') && path === pages.checkout;
    if (quote)
      await putFloor(
        server.url,
        path,
        await (await fetch(server.url + path, { headers: own })).text(),
      );
    const headers = armHeaders(
      quote ? 'quote' : process.argv.includes('--kept') ? 'ssr' : 'render',
      own,
    );
    for (let i = 0; i < 50; i++) await (await fetch(server.url + path, { headers })).text();
    const { profile, requests } = await profiled(inspector, server.url + path, headers);
    const lines = summary(`${name} (${path})`, profile, requests);
    console.log(lines.join('\n'));
    report.push(...lines, '');
  }
  inspector.close();
} finally {
  await server?.stop();
  await backend?.stop();
}
mkdirSync('worker/bench/results', { recursive: true });
writeFileSync('worker/bench/results/profile.md', report.join('\n'));

/** The isolate's inspector; wrangler's proxy wants an Origin and renumbers ids: one call at a time. */
async function connect() {
  const list = await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json();
  const ws = new WebSocket(list[0].webSocketDebuggerUrl, {
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
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        waiting = resolve;
        ws.send(JSON.stringify({ id: ++id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** A profile of SECONDS of wrk -c8 on the page, and how many requests wrk completed meanwhile. */
async function profiled(inspector, url, headers) {
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  await inspector.send('Profiler.start');
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const out = execFileSync(
    'taskset',
    ['-c', '1', 'wrk', '-t1', '-c8', `-d${SECONDS}s`, ...h, url],
    { encoding: 'utf8' },
  );
  const { profile } = await inspector.send('Profiler.stop');
  return { profile, requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN) };
}

/** Self time by function and by file, the callers of the hottest function, and the CPU per request. */
function summary(title, profile, requests) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = profile.samples.length;
  const name = (f) => f.functionName || '(anonymous)';
  const self = new Map();
  const files = new Map();
  let idle = 0;
  for (const sample of profile.samples) {
    const f = byId.get(sample).callFrame;
    if (name(f) === '(idle)') idle++;
    const key = `${name(f)} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const file = f.url ? f.url.split('/').slice(-3).join('/') : name(f);
    files.set(file, (files.get(file) ?? 0) + 1);
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frame = (nodeId) => {
    const f = byId.get(nodeId)?.callFrame;
    return f ? `${name(f)}:${f.lineNumber}` : '(root)';
  };
  const busy = [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]);
  // The hottest function of ours or a library's (not a native frame such as the garbage collector).
  const hottest = busy.map(([k]) => k.split(' ')[0]).find((fn) => !fn.startsWith('('));
  const callersOf = (fn) => {
    const callers = new Map();
    for (const sample of profile.samples) {
      if (name(byId.get(sample).callFrame) !== fn) continue;
      const chain = [];
      for (let id = parent.get(sample), i = 0; id !== undefined && i < 4; id = parent.get(id), i++)
        chain.push(frame(id));
      const key = chain.join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + 1);
    }
    return [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8);
  };
  const pct = (n) => `${((n / total) * 100).toFixed(1).padStart(5)} %`;
  const cpuMsPerRequest = ((total - idle) * SAMPLE_US) / 1000 / requests;
  return [
    `## ${title}`,
    '',
    `${total} samples of ${SAMPLE_US} µs, ${requests} requests: ${cpuMsPerRequest.toFixed(2)} ms of isolate CPU (not idle) per request, profiler overhead included.`,
    '',
    '```',
    'self time by function:',
    ...busy.slice(0, 25).map(([key, n]) => `${pct(n)}  ${key}`),
    '',
    'self time by file:',
    ...[...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([f, n]) => `${pct(n)}  ${f}`),
    ...[hottest, ...traced].flatMap((fn) => [
      '',
      `callers of ${fn}:`,
      ...callersOf(fn).map(([k, n]) => `${pct(n)}  ${k}`),
    ]),
    '```',
  ];
}
