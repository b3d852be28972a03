import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import type { Bindings } from '../env';

/**
 * The benchmark's floors: a page's bytes served as a plain response by this same Worker. /_bench/floor
 * answers behind the same middleware, so "SSR / floor" isolates the cost of rendering; /_bench/bare
 * answers from the Worker's entry before Hono and every middleware (worker/index.ts), so "floor − bare"
 * is the middleware's own cost. Mounted only when BENCH_ENDPOINTS is true (npm run bench sets it; never
 * in wrangler.toml). The snapshots live in this isolate's memory: the one mutable module-level value in
 * the Worker, acceptable only because it is bench-only and holds no visitor data.
 */
const snapshots = new Map<string, string>();

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-cache',
};

export async function benchFloor(c: Context<WorkerEnv>): Promise<Response> {
  if (c.get('config').BENCH_ENDPOINTS !== true) return c.notFound();
  const path = c.req.query('path') ?? '/';
  if (c.req.method === 'PUT') {
    snapshots.set(path, await c.req.text());
    return c.body(null, 204);
  }
  const html = snapshots.get(path);
  if (html === undefined) return c.text('no snapshot for this path', 404);
  return c.body(html, 200, HTML_HEADERS);
}

/** Whether the entry should answer this request itself: GET /_bench/bare with BENCH_ENDPOINTS on. */
export const isBenchBare = (request: Request, env: Bindings) =>
  (env.BENCH_ENDPOINTS === 'true' || env.BENCH_ENDPOINTS === '1') &&
  request.method === 'GET' &&
  new URL(request.url).pathname === '/_bench/bare';

/** The stricter floor: the snapshot /_bench/floor holds for ?path=, with no middleware at all. */
export function benchBare(request: Request): Response {
  const html = snapshots.get(new URL(request.url).searchParams.get('path') ?? '/');
  if (html === undefined) return new Response('no snapshot for this path', { status: 404 });
  return new Response(html, { headers: HTML_HEADERS });
}
