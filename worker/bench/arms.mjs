// The arms every page is measured in (bare floor, floor, SSR, render), and their throughput cells.
import { median, throughput } from './http.mjs';

export const ARMS = ['bare', 'floor', 'ssr', 'render', 'cart', 'cartAnew', 'favorites', 'quote'];
/** The catalogue pages' arms. */
export const PAGE_ARMS = ['bare', 'floor', 'ssr', 'render', 'cart', 'cartAnew', 'favorites'];
/** The arms of a visitor whose own things a kept page is filled with (the caller gives the cookie). */
export const FILLED_ARMS = ['cart', 'favorites'];
/**
 * The checkout is never kept whole (worker/screens/page-cache.ts): its render arm would be its SSR. It
 * has a floor of its own instead: its bytes after its one upstream call (worker/bench/floor.ts).
 */
export const CHECKOUT_ARMS = ['bare', 'floor', 'ssr', 'quote'];
/** Odd rounds run the arms in reverse, so that none always goes first. */
export const orderOf = (round, arms = ARMS) => (round % 2 ? [...arms].reverse() : arms);

/**
 * bare: the entry answers before Hono; floor: behind every middleware; ssr: the page as a visitor gets
 * it (kept whole for one the page knows nothing personal about); render: the page rendered anew; cart:
 * the page for a visitor with a cart (its cookie given by the caller), and cartAnew the same rendered
 * anew; favorites: the page for a visitor with favorites; quote: the checkout's bytes after its
 * upstream call.
 */
export const armUrls = (url, path) => ({
  bare: `${url}/_bench/bare?path=${encodeURIComponent(path)}`,
  floor: `${url}/_bench/floor?path=${encodeURIComponent(path)}`,
  ssr: url + path,
  render: url + path,
  cart: url + path,
  cartAnew: url + path,
  favorites: url + path,
  quote: url + path,
});

/** The debugging header that has a page rendered anew, not taken from the kept pages (worker/screens/pages.ts). */
const RENDER_HEADER = 'x-render-anew';
/** The bench-only header that has the checkout answer with its quote floor (worker/bench/floor.ts). */
const QUOTE_FLOOR_HEADER = 'x-bench-floor';
export const armHeaders = (arm, headers) =>
  arm === 'render' || arm === 'cartAnew'
    ? { ...headers, [RENDER_HEADER]: '1' }
    : arm === 'quote'
      ? { ...headers, [QUOTE_FLOOR_HEADER]: 'quote' }
      : headers;

/**
 * Puts the page's bytes as the floors' snapshot. They live in the isolate's memory: put them again before
 * each batch, in case workerd restarted the isolate.
 */
export async function putFloor(url, path, body, attempt = 0) {
  try {
    await fetch(`${url}/_bench/floor?path=${encodeURIComponent(path)}`, {
      method: 'PUT',
      body,
      headers: { connection: 'close' },
    });
  } catch (e) {
    if (attempt < 3) return putFloor(url, path, body, attempt + 1);
    throw e;
  }
}

const ROLES = ['proxy', 'worker', 'other'];

/**
 * One wrk run of one arm: requests per second, and the server's CPU per request during it by process
 * (server.mjs groupCpuByRole).
 */
export function throughputCell(server, armUrl, wrk, headers) {
  const before = server.cpuByRole();
  const rps = throughput(armUrl, wrk, headers);
  const after = server.cpuByRole();
  const requests = rps * wrk.seconds;
  return {
    rps,
    byRole: Object.fromEntries(
      ROLES.map((role) => [role, (after[role] - before[role]) / requests]),
    ),
  };
}

const cpuOf = (cell) => ROLES.reduce((sum, role) => sum + cell.byRole[role], 0);

/**
 * An arm's cells (one per round, throughputCell) summed up: requests per second per arm (medians of
 * the rounds) and what a request costs, two ways. From throughput: the server runs on one core, so
 * 1000 / req/s is the core-milliseconds of a request (true on a quiet machine; neighbours on that core
 * inflate it). From CPU time: the server's processes' CPU during the arm's wrk run, per request (what
 * the neighbours do not inflate). Render cost = the page minus the bare floor (the same bytes with no
 * middleware); middleware cost = the floor minus the bare one.
 */
export function throughputOf(cells) {
  const arms = ARMS.filter((arm) => cells[arm]);
  const a = Object.fromEntries(arms.map((arm) => [arm, cells[arm].map((c) => c.rps)]));
  const cpu = Object.fromEntries(arms.map((arm) => [arm, cells[arm].map(cpuOf)]));
  const roleCpu = Object.fromEntries(
    arms.map((arm) => [
      arm,
      Object.fromEntries(
        ROLES.map((role) => [role, median(cells[arm].map((c) => c.byRole[role]))]),
      ),
    ]),
  );
  const bareRps = median(a.bare),
    floorRps = median(a.floor),
    ssrRps = median(a.ssr);
  const coreMs = (rps) => 1000 / rps;
  const bareCpu = median(cpu.bare),
    floorCpu = median(cpu.floor),
    ssrCpu = median(cpu.ssr);
  // Another arm of the same page against its floor: throughput, CPU, and the Worker's process alone.
  const againstFloor = (arm) => ({
    rps: median(a[arm]),
    ratio: median(a[arm]) / floorRps,
    cpuMs: median(cpu[arm]),
    cpuRatio: floorCpu / median(cpu[arm]),
    workerCpuRatio: roleCpu.floor.worker / roleCpu[arm].worker,
  });
  return {
    bareRps,
    floorRps,
    ssrRps,
    ratio: ssrRps / floorRps,
    bareRatio: ssrRps / bareRps,
    ssrCoreMs: coreMs(ssrRps) - coreMs(bareRps),
    middlewareCoreMs: coreMs(floorRps) - coreMs(bareRps),
    cpuMsPerRequest: { bare: bareCpu, floor: floorCpu, ssr: ssrCpu },
    cpuRatio: floorCpu / ssrCpu,
    ssrCpuMs: ssrCpu - bareCpu,
    middlewareCpuMs: floorCpu - bareCpu,
    cpuByRole: roleCpu,
    // The Worker's own process only (no proxy in front, no node): what production runs.
    workerCpuRatio: roleCpu.floor.worker / roleCpu.ssr.worker,
    // The page rendered anew: what a visitor with a login costs.
    render: cells.render && {
      ...againstFloor('render'),
      coreMs: coreMs(median(a.render)) - coreMs(bareRps),
      renderCpuMs: median(cpu.render) - bareCpu,
    },
    // The page for a visitor with a cart: the kept page with the cart filled in, after the cart's read.
    cart: cells.cart && againstFloor('cart'),
    cartAnew: cells.cartAnew && againstFloor('cartAnew'),
    // The page for a visitor with favorites: the kept page with their hearts and count filled in.
    favorites: cells.favorites && againstFloor('favorites'),
    // The checkout's bytes after its one upstream call: the best SSR/floor a rendered checkout could reach.
    quote: cells.quote && {
      ...againstFloor('quote'),
      // What rendering adds on top of it, by CPU: the part a faster renderer could win back.
      renderOverQuoteCpuMs: ssrCpu - median(cpu.quote),
      workerRenderOverQuoteCpuMs: roleCpu.ssr.worker - roleCpu.quote.worker,
    },
    rounds: a,
    cpuRounds: cpu,
  };
}
