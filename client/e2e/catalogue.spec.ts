import { expect, expectAccessible, openProductWhere, test } from './fixtures';

for (const [locale, text] of Object.entries({
  sv: { path: '/sv/varumarken', heading: 'Varumärken', letters: 'Varumärken per bokstav' },
  en: { path: '/en/brands', heading: 'Brands', letters: 'Brands by letter' },
})) {
  test(`${locale}: the brands page groups brands A–Z; a letter jumps to its group, a brand opens its list`, async ({
    page,
  }) => {
    await page.goto(text.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    const letters = page.getByRole('navigation', { name: text.letters }).getByRole('link');
    const names = await letters.allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
    const last = names[names.length - 1]!;
    await letters.filter({ hasText: last }).click();
    await expect(page).toHaveURL(new RegExp(`#`));
    const group = page.getByRole('region', { name: last, exact: true });
    await expect(group).toBeInViewport();
    const brand = group.getByRole('link').first();
    const brandName = (await brand.textContent())!.trim();
    await expectAccessible(page);
    await brand.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/b/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName);
  });
}

test('sv: a reduced price shows the lowest price before the reduction and a price history panel', async ({
  page,
}) => {
  await openProductWhere(
    page,
    '/sv/dc/winter-sale',
    '[data-testid="lowest-price"]',
    'a reduced price',
  );
  await expect(page.getByTestId('lowest-price')).toHaveText(
    /^Lägsta pris 30 dagar före sänkningen: \d[\d\s]*\skr$/,
  );
  await page.getByText('Prishistorik', { exact: true }).click();
  const table = page.getByRole('table', { name: /prisändringar/i });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(table.locator('tr.lowest')).toHaveCount(1);
  await expectAccessible(page);
});

test('en: the shoes list opens with its CMS banner above the products', async ({ page }) => {
  await page.goto('/en/c/shoes');
  const banner = page.getByRole('heading', { name: 'Free returns on all shoes' });
  await expect(banner).toBeVisible();
  const [bannerBox, gridBox] = [
    await banner.boundingBox(),
    await page.locator('ul.grid').first().boundingBox(),
  ];
  expect(bannerBox!.y).toBeLessThan(gridBox!.y);
  await expectAccessible(page);
});
