import { expect, RESET_RETRIES, test } from './fixtures';

/** The visitor's recently viewed products (ralph-latest-products), as the browser has them. */
const latest = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'ralph-latest-products')?.value;

test('a product page the browser prefetched is a view once shown, not when fetched', async ({
  page,
  context,
}) => {
  await page.goto('/en/c/clothing/tops');
  const path = (await page.locator('.grid .card-link').first().getAttribute('href'))!;
  // Fetched ahead (a hovered card): no view.
  const ahead = await page.request.get(path, {
    ...RESET_RETRIES,
    headers: { 'sec-purpose': 'prefetch' },
  });
  expect(ahead.status()).toBe(200);
  expect(await latest(context)).toBeUndefined();
  // Shown: the prefetched document's script tells the Worker, which sets the cookie.
  await page.route(`**${path}`, (route) =>
    // Chromium will not set a Sec- header here; `Purpose` is the older name the Worker also reads.
    route.continue({ headers: { ...route.request().headers(), purpose: 'prefetch' } }),
  );
  const told = page.waitForResponse((r) => new URL(r.url()).pathname === '/viewed');
  await page.goto(path);
  expect((await told).status()).toBe(200);
  const productId = await page.evaluate(
    () =>
      (
        JSON.parse(
          document.querySelector('[data-island="add-to-cart"]')?.nextElementSibling?.textContent ??
            '{}',
        ) as { productId?: number }
      ).productId,
  );
  expect(productId).toBeGreaterThan(0);
  expect(decodeURIComponent((await latest(context))!)).toBe(String(productId));
});
