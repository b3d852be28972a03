import type { Page } from '@playwright/test';

/**
 * Waits until the page has loaded, had two idle periods, and fetched nothing new for 500 ms (by the
 * Resource Timing entries, at most 10 s). Playwright's 'networkidle' never comes on a page that keeps a
 * websocket or a retrying request open, such as a product page following its stock live.
 */
export async function quiet(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const idle = (then: () => void) => requestIdleCallback(then, { timeout: 2000 });
        const deadline = performance.now() + 10_000;
        let seen = -1;
        const check = () => {
          const now = performance.getEntriesByType('resource').length;
          if (now === seen || performance.now() > deadline) done();
          else {
            seen = now;
            setTimeout(() => idle(check), 500);
          }
        };
        idle(() => idle(check));
      }),
  );
}
