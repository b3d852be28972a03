import type { Context } from 'hono';
import type { WorkerEnv } from '../context';
import { cartApi } from '../commerce/cart';
import { catalogue } from '../commerce/catalogue';
import { checkoutApi } from '../commerce/checkout';
import { createCommerceClient, type CommerceScope } from '../commerce/client';
import { workersEdgeCache } from '../commerce/edge-cache';

/** Commerce access for one request, in one scope: catalogue (edge-cached) and cart (never cached). */
export function commerceFor(c: Context<WorkerEnv>, scope: Omit<CommerceScope, 'channelId'>) {
  const config = c.get('config');
  const endpoint =
    config.COMMERCE_API_URL === 'embedded'
      ? new URL('/_commerce/graphql', c.req.url).href
      : config.COMMERCE_API_URL;
  const waitUntil = (p: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(p);
    } catch {
      void p;
    }
  };
  const client = createCommerceClient({
    endpoint,
    apiKey: config.COMMERCE_API_KEY,
    scope: { ...scope, channelId: config.CHANNEL_ID },
    fetch: c.get('upstreamFetch'),
    cache: edgeCache(),
    waitUntil,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    requestId: c.get('requestId'),
    onUpstream: (call) => c.get('upstream').upstreamCalls.push(call),
    onCacheLookup: (lookup) => c.get('upstream').cacheLookups.push(lookup),
    onRead: (read) => c.get('upstream').reads.push(read),
  });
  const images = { imageBase: config.IMAGE_BASE_URL };
  return {
    client,
    catalogue: catalogue(client, images, config.CHANNEL_ID, c.get('requestId')),
    cart: (cartMarket: string) => cartApi(client, images, cartMarket),
    checkout: (checkoutMarket: string) => checkoutApi(client, images, checkoutMarket),
  };
}

// The Workers Cache API's default cache (the DOM typings of `caches` do not know `default`).
const edgeCache = () =>
  typeof caches === 'undefined'
    ? null
    : workersEdgeCache((caches as unknown as { default: Cache }).default);
