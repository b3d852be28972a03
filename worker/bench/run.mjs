// npm run bench: the shop measured side by side in one run (see README, "Benchmark").
//   node worker/bench/run.mjs [--quick] [--no-lighthouse] | --scale [...] | --load [...]
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserFacts, lighthouse } from './browser.mjs';
import {
  FILLED_ARMS,
  PAGE_ARMS,
  armHeaders,
  armUrls,
  orderOf,
  putFloor,
  throughputCell,
  throughputOf,
  CHECKOUT_ARMS,
} from './arms.mjs';
import { latencies, median, percentile, timedGet } from './http.mjs';
import { remoteBackendCheckout } from './remote-backend.mjs';
import { markdown } from './report.mjs';
import {
  benchPages,
  benchPort,
  benchProduct,
  cartCookie,
  prepareState,
  startServer,
} from './server.mjs';

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

// The load generator and this script on core 1, the Worker (workerd, dev-server.mjs) on core 0.
execSync(`taskset -p -c 1 ${process.pid}`, { stdio: 'ignore' });
execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });
prepareState(PERSIST);
rmSync(`${PERSIST}/v3/cache`, { recursive: true, force: true });

const product = await benchProduct(PERSIST);
const PORT = benchPort();

const results = {
  date: new Date().toISOString(),
  machine: { cores: 2, node: process.version },
  settings: { rounds: ROUNDS, latencyRequests: LATENCY_N, wrk: WRK, serverCore: SERVER_CORE },
  server:
    'Miniflare/workerd through wrangler (no inspector), embedded backend, seeded demo catalogue',
};
const log = (...a) => console.log('bench:', ...a);

let server = await startServer({
  port: PORT,
  core: SERVER_CORE,
  persistTo: PERSIST,
  vars: { BENCH_ENDPOINTS: 'true' },
});
try {
  const pages = benchPages(product.path);
  results.pages = pages;
  // The checkout is a page only with a cart: its every request carries the cookie (every arm: latency,
  // wrk, browser, Lighthouse) and asks upstream for the checkout, which is never cached.
  const cookie = await cartCookie(server.url, product.sku);
  const headersOf = (path) => (path === pages.checkout ? { cookie } : {});
  // Each arm's request headers: the cart arm is a catalogue page asked for with the cart, the favorites
  // arm with three of the page's products as favorites (from its snapshot, below).
  const favoritesCookies = {};
  const visitorHeaders = (path, arm) =>
    arm === 'cart' || arm === 'cartAnew'
      ? { cookie }
      : arm === 'favorites'
        ? { cookie: favoritesCookies[path] }
        : headersOf(path);
  const armHeadersOf = (path, arm) => armHeaders(arm, visitorHeaders(path, arm));

  log('upstream round trips');
  const upstream = {};
  const calls = (r) => ({
    requests: Number(r.headers['x-upstream-requests']),
    sequential: Number(r.headers['x-upstream-sequential']),
  });
  // The start page first: it meets a fresh isolate (nothing cached, not even the channel).
  for (const [name, path] of Object.entries(pages))
    upstream[name] = { cold: calls(await timedGet(server.url + path, headersOf(path))) };
  for (const [name, path] of Object.entries(pages))
    upstream[name].warm = calls(await timedGet(server.url + path, headersOf(path)));
  for (const [name, path] of Object.entries(pages))
    upstream[name].warmWithCart = calls(await timedGet(server.url + path, { cookie }));
  results.upstream = upstream;

  const snapshots = {};
  for (const path of Object.values(pages)) {
    snapshots[path] = (await timedGet(server.url + path, headersOf(path))).body;
    const hearts = [...String(snapshots[path]).matchAll(/data-favorite="(\d+)"/g)].map((m) => m[1]);
    if (path === pages.category || path === pages.product) {
      if (hearts.length < 3)
        throw new Error(`${path}: fewer than three hearts for the favorites arm`);
      favoritesCookies[path] = `ralph-favorites=${[...new Set(hearts)].slice(0, 3).join(',')}`;
    }
  }
  const putFloorOf = (path) => putFloor(server.url, path, snapshots[path]);
  const arms = (path) => armUrls(server.url, path);
  // Pages are kept only from visitors without a cart or favorites (worker/screens/page-cache.ts): the
  // cart and favorites arms start with their page kept, as a shop with visitors of every kind has it
  // (twice: a page is kept when asked for again, and a first view may only refresh what it was made from).
  // A fresh connection each: after a wrk run the server may have closed the agent's idle one.
  const once = { keepAlive: false };
  const keptFor = async (path, arm) =>
    (await timedGet(server.url + path, visitorHeaders(path, arm), once)).headers['x-render'] ===
    'kept';
  const beforeArm = async (path, arm) => {
    await putFloorOf(path);
    if (FILLED_ARMS.includes(arm))
      for (let i = 0; i < 2; i++) await timedGet(server.url + path, {}, once);
  };
  // The start page lists the visitor's favorites (a CMS widget): it is rendered for a visitor with
  // some, the render arm.
  const armsOf = (path, round) =>
    orderOf(
      round,
      path === pages.checkout
        ? CHECKOUT_ARMS
        : path === pages.start
          ? PAGE_ARMS.filter((arm) => arm !== 'favorites')
          : PAGE_ARMS,
    );

  log('latency at concurrency 1');
  const lat = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      for (const arm of armsOf(path, round)) {
        await beforeArm(path, arm);
        const r = await latencies(arms(path)[arm], LATENCY_N, armHeadersOf(path, arm));
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
      const bare = s(a.bare),
        floor = s(a.floor),
        ssr = s(a.ssr),
        render = a.render && s(a.render),
        cart = a.cart && s(a.cart),
        cartAnew = a.cartAnew && s(a.cartAnew),
        favorites = a.favorites && s(a.favorites),
        quote = a.quote && s(a.quote);
      return [
        name,
        {
          bare,
          floor,
          ssr,
          render,
          renderP50Ratio: render && render.p50 / floor.p50,
          cart,
          cartP50Ratio: cart && cart.p50 / floor.p50,
          cartAnew,
          cartAnewP50Ratio: cartAnew && cartAnew.p50 / floor.p50,
          favorites,
          favoritesP50Ratio: favorites && favorites.p50 / floor.p50,
          quote,
          quoteP50Ratio: quote && quote.p50 / floor.p50,
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
  const cells = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      for (const arm of armsOf(path, round)) {
        const run = async () => {
          await beforeArm(path, arm);
          return throughputCell(server, arms(path)[arm], WRK, armHeadersOf(path, arm));
        };
        let cell = await run();
        // A cart or favorites run's requests never keep a page again: if its page went meanwhile (a
        // read it was made from refreshed), the rest of the run was rendered anew. Such a run is made
        // again, once.
        if (FILLED_ARMS.includes(arm) && !(await keptFor(path, arm))) {
          results.filledRunsRepeated = (results.filledRunsRepeated ?? 0) + 1;
          cell = await run();
        }
        ((cells[name] ??= {})[arm] ??= []).push(cell);
      }
    }
  }
  results.throughput = Object.fromEntries(
    Object.entries(cells).map(([name, byArm]) => [name, throughputOf(byArm)]),
  );

  log('browser: bytes, GraphQL requests, hydration');
  results.browser = await browserFacts(server.url, pages, headersOf);
  if (!process.argv.includes('--no-lighthouse')) {
    log('lighthouse (mobile, median of 5)');
    results.lighthouse = lighthouse(server.url, pages, quick ? 1 : 5, headersOf);
  }
} finally {
  await server.stop();
}

log('checkout with the backend in its own process');
try {
  results.remoteBackend = await remoteBackendCheckout({
    port: PORT + 2,
    serverCore: SERVER_CORE,
    wrk: WRK,
    rounds: ROUNDS,
    backendState: PERSIST,
    product,
  });
} catch (e) {
  // The rest of the run is still worth its tables; the failure is said in them.
  console.error(e);
  results.remoteBackend = { error: String(e) };
}

log('streaming with a slow deferred part (200 ms)');
server = await startServer({
  port: PORT + 1,
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
      // The related products' markup (the inline stylesheet names the class too, and the shell now
      // comes as one chunk with it).
      const firstDeferred = ssr.chunks.findIndex((c) => c.text.includes('class="card-link"'));
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
  await server.stop();
}

mkdirSync('worker/bench/results', { recursive: true });
writeFileSync('worker/bench/results/latest.json', JSON.stringify(results, null, 2));
const table = markdown(results);
writeFileSync('worker/bench/results/latest.md', table);
console.log(`\n${table}`);
