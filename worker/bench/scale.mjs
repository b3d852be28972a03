// npm run bench -- --scale: the cost of the catalogue pages as the catalogue grows (README, "Benchmark").
//   [--sizes 5000,50000,200000] [--samples 20]
// For each size: a local D1 state of its own (.wrangler/scale-<n>, seeded once and kept) and wrangler
// dev on BENCH_PORT (8777) or a port after it. Every sample is a page no request has asked for yet (a
// cold edge cache): its time to last byte and the upstream time of its main operation (Server-Timing).
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { migrateLocal, sql as localSql } from '../backend/tools/local-d1.mjs';
import { scaleChart } from './chart.mjs';
import { median, percentile, timedGet } from './http.mjs';
import { startServer } from './server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = arg('--sizes', '5000,50000,200000').split(',').map(Number);
const SAMPLES = Number(arg('--samples', '20'));
const PORT = Number(process.env.BENCH_PORT ?? 8777);
const TARGET = 2;
const log = (...a) => console.log('scale:', ...a);

// This script on core 1, the Worker on core 0 (as in run.mjs).
execSync(`taskset -p -c 1 ${process.pid}`, { stdio: 'ignore' });
execFileSync('node', ['client/build.mjs'], { stdio: 'inherit' });

/** Migrations, then the catalogue of `products` products unless the state already holds it. */
async function seeded(products) {
  const persist = `.wrangler/scale-${products}`;
  const env = { ...process.env, WRANGLER_PERSIST_TO: persist, WRANGLER_SEND_METRICS: 'false' };
  migrateLocal(persist);
  const sql = (q) => localSql(q, { persistTo: persist });
  const started = Date.now();
  let seedSeconds = null;
  if (sql('SELECT count(*) AS n FROM products')[0].n !== products) {
    execFileSync('node', ['worker/backend/tools/seed.mjs', '--products', String(products)], {
      env,
      stdio: 'inherit',
    });
    seedSeconds = (Date.now() - started) / 1000;
  }
  // The same products at every size (the generator's first products do not change with the size).
  const step = Math.floor(Math.min(...SIZES) / SAMPLES);
  const products_ = sql(
    `SELECT c.alias AS cat, p.alias FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.id % ${step} = 0 AND p.id <= ${step * SAMPLES} ORDER BY p.id`,
  );
  rmSync(`${persist}/v3/cache`, { recursive: true, force: true });
  return { persist, seedSeconds, products: products_ };
}

const PREFIXES = ['ul', 'ull', 'bo', 'bom', 'bomu', 'ja', 'jac', 'jack', 'sk', 'sko', 'kl', 'kla'];
PREFIXES.push('va', 'var', 'mj', 'mju', 'no', 'nor', 'mo', 'mod', 'sv', 'sva', 'le', 'lä');

/** Per page: the distinct URLs of its samples and the operation whose upstream time counts. */
const pagesFor = (products) => ({
  category: {
    operation: 'productList',
    urls: range(SAMPLES).map((i) => `/sv/c/clothing/tops${i ? `?page=${i + 1}` : ''}`),
  },
  'category + facet': {
    operation: 'productList',
    urls: range(SAMPLES).map((i) => `/sv/c/clothing/tops?brands=b~b_${i + 1}`),
  },
  search: {
    operation: 'productList',
    urls: range(SAMPLES).map((i) => `/sv/s/ull${i ? `?page=${i + 1}` : ''}`),
  },
  'type-ahead': {
    operation: null,
    urls: PREFIXES.slice(0, SAMPLES).map(
      (q) => `/search/suggest?q=${encodeURIComponent(q)}&take=10&locale=sv&market=se`,
    ),
  },
  product: {
    operation: 'product',
    urls: products.map((p) => `/sv/p/${p.cat}/${p.alias}`),
  },
});
const range = (n) => Array.from({ length: n }, (_, i) => i);

/** The main operation's upstream time from Server-Timing (`upstream-0;dur=12.3;desc="productList"`). */
function upstreamMs(header, operation) {
  if (!operation || !header) return null;
  const hit = String(header)
    .split(',')
    .map((e) => /dur=([\d.]+);desc="([^"]+)"/.exec(e))
    .find((m) => m && m[2] === operation && /^\s*upstream-/.test(m.input));
  return hit ? Number(hit[1]) : null;
}

const stats = (xs) => (xs.length ? { p50: median(xs), p99: percentile(xs, 99) } : null);

const results = {
  date: new Date().toISOString(),
  machine: { cores: 2, node: process.version },
  settings: { samples: SAMPLES, port: PORT, note: 'each sample a distinct, uncached page' },
  sizes: [],
};
// Every size is seeded first, then served at once on ports of its own (BENCH_PORT, +1, +2), and each
// sample asks every size in turn: the machine's load then weighs on all sizes alike.
const states = [];
for (const size of SIZES) {
  log(`${size} products: seeding`);
  states.push({ size, ...(await seeded(size)) });
}
const servers = [];
try {
  for (const [i, state] of states.entries())
    servers.push(
      await startServer({
        port: PORT + i,
        core: 0,
        persistTo: state.persist,
      }),
    );
  // Warms each isolate and what every page shares (channel, menus, categories, the list's own info).
  for (const server of servers)
    for (const path of ['/sv', '/sv/c/clothing/tops?sort=MOST_SOLD', '/sv/s/warmup'])
      await timedGet(server.url + path);
  const samples = states.map(() => ({}));
  const kinds = Object.keys(pagesFor(states[0].products));
  for (const name of kinds) {
    log(name);
    for (let n = 0; n < SAMPLES; n++)
      for (let k = 0; k < states.length; k++) {
        const i = (n + k) % states.length;
        const page = pagesFor(states[i].products)[name];
        const url = page.urls[n];
        if (!url) continue;
        const r = await timedGet(servers[i].url + url);
        if (r.status !== 200) throw new Error(`${states[i].size} ${url}: ${r.status}`);
        const cell = (samples[i][name] ??= { ssr: [], upstream: [] });
        cell.ssr.push(r.ttlb);
        const u = upstreamMs(r.headers['server-timing'], page.operation);
        if (u !== null) cell.upstream.push(u);
      }
  }
  for (const [i, state] of states.entries())
    results.sizes.push({
      products: state.size,
      seedSeconds: state.seedSeconds,
      pages: Object.fromEntries(
        kinds.map((name) => {
          const cell = samples[i][name];
          return [
            name,
            { ssr: stats(cell.ssr), upstream: stats(cell.upstream), samples: cell.ssr.length },
          ];
        }),
      ),
    });
} finally {
  for (const server of servers) await server.stop();
}

const first = results.sizes[0],
  last = results.sizes[results.sizes.length - 1];
results.growth = Object.fromEntries(
  Object.keys(first.pages).map((name) => {
    const factor = (k) =>
      first.pages[name][k] && last.pages[name][k]
        ? last.pages[name][k].p50 / first.pages[name][k].p50
        : null;
    return [name, { ssrP50: factor('ssr'), upstreamP50: factor('upstream') }];
  }),
);

mkdirSync('worker/bench/results', { recursive: true });
writeFileSync('worker/bench/results/scale.json', JSON.stringify(results, null, 2));
writeFileSync('worker/bench/results/scale.md', scaleMarkdown(results));
writeFileSync('worker/bench/results/scale.svg', scaleChart(results));
console.log(`\n${scaleMarkdown(results)}`);

function scaleMarkdown(r) {
  const ms = (s) => (s ? `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)}` : '–');
  const x = (f) => (f === null ? '–' : `${f.toFixed(2)}×`);
  const sizes = r.sizes.map((s) => s.products.toLocaleString('en').replace(/,/g, ' '));
  const head = `| page | ${sizes.map((s) => `${s}: upstream / page (p50 / p99 ms)`).join(' | ')} | growth p50 upstream | growth p50 page | ≤ ${TARGET}× |`;
  const rows = Object.keys(r.growth).map((name) => {
    const g = r.growth[name];
    const worst = Math.max(g.ssrP50 ?? 0, g.upstreamP50 ?? 0);
    const cells = r.sizes.map((s) => `${ms(s.pages[name].upstream)} · ${ms(s.pages[name].ssr)}`);
    return `| ${name} | ${cells.join(' | ')} | ${x(g.upstreamP50)} | ${x(g.ssrP50)} | ${worst <= TARGET ? 'yes' : 'no'} |`;
  });
  const seeds = r.sizes
    .map(
      (s) => `${s.products}: ${s.seedSeconds === null ? 'kept' : `${s.seedSeconds.toFixed(0)} s`}`,
    )
    .join(', ');
  return [
    `Catalogue-size curve, ${r.date.slice(0, 10)}, ${r.settings.samples} cold pages per cell (each a page not asked for before).`,
    `Upstream: the page's main operation in Server-Timing (type-ahead has none: its time is the request's). Seeding: ${seeds}.`,
    '',
    head,
    `|${'---|'.repeat(r.sizes.length + 4)}`,
    ...rows,
    '',
  ].join('\n');
}
