import { expect, expectAccessible, hydrated, priceAmount, test } from './fixtures';
import { MARKETS_PORT } from './ports';

// A second server with markets in the path (MARKETS_IN_PATH=true): /{market}/{locale}/…
test.use({ baseURL: `http://127.0.0.1:${MARKETS_PORT}` });

test('markets in the path: links keep /se/sv, the language switch keeps the market, a Finnish visitor pays in euro', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/se\/sv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nordisk design, gjord för att hålla',
  );
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Skor', exact: true })
    .click();
  await expect(page).toHaveURL(/\/se\/sv\/c\/shoes$/);
  await expect(page.getByRole('heading', { name: 'Fri retur på alla skor' })).toBeVisible();
  await expect(page.locator('.grid .price-selling').first()).toHaveText(/kr$/);
  await page.getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(/\/se\/en\/c\/shoes$/);

  await page.goto('/fi/en/c/clothing');
  await expect(page.locator('.grid .price-selling').first()).toHaveText(/€/);
  await page.locator('.grid .card-link').first().click();
  await expect(page).toHaveURL(/\/fi\/en\/p\//);
  await expect(page.locator('.buy-box .price-selling')).toHaveText(/€/);
  await hydrated(page);
  await expectAccessible(page);
});

test('markets in the path: an organisation sees prices without VAT on the product page too', async ({
  page,
}) => {
  await page.goto('/se/sv/c/clothing');
  await page.locator('.grid .card-link').first().click();
  await expect(page).toHaveURL(/\/se\/sv\/p\//);
  const incVat = await page.locator('.buy-box .price-selling').textContent();
  await page.getByRole('button', { name: /Byt: Företag/ }).click();
  await expect(page).toHaveURL(/\/se\/sv\/p\//);
  await expect(page.locator('.buy-box .price-vat')).toHaveText('exkl. moms');
  const exVat = await page.locator('.buy-box .price-selling').textContent();
  expect(priceAmount(exVat)).toBeLessThan(priceAmount(incVat));
  await page.getByRole('button', { name: /Byt: Privatperson/ }).click();
  await expect(page.locator('.buy-box .price-vat')).toHaveCount(0);
});
