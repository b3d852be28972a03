import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

/**
 * Deterministic performance budgets (timings live in npm run bench, never here). A change that grows the
 * JavaScript a page loads, the state it serialises, or makes the browser call GraphQL while loading, fails.
 */
// Before any interaction (issue 12): the entry, the behaviours without React and the chunks a page
// starts with; React and the islands load when used (client/islands/triggers.ts).
const BEFORE_INTERACTION_GZIP = 25 * 1024;
// After every island hydrates. Start and category: React 19 and the hydrate chunk (~70 KiB) plus the
// mini cart, search type-ahead, favorites and (category) list islands; raised from 80 to 86 KiB when
// the type-ahead and hearts arrived, and category to 87 KiB with the log-in control every page carries
// (panel opener, cross-tab log-in and log-out, the session's refresh timer: ~0.6 KiB; the panel, its
// forms and texts load only when opened). Category to 88 KiB with the islands' triggers in the entry
// (issue 12, ~1 KiB: the page stood 0.1 KiB under 87; before interaction it fell from 87 to 9 KiB),
// and 89 KiB with the pending payment's island in the registry (88.02 KiB). Back to 87 KiB when the
// Swedish texts chunk (4.1 KiB) lost the checkout's texts and those only the server renders (2.3 KiB).
const BUDGET = {
  start: { path: '/sv', jsGzip: 86 * 1024, stateBytes: 512 },
  category: { path: '/sv/c/clothing/tops', jsGzip: 87 * 1024, stateBytes: 512 },
  // Product and checkout: 100 KiB until their islands' rules left zod/mini (README decision 210:
  // -7.9 KB gzip each); lowered so that the room is spent on purpose, not by drift.
  product: { path: '', jsGzip: 92 * 1024, stateBytes: 2048 },
  // Issue 9's ceiling for the checkout (with a line in the cart: the checkout island and its rules).
  checkout: { path: '/sv/kassan', jsGzip: 94 * 1024, stateBytes: 8192 },
};

const gzipOf = (paths: Iterable<string>) =>
  [...paths].reduce(
    (sum, p) => sum + gzipSync(readFileSync(`dist/client${p}`), { level: 9 }).length,
    0,
  );
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB gzip`;

for (const [name, budget] of Object.entries(BUDGET)) {
  test(`budget: ${name} page JavaScript before interaction and after every island, serialised state, no GraphQL during load`, async ({
    page,
  }) => {
    let path = budget.path;
    if (name === 'checkout') await cartWith(page, skuInStock(10), 'sv');
    if (!path) {
      await page.goto('/sv/c/clothing/tops');
      path = (await page.locator('.grid .card-link').first().getAttribute('href'))!;
    }
    // Only this page's scripts: the start page that cartWith (or the list) opened may still be
    // loading its own after `load`, and counted here they made the checkout's sum vary by 300 bytes.
    await page.goto('about:blank');
    const scripts = new Set<string>();
    let graphql = 0;
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/graphql') graphql++;
      if (r.resourceType() === 'script') scripts.add(url.pathname);
    });
    // No interaction and no news: a product's live socket is answered by a silent stand-in, since
    // a stock change that another spec's order made (live.spec.ts tests those) wakes the add to cart.
    await page.routeWebSocket(/\/live\?/, () => {});
    // What loads with the page alone.
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
    const before = gzipOf(scripts);
    expect(scripts.size).toBeGreaterThan(0);
    expect(before, `${name}: ${kib(before)} of JavaScript before interaction`).toBeLessThanOrEqual(
      BEFORE_INTERACTION_GZIP,
    );
    await hydrated(page);
    const after = gzipOf(scripts);
    expect(after, `${name}: ${kib(after)} of JavaScript after every island`).toBeLessThanOrEqual(
      budget.jsGzip,
    );
    const state = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/json"]')].reduce(
        (s, e) => s + new TextEncoder().encode(e.textContent ?? '').length,
        0,
      ),
    );
    expect(state, `${name}: serialised state bytes`).toBeLessThanOrEqual(budget.stateBytes);
    expect(graphql, 'GraphQL requests from the browser during load and hydration').toBe(0);
    console.log(
      `${name}: ${kib(before)} before interaction, ${kib(after)} after every island (${after} of ${budget.jsGzip} bytes)`,
    );
  });
}
