import { query } from './d1';
import { expect, hydrated, test } from './fixtures';

/** A size with few left (2 to 5) of a product with several sizes, which no other spec buys or changes. */
function fewLeft(): { id: number; alias: string; stock: number } {
  return query<{ id: number; alias: string; stock: number }>(
    `SELECT s.id, p.alias, s.in_stock AS stock FROM skus s JOIN products p ON p.id = s.product_id
     WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock BETWEEN 2 AND 5
     AND (SELECT COUNT(*) FROM skus k WHERE k.product_id = p.id) > 1
     ORDER BY s.id LIMIT 1`,
  )[0]!;
}

test('stock limits: "Only {stock} left in stock", then "you already have {quantity} in your cart"', async ({
  page,
}) => {
  const { id, alias, stock } = fewLeft();
  await page.goto(`/en/p/${alias}`);
  await hydrated(page);
  await page.locator(`.sizes input[value="${id}"]`).check({ force: true });
  await expect(page.locator('.add-to-cart [data-stock="FEW_LEFT"]')).toContainText(String(stock));

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
