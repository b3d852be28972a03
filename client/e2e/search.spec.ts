import { query } from './d1';
import { expect, expectAccessible, hydrated, RESET_RETRIES, test } from './fixtures';

test('sv: type-ahead suggests products, categories and brands; arrows and Enter open one', async ({
  page,
}) => {
  await page.goto('/sv');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Sök produkter' });
  await box.fill('tröj');
  const listbox = page.getByRole('listbox', { name: 'Sökförslag' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = listbox.getByRole('group', { name: 'Produkter' }).getByRole('option');
  expect(await products.count()).toBeGreaterThan(0);
  expect(await products.count()).toBeLessThanOrEqual(10);
  await expect(
    listbox.getByRole('group', { name: 'Kategorier' }).getByRole('option').first(),
  ).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Visa alla \d+ träffar/ })).toBeVisible();
  await expectAccessible(page);
  await box.press('ArrowDown');
  const first = products.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const target = await first.getAttribute('href');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test('en: Enter searches, the search is remembered, Escape closes the list', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('jeans');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/s\/jeans$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “jeans”');
  // The results page's box holds the search; emptied, it offers the recent ones.
  const again = page.getByRole('combobox', { name: 'Search products' });
  await expect(again).toHaveValue('jeans');
  await hydrated(page);
  await again.fill('');
  const recent = page.getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'jeans' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
});

test('one character, an emoji too, asks for nothing and shows no error', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search/suggest')) asked.push(new URL(r.url()).searchParams.get('q')!);
  });
  await page.goto('/en');
  await hydrated(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('😀');
  // Past the type-ahead's 300 ms pause: a request would have gone by now.
  await page.waitForTimeout(800);
  await box.fill('😀😀');
  await expect.poll(() => asked).toEqual(['😀😀']);
  await expect(page.getByText('Suggestions could not be loaded right now.')).toHaveCount(0);
});

test('a long search word wraps on a phone, never widens the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/sv/s/${'lång'.repeat(25)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('långlång');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test('a phone asks for at most five products', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search/suggest'))
      asked.push(new URL(r.url()).searchParams.get('take') ?? '');
  });
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search products' }).fill('shirt');
  const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(5);
  expect(asked).toEqual(['5']);
  await context.close();
});

test('sv: a search with over a thousand hits lists its best thousand and says so', async ({
  page,
}) => {
  // "sk" matches about 2 100 products of the demo catalogue (skor, skjortor, ...).
  await page.goto('/sv');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Sök produkter' }).fill('sk');
  await expect(
    page.getByRole('status').filter({ hasText: /^Över 1\s000 träffar$/ }),
  ).toBeAttached();
  await expect(
    page.getByRole('option', { name: /^Visa de 1\s000 bästa träffarna$/ }),
  ).toBeVisible();
  await page.goto('/sv/s/sk');
  await expect(page.getByTestId('list-count')).toHaveText(/^Över 1\s000 produkter$/);
  await expect(page.getByTestId('count-bar')).toHaveText(
    /^Du har sett 20 av över 1\s000 produkter$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Över 1\s000 träffar$/,
  );
  const last = await page.goto('/sv/s/sk?page=50');
  expect(last?.status()).toBe(200);
  await expect(page.locator('.pager-links a[rel="next"]')).toHaveCount(0);
  expect((await page.request.get('/sv/s/sk?page=51', RESET_RETRIES)).status()).toBe(404);
});

test('sv: a search narrowed by a brand counts every match of the brand, not only the best thousand', async ({
  page,
}) => {
  // About half of the 2 100 matches of "sk" are outside the best 1 000: the narrowed count includes them.
  // The brand with the most matches outside the best 1 001 by rank.
  const [brand] = query<{ id: number; name: string; n: number }>(
    `WITH best AS (SELECT rowid AS id FROM products_fts WHERE products_fts MATCH '"sk"*'
       ORDER BY rank, rowid LIMIT 1001)
     SELECT b.id, b.name, count(*) AS n FROM products_fts f JOIN products p ON p.id = f.rowid
     JOIN prices pr ON pr.product_id = p.id AND pr.currency = 'SEK' JOIN brands b ON b.id = p.brand_id
     WHERE products_fts MATCH '"sk"*' GROUP BY b.id
     ORDER BY sum(p.id NOT IN (SELECT id FROM best)) DESC LIMIT 1`,
  );
  await page.goto(`/sv/s/sk?brands=${encodeURIComponent(`${brand!.name}~b_${brand!.id}`)}`);
  await expect(page.getByTestId('list-count')).toHaveText(`${brand!.n} produkter`);
});
