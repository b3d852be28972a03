// npm run bench: the shop measured side by side in one run (see README, "Benchmark").
//   node worker/bench/run.mjs [--quick] [--no-lighthouse] | --scale [...] | --load [...]
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserFacts, lighthouse } from './browser.mjs';
import { latencies, median, percentile, throughput, timedGet } from './http.mjs';
import { markdown } from './report.mjs';
import { prepareState, startServer } from './server.mjs';

// Two more benchmarks share the command: the catalogue-size curve and the sustained mixed load.
if (process.argv.includes('--scale') || process.argv.includes('--load')) {
  await import(process.argv.includes('--scale') ? './scale.mjs' : './load.mjs');
  process.exit(0);
}

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 1 : 3;
const LATENCY_N = quick ? 40 : 150;
const WRK = { seconds: quick ? 3 : 6, connections: 8, core: 1 };
const SERVER_CORE = 0;
const PERSIST = '.wrangler/bench-state';

// The load generator and this script on core 1, the Worker (wrangler dev + workerd) on core 0.
execSync(`taskset -p -c 1 ${process.pid}`, { stdio: 'ignore' });
execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });
prepareState(PERSIST);
rmSync(`${PERSIST}/v3/cache`, { recursive: true, force: true });

// The product (the newest in "tops", as the category page lists it) and a SKU of it with stock are read
// from the local D1 before the server starts, so that no request warms the edge cache first.
process.env.WRANGLER_PERSIST_TO = PERSIST;
const { sql } = await import('../backend/tools/local-d1.mjs');
const [product] = sql(
  `SELECT c.alias AS cat, p.alias, (SELECT s.id FROM skus s WHERE s.product_id = p.id AND s.in_stock > 0 ORDER BY s.id LIMIT 1) AS sku
  FROM products p JOIN categories c ON c.id = p.category_id JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'
  WHERE p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories k ON k.id = pc.category_id WHERE k.alias = 'tops')
  ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
);
const productPath = `/sv/p/${product.cat}/${product.alias}`;

const results = {
  date: new Date().toISOString(),
  machine: { cores: 2, node: process.version },
  settings: { rounds: ROUNDS, latencyRequests: LATENCY_N, wrk: WRK },
  server: 'wrangler dev (Miniflare/workerd), embedded backend, seeded demo catalogue',
};
const log = (...a) => console.log('bench:', ...a);

let server = await startServer({
  port: 8797,
  core: SERVER_CORE,
  persistTo: PERSIST,
  vars: { BENCH_ENDPOINTS: 'true' },
});
try {
  const pages = { start: '/sv', category: '/sv/c/clothing/tops', product: productPath };
  results.pages = pages;

  log('upstream round trips');
  const upstream = {};
  const calls = (r) => ({
    requests: Number(r.headers['x-upstream-requests']),
    sequential: Number(r.headers['x-upstream-sequential']),
  });
  for (const [name, path] of Object.entries(pages))
    upstream[name] = { cold: calls(await timedGet(server.url + path)) };
  for (const [name, path] of Object.entries(pages))
    upstream[name].warm = calls(await timedGet(server.url + path));
  // A cart exists from the first add (getCart stores nothing).
  const cart = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId: product.sku, quantity: 1 },
      locale: 'sv',
      market: 'se',
    }),
  });
  const cookie = (cart.headers.get('set-cookie') ?? '').split(';')[0];
  for (const [name, path] of Object.entries(pages))
    upstream[name].warmWithCart = calls(await timedGet(server.url + path, { cookie }));
  // The checkout needs the cart: its every request carries the cookie (and asks upstream for the cart
  // and the checkout, which are never cached).
  pages.checkout = '/sv/kassan';
  const headersOf = (path) => (path === pages.checkout ? { cookie } : {});
  upstream.checkout = {
    warmWithCart: calls(await timedGet(server.url + pages.checkout, { cookie })),
  };
  results.upstream = upstream;

  const snapshots = {};
  for (const path of Object.values(pages))
    snapshots[path] = (await timedGet(server.url + path, headersOf(path))).body;
  // The floor's snapshots live in the isolate's memory: put them again before each batch, in case wrangler
  // dev restarted the isolate (it does when a source file changes).
  const putFloor = async (path, attempt = 0) => {
    try {
      await fetch(`${server.url}/_bench/floor?path=${encodeURIComponent(path)}`, {
        method: 'PUT',
        body: snapshots[path],
        headers: { connection: 'close' },
      });
    } catch (e) {
      if (attempt < 3) return putFloor(path, attempt + 1);
      throw e;
    }
  };
  const arms = (path) => ({
    floor: `${server.url}/_bench/floor?path=${encodeURIComponent(path)}`,
    ssr: server.url + path,
  });

  log('latency at concurrency 1');
  const lat = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      const order = round % 2 ? ['ssr', 'floor'] : ['floor', 'ssr'];
      for (const arm of order) {
        await putFloor(path);
        const r = await latencies(arms(path)[arm], LATENCY_N, headersOf(path));
        (lat[name] ??= {})[arm] ??= { ttfb: [], ttlb: [] };
        lat[name][arm].ttfb.push(...r.ttfb);
        lat[name][arm].ttlb.push(...r.ttlb);
      }
    }
  }
  results.latency = Object.fromEntries(
    Object.entries(lat).map(([name, a]) => {
      const s = (x) => ({
        p50: median(x.ttlb),
        p99: percentile(x.ttlb, 99),
        ttfbP50: median(x.ttfb),
      });
      const floor = s(a.floor),
        ssr = s(a.ssr);
      return [
        name,
        {
          floor,
          ssr,
          p50Ratio: ssr.p50 / floor.p50,
          p99Ratio: ssr.p99 / floor.p99,
          firstByteGapMs: ssr.ttfbP50 - floor.ttfbP50,
        },
      ];
    }),
  );

  log(
    `throughput (wrk -c${WRK.connections}, server on core ${SERVER_CORE}, wrk on core ${WRK.core})`,
  );
  const tput = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      const order = round % 2 ? ['ssr', 'floor'] : ['floor', 'ssr'];
      for (const arm of order) {
        await putFloor(path);
        ((tput[name] ??= {})[arm] ??= []).push(throughput(arms(path)[arm], WRK, headersOf(path)));
      }
    }
  }
  results.throughput = Object.fromEntries(
    Object.entries(tput).map(([name, a]) => [
      name,
      {
        floorRps: median(a.floor),
        ssrRps: median(a.ssr),
        ratio: median(a.ssr) / median(a.floor),
        rounds: a,
      },
    ]),
  );

  log('browser: bytes, GraphQL requests, hydration');
  results.browser = await browserFacts(server.url, pages, headersOf);
  if (!process.argv.includes('--no-lighthouse')) {
    log('lighthouse (mobile, median of 5)');
    results.lighthouse = lighthouse(server.url, pages, quick ? 1 : 5, headersOf);
  }
} finally {
  server.stop();
}

log('streaming with a slow deferred part (200 ms)');
server = await startServer({
  port: 8798,
  core: SERVER_CORE,
  persistTo: PERSIST,
  vars: { BENCH_ENDPOINTS: 'true', DEFERRED_DELAY_MS: '200' },
});
try {
  const path = results.pages.product;
  const html = (await timedGet(server.url + path)).body;
  await fetch(`${server.url}/_bench/floor?path=${encodeURIComponent(path)}`, {
    method: 'PUT',
    body: html,
  });
  const stream = {};
  for (const [label, headers] of [
    ['identity', {}],
    ['gzip, br', { 'accept-encoding': 'gzip, br' }],
  ]) {
    const runs = [];
    for (let i = 0; i < (quick ? 3 : 9); i++) {
      const floor = await timedGet(
        `${server.url}/_bench/floor?path=${encodeURIComponent(path)}`,
        headers,
      );
      const ssr = await timedGet(server.url + path, headers);
      const firstDeferred = ssr.chunks.findIndex((c) => c.text.includes('card-link'));
      runs.push({
        floorTtfb: floor.ttfb,
        ttfb: ssr.ttfb,
        ttlb: ssr.ttlb,
        chunks: ssr.chunks.length,
        firstChunkBeforeSlowPart: firstDeferred !== 0 && ssr.chunks[0].t < 200,
        encoding: ssr.headers['content-encoding'] ?? 'identity',
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    stream[label] = {
      encoding: runs[0].encoding,
      floorTtfbMs: m('floorTtfb'),
      ttfbMs: m('ttfb'),
      ttlbMs: m('ttlb'),
      chunks: m('chunks'),
      firstChunkBeforeSlowPart: runs.every((r) => r.firstChunkBeforeSlowPart),
      multiChunk: runs.every((r) => r.chunks > 1),
    };
  }
  results.streaming = stream;
} finally {
  server.stop();
}

mkdirSync('worker/bench/results', { recursive: true });
writeFileSync('worker/bench/results/latest.json', JSON.stringify(results, null, 2));
const table = markdown(results);
writeFileSync('worker/bench/results/latest.md', table);
console.log(`\n${table}`);
