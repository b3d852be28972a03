import { expect, expectAccessible, hydrated, test } from './fixtures';

test('switching colour updates the product in place and the URL, and the new colour can be bought', async ({ page }) => {
  // A clothing product with more than one colour, found through the category page.
  await page.goto('/en/c/clothing/tops');
  const links = await page.locator('.grid .card-link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  let found = false;
  for (const href of links) {
    await page.goto(href);
    if (await page.locator('a[data-variant]').count() > 1) { found = true; break; }
  }
  expect(found, 'a product with several colours').toBe(true);
  await hydrated(page);
  await page.evaluate(() => { (window as unknown as { samePage: boolean }).samePage = true; });
  const before = await page.getByRole('heading', { level: 1 }).textContent();
  const other = page.locator('a[data-variant]:not([aria-current])').first();
  const target = await other.getAttribute('href');
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(`a[data-variant][href="${target}"]`)).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(before);
  await expect(page.locator('a[data-variant][aria-current="true"]')).toBeFocused();
  // The new product's add-to-cart island is interactive.
  await hydrated(page);
  const sizes = page.locator('.sizes input:not([disabled])');
  if (await sizes.count()) await sizes.first().check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectAccessible(page);
});
