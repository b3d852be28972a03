// The checkout as production runs it: the commerce API in a process of its own. In the main run the
// embedded backend answers in-process, so the checkout's CPU includes the backend's GraphQL and the
// local D1 simulator's work for its one cart read; here a second server (on the load generator's core)
// answers /_bench/commerce/graphql, and only the storefront's processes are measured.
import { rmSync } from 'node:fs';
import {
  armHeaders,
  armUrls,
  CHECKOUT_ARMS,
  orderOf,
  putFloor,
  throughputCell,
  throughputOf,
} from './arms.mjs';
import { timedGet } from './http.mjs';
import { benchPages, cartCookie, prepareState, startServer } from './server.mjs';

/** The storefront's own state (no catalogue: that is the backend's). */
export const STOREFRONT_STATE = '.wrangler/bench-storefront';

export async function remoteBackendCheckout({
  port,
  serverCore,
  wrk,
  rounds,
  backendState,
  product,
}) {
  prepareState(STOREFRONT_STATE, { seed: false });
  // As the main run clears its own: no page comes from an earlier run's edge cache.
  rmSync(`${STOREFRONT_STATE}/v3/cache`, { recursive: true, force: true });
  const backend = await startServer({
    port,
    core: wrk.core,
    persistTo: backendState,
    vars: { BENCH_ENDPOINTS: 'true' },
  });
  let server;
  try {
    server = await startServer({
      port: port + 1,
      core: serverCore,
      persistTo: STOREFRONT_STATE,
      vars: {
        BENCH_ENDPOINTS: 'true',
        COMMERCE_API_URL: `${backend.url}/_bench/commerce/graphql`,
      },
    });
    const headers = { cookie: await cartCookie(server.url, product.sku) };
    const path = benchPages(product.path).checkout;
    // The first requests fill the storefront's caches (channel, menus); then only the checkout is asked.
    for (let i = 0; i < 3; i++) await timedGet(server.url + path, headers);
    const page = await timedGet(server.url + path, headers);
    if (page.status !== 200 || page.headers['x-upstream-requests'] !== '1')
      throw new Error(
        `remote checkout: ${page.status}, ${page.headers['x-upstream-requests']} upstream`,
      );
    const cells = {};
    for (let round = 0; round < rounds; round++)
      for (const arm of orderOf(round, CHECKOUT_ARMS)) {
        await putFloor(server.url, path, page.body);
        const url = armUrls(server.url, path)[arm];
        const cell = throughputCell(server, url, wrk, armHeaders(arm, headers));
        (cells[arm] ??= []).push(cell);
      }
    return { checkout: throughputOf(cells) };
  } finally {
    await server?.stop();
    await backend.stop();
  }
}
