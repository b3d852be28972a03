import { expect, hydrated, test } from './fixtures';

test('stock limits: "Only {stock} left in stock", then "you already have {quantity} in your cart"', async ({
  page,
}) => {
  await page.goto('/en/c/clothing');
  const links = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  let stock = 0;
  for (const href of links) {
    await page.goto(href);
    await hydrated(page);
    for (const input of await page.locator('.sizes input:not([disabled])').all()) {
      await input.check({ force: true });
      const few = page.locator('.add-to-cart [data-stock="FEW_LEFT"]');
      if (await few.count()) {
        stock = Number((await few.textContent())!.match(/\d+/)![0]);
        break;
      }
    }
    if (stock) break;
  }
  expect(stock, 'a size with few left in the first category page').toBeGreaterThan(0);
  const message = page.getByTestId('add-to-cart-message');
  const plus = page.locator('.add-to-cart').getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < stock; i++) await plus.click();
  await expect(message).toHaveText(`Only ${stock} left in stock`);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(String(stock));

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(message).toHaveText(
    `You can not add any more since you already have ${stock} in your cart`,
  );
  await expect(page.getByTestId('cart-count')).toHaveText(String(stock));
});
