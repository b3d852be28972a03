// npm run bench -- --load [--minutes N] [--rate R]: a sustained mixed load at a fixed rate (open loop:
// requests leave on schedule whether or not earlier ones answered, and latency counts from the scheduled
// time), minute by minute; between minutes, with nothing in flight, the isolate's heap after a forced GC
// is read through the inspector.
// See README "Benchmark"; writes worker/bench/results/load.{json,md}.
import { execFileSync, execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { attachHeap } from './heap.mjs';
import { median, percentile } from './http.mjs';
import { writeLoadReport } from './load-report.mjs';
import { prepareState, startServer } from './server.mjs';

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const PORT = Number(process.env.BENCH_PORT ?? 8757);
const INSPECTOR = PORT + 1000;
const PERSIST = '.wrangler/load-state';
const DISTINCT_TARGET = 20_000;
const HEAP_LIMIT_MIB = 64;
const PROBE = { seconds: 30, concurrency: 8 };
// Requests per 50: pages first (product, list, search), then cart adds and the checkout page.
const MIX = { product: 20, list: 15, search: 10, cart: 3, checkout: 2 };
const PAGE_SHARE = (MIX.product + MIX.list + MIX.search) / 50;
const ADDS_PER_CART = 5;

// The load generator on core 1, the Worker (workerd, dev-server.mjs) on core 0, as in npm run bench.
execSync(`taskset -p -c 1 ${process.pid}`, { stdio: 'ignore' });
execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });
prepareState(PERSIST);
// Every run starts with a cold edge cache: the distinct pages are rendered, not replayed.
rmSync(`${PERSIST}/v3/cache`, { recursive: true, force: true });
process.env.WRANGLER_PERSIST_TO = PERSIST;
const { catalogueMix } = await import('./catalogue-mix.mjs');
const log = (...a) => console.log('load:', ...a);

log('reading the URL mix from the local D1');
const mix = catalogueMix();
const pools = { product: mix.product, list: mix.list, search: mix.search };
log(
  Object.entries(pools)
    .map(([k, v]) => `${v.length} ${k}`)
    .join(', '),
  'distinct pages',
);

const server = await startServer({
  port: PORT,
  core: 0,
  persistTo: PERSIST,
  inspectorPort: INSPECTOR,
});

// Open loop: as many sockets as requests in flight, so that none waits for another's answer.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const TIMEOUT_MS = 30_000;
/** One request, its body read whole; never rejects: not ok on a status of 400 or more, a timeout or a socket error. */
function send(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const failed = (e) => resolve({ url: path, ok: false, error: e.message });
    const req = http.request(server.url + path, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (d) => body !== undefined && chunks.push(d));
      res.on('error', failed);
      res.on('end', () =>
        resolve({
          url: path,
          status: res.statusCode,
          ok: res.statusCode < 400,
          body: Buffer.concat(chunks).toString(),
          cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
        }),
      );
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', failed);
    req.end(body);
  });
}

// The kinds in a fixed interleaved order; each page kind walks its shuffled pool (and wraps around).
const pattern = Object.entries(MIX).flatMap(([kind, n]) => Array(n).fill(kind));
const order = pattern.map((_, i) => pattern[(i * 17) % pattern.length]);
const cursor = { product: 0, list: 0, search: 0 };
const nextUrl = (kind) => pools[kind][cursor[kind]++ % pools[kind].length];

// Shoppers: each a client address of its own (the rate limit counts per CF-Connecting-IP) and a cart
// that takes a few adds; an add in flight keeps its shopper busy so that its cookie arrives first.
let shopperCount = 0;
let skuIndex = 0;
const open = [];
const carts = [];
const newShopper = () => {
  const n = ++shopperCount;
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, cookie: '', adds: 0 };
};
const cartOf = (body) => {
  try {
    return JSON.parse(body).data?.cart;
  } catch {
    return undefined;
  }
};
async function addToCart() {
  const shopper = open.find((s) => !s.busy) ?? open[open.push(newShopper()) - 1];
  shopper.busy = true;
  const skuId = mix.skus[skuIndex++ % mix.skus.length];
  const r = await send('/graphql', {
    method: 'POST',
    headers: {
      origin: server.url,
      'content-type': 'application/json',
      'cf-connecting-ip': shopper.ip,
      ...(shopper.cookie && { cookie: shopper.cookie }),
    },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId, quantity: 1 },
      locale: 'sv',
      market: 'se',
    }),
  });
  shopper.busy = false;
  if (r.ok && !cartOf(r.body)) r.ok = false;
  if (r.ok) {
    shopper.cookie ||= r.cookie;
    if (++shopper.adds === 1) carts.push(shopper);
    if (carts.length > 100) carts.shift();
    if (shopper.adds >= ADDS_PER_CART) open.splice(open.indexOf(shopper), 1);
  }
  return r;
}
let checkouts = 0;
const checkout = () => {
  const shopper = carts[checkouts++ % carts.length];
  return send('/sv/kassan', {
    headers: { cookie: shopper.cookie, 'cf-connecting-ip': shopper.ip },
  });
};
const visited = new Set();
const request = (kind) => {
  if (kind === 'cart') return addToCart();
  if (kind === 'checkout') return checkout();
  const url = nextUrl(kind);
  visited.add(url);
  return send(url);
};

let results;
let heap;
try {
  // An unknown path outside the locales: the Worker answers a redirect, without upstream calls.
  heap = await attachHeap(INSPECTOR, () => send('/_load/heap'));
  log('warm-up: ten carts and a page of each kind');
  for (let i = 0; i < 10; i++) await addToCart();
  if (!carts.length) throw new Error('no cart could be made: the checkout page needs one');
  for (const kind of Object.keys(MIX)) await request(kind);
  const baseline = await heap.sample();

  log(`capacity probe: closed loop, ${PROBE.concurrency} at a time, ${PROBE.seconds} s`);
  let probed = 0;
  let probeErrors = 0;
  const probeEnd = performance.now() + PROBE.seconds * 1000;
  await Promise.all(
    Array.from({ length: PROBE.concurrency }, async () => {
      while (performance.now() < probeEnd) {
        const r = await request(order[probed++ % order.length]);
        if (!r.ok) probeErrors++;
      }
    }),
  );
  const capacity = probed / PROBE.seconds;
  const rate = option('rate') ?? Math.max(1, Math.floor(capacity / 2));
  // At a rate too low for the distinct pages in ten minutes, the run takes longer instead.
  const needed = Math.ceil(DISTINCT_TARGET / (rate * PAGE_SHARE * 60));
  const minutes = option('minutes') ?? Math.max(10, needed);
  log(`capacity ${capacity.toFixed(1)} req/s; running ${rate} req/s for ${minutes} min`);
  if (needed > 10) log(`${DISTINCT_TARGET} distinct pages at ${rate} req/s take ${needed} min`);

  visited.clear();
  const perMinute = Array.from({ length: minutes }, () => ({ samples: [], errors: 0, lagMs: 0 }));
  const byKind = Object.fromEntries(
    Object.keys(MIX).map((k) => [k, { samples: [], errors: 0, statuses: {} }]),
  );
  const errorSamples = [];
  const heapByMinute = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const perMinuteCount = Math.round(rate * 60);
  const total = perMinuteCount * minutes;
  const interval = 1000 / rate;
  // The server processes' CPU time (server.mjs cpuMs, where it has it), read at each minute's end.
  const cpuAt = [server.cpuMs?.()];
  const pending = new Set();
  let sent = 0;
  const fire = (bucket, at) => {
    const kind = order[sent++ % order.length];
    bucket.lagMs = Math.max(bucket.lagMs, performance.now() - at);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    const p = request(kind).then((r) => {
      inFlight--;
      const ms = performance.now() - at;
      bucket.samples.push(ms);
      byKind[kind].samples.push(ms);
      const status = r.status ?? 'none';
      byKind[kind].statuses[status] = (byKind[kind].statuses[status] ?? 0) + 1;
      if (!r.ok) {
        bucket.errors++;
        byKind[kind].errors++;
        if (errorSamples.length < 20)
          errorSamples.push({ kind, url: r.url, status: r.status, error: r.error });
      }
    });
    pending.add(p);
    p.finally(() => pending.delete(p));
  };
  // Minute by minute: a minute of open-loop load, its answers awaited, then the heap after a forced GC
  // while nothing is sent (under load workerd may leave a requested GC unanswered for over a minute).
  for (const [m, bucket] of perMinute.entries()) {
    const t0 = performance.now() + 20;
    await new Promise((done) => {
      let j = 0;
      const tick = () => {
        const now = performance.now();
        for (; j < perMinuteCount && t0 + j * interval <= now; j++) fire(bucket, t0 + j * interval);
        if (j < perMinuteCount) setTimeout(tick, Math.min(5, Math.max(0, t0 + j * interval - now)));
        else done();
      };
      tick();
    });
    await Promise.all(pending);
    cpuAt[m + 1] = server.cpuMs?.();
    const s = await heap.sample().catch((e) => ({ error: String(e) }));
    heapByMinute[m] = { ...s, maxInFlight };
    log(
      `minute ${m + 1}: ${bucket.samples.length} answered, memory ${s.memoryMiB?.toFixed(1)} MiB (JS heap ${s.usedMiB?.toFixed(1)})`,
    );
    maxInFlight = inFlight;
  }
  const after = await heap.sample();

  const stats = (xs) => ({ p50: median(xs), p99: percentile(xs, 99) });
  results = {
    date: new Date().toISOString(),
    machine: { cores: 2, node: process.version },
    server:
      'Miniflare/workerd through wrangler on core 0 (inspector attached for the heap), embedded backend, seeded demo catalogue',
    settings: { rate, minutes, probe: { ...PROBE, rps: capacity, errors: probeErrors }, mix: MIX },
    pools: Object.fromEntries(Object.entries(pools).map(([k, v]) => [k, v.length])),
    minutes: perMinute.map((b, m) => ({
      minute: m + 1,
      requests: b.samples.length,
      errors: b.errors,
      ...stats(b.samples),
      generatorLagMs: b.lagMs,
      serverCpuMsPerRequest: (cpuAt[m + 1] - cpuAt[m]) / b.samples.length,
      heap: heapByMinute[m] ?? null,
    })),
    kinds: Object.fromEntries(
      Object.entries(byKind).map(([k, b]) => [
        k,
        { requests: b.samples.length, errors: b.errors, statuses: b.statuses, ...stats(b.samples) },
      ]),
    ),
    requests: total,
    errors: perMinute.reduce((n, b) => n + b.errors, 0),
    errorSamples,
    distinctPages: visited.size,
    shoppers: shopperCount,
    heap: { baseline, after, limitMiB: HEAP_LIMIT_MIB },
    distinctTarget: DISTINCT_TARGET,
  };
} finally {
  heap?.close();
  await server.stop();
}
writeLoadReport(results);
