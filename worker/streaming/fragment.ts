import type { Context } from 'hono';
import { createElement, type ReactNode } from 'react';
import { renderToReadableStream } from './react-render';
import { AppContext } from '../../client/app-context';
import { CartStoreContext, createCartStore } from '../../client/stores/cart-store';
import type { WorkerEnv } from '../context';
import { appEnvOf } from './view-env';
import { log } from '../log';
import { partsReadyThisTurn, renderWhole } from './whole-document';

/** The request header asking for a page's in-place part only (client/list/ and client/product/ send it). */
export const FRAGMENT_HEADER = 'x-fragment';

/** Renders a page's fragment alone, complete (no streaming: the client swaps it in as one piece). */
export async function fragmentResponse(
  c: Context<WorkerEnv>,
  fragment: ReactNode,
  title: string,
): Promise<Response> {
  const shop = c.get('shop');
  // Islands in a fragment render as they would on a page without a cart; the browser's store takes over on hydration.
  const cartStore = createCartStore(null, { locale: shop.locale, market: shop.market.alias });
  const tree = createElement(
    AppContext.Provider,
    { value: appEnvOf(shop) },
    createElement(CartStoreContext.Provider, { value: cartStore }, fragment),
  );
  // As a page's document: one string when every part is there (README decision 180).
  const html = (await partsReadyThisTurn(shop.deferred)) ? renderWhole(tree) : null;
  const body = html ?? (await renderedStream(tree, shop.requestId));
  c.header('content-type', 'text/html; charset=utf-8');
  c.header('cache-control', 'private, no-cache');
  // The same URL answers with a page or a fragment: caches must keep them apart.
  c.header('vary', `Cookie, ${FRAGMENT_HEADER}`);
  // The page's title, for the address bar's history entry (percent-encoded: headers are Latin-1).
  c.header('x-page-title', encodeURIComponent(title));
  // For the tests and the benchmark only: it tells whether another visitor asked the same thing.
  if (shop.config.DEBUG_HEADERS) {
    c.header('x-upstream-requests', String(c.get('upstream').upstreamCalls.length));
    c.header('x-render', html === null ? 'stream' : 'whole');
  }
  return c.body(body);
}

/** The fragment streamed to its end, as one buffer: no stream to keep open. */
async function renderedStream(tree: ReactNode, requestId: string): Promise<ArrayBuffer> {
  const stream = await renderToReadableStream(tree, {
    // Whole, every part in place: the client swaps the fragment in with no script to move a part.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      log('error', 'fragment render error', { requestId, error });
    },
  });
  await stream.allReady;
  return new Response(stream).arrayBuffer();
}
