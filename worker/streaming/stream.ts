import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from './react-render';
import type { WorkerEnv } from '../context';
import { log } from '../log';
import { readyBody } from './ready-body';
import { coalesceFlushes } from './coalesce';
import { FRAGMENT_HEADER } from './fragment';
import { CLIENT_ENTRY, partsReadyThisTurn, renderWholeDocument } from './whole-document';

/**
 * Sends a document. A page whose deferred parts all have their data (a warm page; crawlers and browsers
 * without scripts, for whom every part is waited for) is rendered whole, as one string
 * (renderWholeDocument). Otherwise it streams: the shell (everything not under Suspense) before the
 * first byte, and each deferred part as it arrives, in a hidden element for a script to move into place.
 */
export async function streamDocument(
  c: Context<WorkerEnv>,
  document: ReactElement,
  status = 200,
  onWhole?: (html: string) => void,
): Promise<Response> {
  const shop = c.get('shop');
  const whole = shop.isBot || shop.noScript;
  // The calls the first byte waits for: the shell's, and for a whole document every part's. (A part that
  // happens to arrive within partsReadyThisTurn's zero-delay timer is not waited for.)
  const counted = whole ? undefined : c.get('upstream').upstreamCalls.length;
  if (whole) await Promise.all(shop.deferred);
  const ready = whole || (await partsReadyThisTurn(shop.deferred));
  const html = ready ? renderWholeDocument(document, shop.nonce) : null;
  if (html !== null) {
    onWhole?.(html);
    return c.body(html, status as 200, documentHeaders(c, 'whole', counted));
  }
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
  // A part not there by the timer streams in when it comes; a page declined above had every part.
  const body = ready ? await readyBody(stream) : stream.pipeThrough(coalesceFlushes());
  return c.body(body, status as 200, documentHeaders(c, 'stream', counted));
}

/** A document kept whole from an earlier request (worker/screens/page-cache.ts), as bytes. */
export const sendKeptDocument = (c: Context<WorkerEnv>, body: Uint8Array<ArrayBuffer>) =>
  c.body(body, 200, documentHeaders(c, 'kept'));

type Render = 'whole' | 'stream' | 'kept';

function documentHeaders(c: Context<WorkerEnv>, render: Render, calls?: number) {
  if (c.get('shop').config.DEBUG_HEADERS) debugHeaders(c, render, calls);
  return {
    'content-type': 'text/html; charset=utf-8',
    // Pages carry the visitor's cart and prices: never stored by shared caches.
    'cache-control': 'private, no-cache',
    vary: `Cookie, ${FRAGMENT_HEADER}`,
  };
}

/**
 * Upstream requests made before the first byte (deferred parts come later) and cache lookups, for the
 * tests and the benchmark only (DEBUG_HEADERS): they tell whether another visitor asked the same thing.
 */
function debugHeaders(c: Context<WorkerEnv>, render: Render, count?: number) {
  // How the document was rendered (whole-document.ts), or that it was not (kept).
  c.header('x-render', render);
  const calls = c.get('upstream').upstreamCalls.slice(0, count);
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
