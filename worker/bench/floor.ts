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

/** The request header that asks a checkout path for its quote floor (benchQuoteFloor). */
export const QUOTE_FLOOR_HEADER = 'x-bench-floor';

/**
 * The checkout's own floor: its page's path asked with QUOTE_FLOOR_HEADER runs everything the page runs
 * before rendering (every middleware, the shop's scope, and `quote`: the page's one upstream call for
 * the visitor's quote), then answers with the snapshot /_bench/floor holds for that path. No server-rendered checkout can cost
 * less, so "quote / floor" is the best SSR/floor the checkout could reach, and "SSR / quote" is the
 * render's own share. Null when the request is not one (the page goes on as usual).
 */
export function benchQuoteFloor(
  c: Context<WorkerEnv>,
  quote: () => Promise<unknown>,
): Promise<Response> | null {
  if (c.get('config').BENCH_ENDPOINTS !== true || c.req.header(QUOTE_FLOOR_HEADER) !== 'quote')
    return null;
  return (async () => {
    const checkout = await quote();
    const html = snapshots.get(new URL(c.req.url).pathname);
    if (!checkout || html === undefined) return c.text('no cart or no snapshot for this path', 404);
    return c.body(html, 200, HTML_HEADERS);
  })();
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
