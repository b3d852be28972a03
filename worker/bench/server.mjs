// Starts wrangler dev (Miniflare/workerd) pinned to one core, with its own seeded local state.
import { execFileSync, spawn } from 'node:child_process';

export function prepareState(persistTo) {
  const env = { ...process.env, WRANGLER_PERSIST_TO: persistTo, WRANGLER_SEND_METRICS: 'false' };
  execFileSync(
    'npx',
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
    { env, stdio: 'ignore' },
  );
  execFileSync('node', ['worker/backend/tools/seed.mjs', '--if-empty'], { env, stdio: 'inherit' });
}

export async function startServer({ port, core, persistTo, vars = {}, extra = [] }) {
  const args = [
    '-c',
    String(core),
    'npx',
    'wrangler',
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--log-level',
    'error',
    // The benchmark reads x-upstream-* and Server-Timing, which production never sends.
    ...Object.entries({ DEBUG_HEADERS: 'true', ...vars }).flatMap(([k, v]) => [
      '--var',
      `${k}:${v}`,
    ]),
    ...extra,
  ];
  const child = spawn('taskset', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let log = '';
  child.stderr.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    // Readiness through the floor endpoint: it makes no upstream call, so the first page request stays cold.
    try {
      const res = await fetch(`${url}/_bench/floor?path=ready`);
      if (res.status === 404)
        return {
          url,
          stop: () => {
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {}
          },
        };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev on ${port} did not start:\n${log}`);
}
