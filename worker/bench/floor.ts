import type { Context } from 'hono';
import type { WorkerEnv } from '../context';

/**
 * The benchmark's floor: a page's bytes served as a plain response by this same Worker, behind the same
 * middleware, so "SSR / floor" isolates the cost of rendering. Mounted only when BENCH_ENDPOINTS is true
 * (npm run bench sets it; never in wrangler.toml). The snapshots live in this isolate's memory: the one
 * mutable module-level value in the Worker, acceptable only because it is bench-only and holds no visitor data.
 */
const snapshots = new Map<string, string>();

export async function benchFloor(c: Context<WorkerEnv>): Promise<Response> {
  if (c.get('config').BENCH_ENDPOINTS !== true) return c.notFound();
  const path = c.req.query('path') ?? '/';
  if (c.req.method === 'PUT') {
    snapshots.set(path, await c.req.text());
    return c.body(null, 204);
  }
  const html = snapshots.get(path);
  if (html === undefined) return c.text('no snapshot for this path', 404);
  return c.body(html, 200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache',
  });
}
