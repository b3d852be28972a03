import { ANNA, cartWith, fillAddress, payOnCardPage, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, test } from './fixtures';
import { MARKETS_PORT } from './ports';

// The server with markets in the path (MARKETS_IN_PATH=true): /{market}/{locale}/…
test.use({ baseURL: `http://127.0.0.1:${MARKETS_PORT}` });

test('a Finnish shopper checks out in euro with the market in the path', async ({ page }) => {
  await cartWith(page, skuInStock(0, '.wrangler/e2e-markets-state'), 'en', 'fi');
  await page.goto('/fi/en/checkout');
  await hydrated(page);
  await expect(page.getByTestId('summary-total')).toHaveText(/€/);
  await expect(page.getByText('The address must be located in Finland')).toBeVisible();
  // Invoice needs a Swedish identity number: it is offered in se only.
  await expect(page.getByRole('radio', { name: 'Invoice' })).toHaveCount(0);
  await fillAddress(page, { ...ANNA, zip: '00100', city: 'Helsinki' });
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel(/I have read and I accept/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete order' }).click();
  await payOnCardPage(page);
  await expect(page).toHaveURL(/\/fi\/en\/checkout\/confirmation$/);
  await expect(page.getByTestId('order-total')).toHaveText(/€/);
  await expect(page.getByText('00100 Helsinki').first()).toBeVisible();
});

test('a Finnish business checks out with its Y-tunnus, checked by its own check digit', async ({
  page,
}) => {
  await cartWith(page, skuInStock(2, '.wrangler/e2e-markets-state'), 'en', 'fi');
  await page.goto('/fi/en/checkout');
  await page.getByRole('button', { name: 'Business' }).click();
  await hydrated(page);
  await page.getByLabel('Company name').fill('Testi Oy');
  const id = page.getByLabel(/^Organization ID/);
  await id.fill('0112038-8');
  await fillAddress(page, { ...ANNA, zip: '00100', city: 'Helsinki' });
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await page.getByRole('radio', { name: /card/i }).check();
  await page.getByLabel(/I have read and I accept/).check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.locator('#checkout-organizationId-error')).toHaveText(
    'You have to enter a valid organization ID',
  );
  await id.fill('0112038-9');
  await page.getByRole('button', { name: 'Complete order' }).click();
  await payOnCardPage(page);
  await expect(page).toHaveURL(/\/fi\/en\/checkout\/confirmation$/);
  await expect(page.getByText('Testi Oy').first()).toBeVisible();
});

test('the checkout country: a Swedish visitor sends the order to Finland and pays in euro', async ({
  page,
}) => {
  await cartWith(page, skuInStock(1, '.wrangler/e2e-markets-state'), 'en', 'se');
  await page.goto('/se/en/checkout');
  await hydrated(page);
  await expect(page.getByTestId('summary-total')).toHaveText(/kr/);
  await fillAddress(page, { ...ANNA, zip: '00100', city: 'Helsinki' });
  await page.getByLabel('Choose your country').selectOption({ label: 'Finland' });
  await expect(page.getByText('The address must be located in Finland')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(/€/);
  await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Invoice' })).toHaveCount(0);
  // The browsing market stays Sweden: the shop's pages still show kronor.
  await page.goto('/se/en');
  await expect(page.locator('.grid .price-selling').first()).toHaveText(/kr/);
});

test('another checkout tab follows the checkout country, keeping what was typed there', async ({
  page,
  context,
}) => {
  await cartWith(page, skuInStock(1, '.wrangler/e2e-markets-state'), 'en', 'se');
  await page.goto('/se/en/checkout');
  await hydrated(page);
  const other = await context.newPage();
  await other.goto('/se/en/checkout');
  await hydrated(other);
  await other.getByLabel('Street address').fill('Storgatan 1');
  await expect(other.getByTestId('summary-total')).toHaveText(/kr/);
  await page.getByLabel('Choose your country').selectOption({ label: 'Finland' });
  await expect(page.getByTestId('summary-total')).toHaveText(/€/);
  // The other tab hears `checkout-market` on ralph_channel and re-submits its own form in Finland.
  await expect(other.getByTestId('summary-total')).toHaveText(/€/);
  await expect(other.getByLabel('Choose your country')).toHaveValue('fi');
  await expect(other.getByLabel('Street address')).toHaveValue('Storgatan 1');
});
