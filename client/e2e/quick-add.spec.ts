import { expect, expectAccessible, hydrated, test } from './fixtures';

test('quick add on a related product puts it in the cart and opens the panel', async ({ page }) => {
  await page.goto('/en/c/books');
  await page.locator('.grid .card-link').first().click();
  await expect(page.locator('#related-heading')).toBeVisible();
  await hydrated(page);
  const quickAdd = page.locator('.quick-add button').first();
  await expect(quickAdd).toBeVisible();
  const name = (await quickAdd.getAttribute('data-name'))!;
  await expect(quickAdd).toHaveAccessibleName(new RegExp(`^Add to cart ?: ${name}$`));
  await quickAdd.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(
    page.getByRole('dialog').getByRole('button', { name: `Remove ${name}` }),
  ).toBeVisible();
  await expectAccessible(page);
  // Closed, the panel gives the focus back to the quick add that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(quickAdd).toBeFocused();
});
