import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from './react-render';
import type { WorkerEnv } from '../context';
import { log } from '../log';
import { readyBody } from './ready-body';
import { FRAGMENT_HEADER } from './fragment';

/** The client bundle's entry; fixed name, revalidated (README decision 10). */
export const CLIENT_ENTRY = '/assets/entry.js';

/**
 * Streams a document. The shell (everything not under Suspense) is ready before the first byte;
 * crawlers and browsers without scripts get the complete document in one piece (allReady): a deferred
 * part streamed later waits in a hidden element for a script to move it into place. A page whose parts
 * are all done by the end of the render's turn leaves whole too (readyBody).
 */
export async function streamDocument(
  c: Context<WorkerEnv>,
  document: ReactElement,
  status = 200,
): Promise<Response> {
  const shop = c.get('shop');
  // The complete document: wait for every deferred part, which then renders without suspending.
  const whole = shop.isBot || shop.noScript;
  if (whole) await Promise.all(shop.deferred);
  const stream = await renderToReadableStream(document, {
    nonce: shop.nonce,
    bootstrapModules: [CLIENT_ENTRY],
    // React outlines big finished boundaries behind their fallback, to be moved into place by a script;
    // a part finished before the first byte (a whole page, or readyBody's) is held in place instead.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      log('error', 'render error', { requestId: shop.requestId, error });
    },
  });
  if (whole) await stream.allReady;
  c.header('content-type', 'text/html; charset=utf-8');
  // Pages carry the visitor's cart and prices: never stored by shared caches.
  c.header('cache-control', 'private, no-cache');
  c.header('vary', `Cookie, ${FRAGMENT_HEADER}`);
  if (shop.config.DEBUG_HEADERS) debugHeaders(c);
  return c.body(await readyBody(stream), status as 200);
}

/**
 * Upstream requests made before the first byte (deferred parts come later) and cache lookups, for the
 * tests and the benchmark only (DEBUG_HEADERS): they tell whether another visitor asked the same thing.
 */
function debugHeaders(c: Context<WorkerEnv>) {
  const calls = c.get('upstream').upstreamCalls;
  c.header('x-upstream-requests', String(calls.length));
  c.header('x-upstream-sequential', String(sequentialDepth(calls)));
  const lookups = c.get('upstream').cacheLookups;
  c.header(
    'server-timing',
    [
      ...calls.map(
        (u, i) => `upstream-${i};dur=${(u.end - u.start).toFixed(1)};desc="${u.operation}"`,
      ),
      ...lookups.map(
        (l, i) => `${l.tier}-cache-${i};dur=${l.ms.toFixed(1)};desc="${l.operation} ${l.result}"`,
      ),
    ].join(', '),
  );
}

/** The longest chain of upstream calls where each started only after the previous one ended. */
export function sequentialDepth(calls: { start: number; end: number }[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((call, i) => {
    depth[i] =
      1 +
      Math.max(
        0,
        ...sorted.slice(0, i).map((prior, j) => (prior.end <= call.start ? depth[j]! : 0)),
      );
  });
  return Math.max(0, ...depth);
}
