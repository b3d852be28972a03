import { expect, expectAccessible, hydrated, openProductWhere, test } from './fixtures';

test('switching colour updates the product in place and the URL, and the new colour can be bought', async ({
  page,
}) => {
  await openProductWhere(
    page,
    '/en/c/clothing/tops',
    'a[data-variant]:not([aria-current])',
    'several colours',
  );
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const before = await page.getByRole('heading', { level: 1 }).textContent();
  const other = page.locator('a[data-variant]:not([aria-current])').first();
  const target = await other.getAttribute('href');
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(`a[data-variant][href="${target}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
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

test('sv: the length of a colour switches in place, focus stays in the length picker', async ({
  page,
}) => {
  await openProductWhere(page, '/sv/c/clothing/bottoms/jeans', 'a[data-variant="2"]', 'lengths');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const lengths = page.getByRole('group', { name: /^Längd:/ });
  const other = lengths.locator('a[data-variant="2"]:not([aria-current])').first();
  const [target, label] = [await other.getAttribute('href'), (await other.textContent())!.trim()];
  await other.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('group', { name: `Längd: ${label}` })).toBeVisible();
  await expect(page.locator('a[data-variant="2"][aria-current="true"]')).toBeFocused();
  await expect(page.locator('a[data-variant="2"][aria-current="true"]')).toHaveAttribute(
    'href',
    target!,
  );
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  // The swapped-in product is the new variant: its specifications name the length.
  await expect(page.locator('.spec').filter({ hasText: 'Längd' }).locator('dd')).toHaveText(label);
  await expectAccessible(page);
});
