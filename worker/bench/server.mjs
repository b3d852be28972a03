// Starts the Worker (Miniflare/workerd, dev-server.mjs) pinned to one core, with its own seeded local state.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

import { migrateLocal } from '../backend/tools/local-d1.mjs';

/** Applies the migrations to a local state and, unless `seed` is false, seeds the demo catalogue. */
export function prepareState(persistTo, { seed = true } = {}) {
  const env = { ...process.env, WRANGLER_PERSIST_TO: persistTo, WRANGLER_SEND_METRICS: 'false' };
  migrateLocal(persistTo);
  if (seed)
    execFileSync('node', ['worker/backend/tools/seed.mjs', '--if-empty'], {
      env,
      stdio: 'inherit',
    });
}

/**
 * The Worker on `port`, pinned to `core`, with its local state in `persistTo` (dev-server.mjs).
 * `inspectorPort` attaches the V8 inspector (the profile and the heap readings need it); without one the
 * server runs as production does, with no debugger reporting every subrequest.
 */
export async function startServer({ port, core, persistTo, vars = {}, inspectorPort }) {
  const options = {
    port,
    persistTo,
    // The benchmark reads x-upstream-* and Server-Timing, which production never sends.
    vars: { DEBUG_HEADERS: 'true', ...vars },
    inspectorPort,
  };
  const args = ['-c', String(core), 'node', 'worker/bench/dev-server.mjs', JSON.stringify(options)];
  const child = spawn('taskset', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let log = '';
  child.stderr.on('data', (d) => {
    log += d;
  });
  let exited = false;
  const gone = new Promise((resolve) => child.on('exit', resolve)).then(() => (exited = true));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    // The next server may open the same local state: it waits until this one has let go of it
    // (killed if it has not within 10 s).
    const late = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await gone;
    clearTimeout(late);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240 && !exited; i++) {
    // Readiness through the floor endpoint: it makes no upstream call, so the first page request stays cold.
    try {
      const res = await fetch(`${url}/_bench/floor?path=ready`);
      if (res.status === 404)
        return {
          url,
          cpuByRole: () => groupCpuByRole(child.pid, port),
          // All of the group's CPU (the load's per-minute readings).
          cpuMs: () => {
            const { proxy, worker, other } = groupCpuByRole(child.pid, port);
            return proxy + worker + other;
          },
          stop,
        };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the bench server on ${port} did not start:\n${log}`);
}

/** The port of this run (BENCH_PORT, 8797 by default); the run's other servers take the next three. */
export const benchPort = () => Number(process.env.BENCH_PORT ?? 8797);

/**
 * The product page the benchmark measures (the newest in "tops", as the category page lists it) and a
 * SKU of it with stock, read from the local D1 before the server starts, so that no request warms the
 * edge cache first.
 */
export async function benchProduct(persistTo) {
  process.env.WRANGLER_PERSIST_TO = persistTo;
  const { sql } = await import('../backend/tools/local-d1.mjs');
  const [product] = sql(
    `SELECT c.alias AS cat, p.alias, (SELECT s.id FROM skus s WHERE s.product_id = p.id AND s.in_stock > 0 ORDER BY s.id LIMIT 1) AS sku
    FROM products p JOIN categories c ON c.id = p.category_id JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK'
    WHERE p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories k ON k.id = pc.category_id WHERE k.alias = 'tops')
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
  );
  return { path: `/sv/p/${product.cat}/${product.alias}`, sku: product.sku };
}

/** The pages every table has, in the order the cold pass visits them (the start page first). */
export const benchPages = (productPath) => ({
  start: '/sv',
  category: '/sv/c/clothing/tops',
  product: productPath,
  checkout: '/sv/kassan',
});

/**
 * A cart with one line, through the browser's /graphql (which reads no catalogue data, so the cold pass
 * stays cold); returns its cookie. The checkout page is asked for with it (an empty checkout is a
 * different page).
 */
export async function cartCookie(url, sku) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'addToCart',
      variables: { skuId: sku, quantity: 1 },
      locale: 'sv',
      market: 'se',
    }),
  });
  if (!res.ok) throw new Error(`addToCart: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU time (user + system, ms) used so far by the server's processes (its process group), from /proc,
 * by role: `proxy`, the workerd process wrangler puts in front (it holds the listening socket and
 * forwards every request; production has no such hop), `worker`, the workerd process that runs the
 * Worker (and Miniflare's local services: D1, the cache), and `other` (node, esbuild). On a machine
 * others share, the CPU a request costs is read from here more faithfully than from throughput, which
 * the neighbours' load lowers.
 */
function groupCpuByRole(pgid, port) {
  const cpu = { proxy: 0, worker: 0, other: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state is 3rd, pgrp 5th, utime 14th, stime 15th.
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(f[2]) !== pgid) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const role = !command.includes('workerd')
        ? 'other'
        : command.includes(`entry=127.0.0.1:${port}\0`)
          ? 'proxy'
          : 'worker';
      cpu[role] += (Number(f[11]) + Number(f[12])) * TICK_MS;
    } catch {}
  }
  return cpu;
}
