import { cartWith, skuInStock } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

/**
 * Narrow screens and zoom (WCAG 1.4.10 reflow, 2.4.7 focus visible): 320 CSS pixels, or 1280 at 400 %,
 * scroll only downwards, and what opens stays on the screen. The exploratory accessibility tester
 * found each of these.
 */
const PAGES = ['/sv', '/sv/c/clothing', '/sv/s/ull', '/sv/finns-inte', '/en', '/en/c/clothing'];

test('320 px: no page scrolls sideways, in Swedish (the footer’s newsletter row) or English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of PAGES) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
  }
});

test('the country and currency menu stays on the screen wherever its row puts it (640 px: 1280 at 200 %)', async ({
  page,
}) => {
  for (const path of ['/sv/c/clothing', '/en/c/clothing', '/en/nope']) {
    for (const width of [320, 560, 640, 767, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(path);
      await page.locator('.market-selector > summary').click();
      const panel = page.locator('.market-panel');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x, `${path} at ${width}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path} at ${width}`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  }
});

test('the search suggestion the arrow keys chose is outlined, not only tinted', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('wool');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await box.press('ArrowDown');
  const active = page.locator('.suggestion.active');
  await expect(active).toHaveCount(1);
  const outline = await active.evaluate((e) => {
    const style = getComputedStyle(e);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe('solid 2px');
});

// Tab through a page while the cookie banner asks: no control outside the banner may end entirely
// under it (WCAG 2.4.11). At 320 × 700, 45 of 56 stops on the start page did.
for (const [width, height] of [
  [320, 700],
  [640, 400],
  [1280, 720],
] as const) {
  test(`${width} × ${height}: the cookie banner never covers the focused control`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const paths = ['/sv', '/sv/c/clothing/tops'];
    if (width === 320) {
      await cartWith(page, skuInStock(30), 'sv');
      paths.push('/sv/kassan');
    }
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#consent')).toBeVisible();
      let outside = 0;
      for (let stop = 0; stop < 50; stop++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const control = document.activeElement;
          const banner = document.getElementById('consent')!;
          if (!control || control === document.body || banner.contains(control)) return null;
          const { top } = control.getBoundingClientRect();
          return {
            name: control.outerHTML.slice(0, 80),
            top,
            bannerTop: banner.getBoundingClientRect().top,
          };
        });
        if (!focus) continue;
        outside++;
        expect(focus.top, `${path}, stop ${stop}: ${focus.name}`).toBeLessThan(focus.bannerTop);
      }
      expect(outside, `${path}: Tab stops outside the banner`).toBeGreaterThan(20);
    }
  });
}
