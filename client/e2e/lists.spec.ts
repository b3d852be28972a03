import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const TEXT = {
  sv: {
    path: '/sv/c/clothing',
    news: '/sv/nyheter',
    brands: 'Varumärken',
    sort: 'Sortera',
    more: 'Visa fler',
    seen: /Du har sett 40 av \d{1,3}(\u00a0\d{3})* produkter/,
  },
  en: {
    path: '/en/c/clothing',
    news: '/en/news',
    brands: 'Brands',
    sort: 'Sort by',
    more: 'Load more',
    seen: /You have seen 40 of \d+/,
  },
} as const;

/** The list controller marks the list once it updates in place; a window marker shows no page load happened. */
async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-list][data-enhanced]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
}
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
const count = async (page: Page) =>
  Number((await page.getByTestId('list-count').textContent())?.replace(/\D/g, ''));

for (const locale of ['sv', 'en'] as const) {
  const text = TEXT[locale];

  test(`${locale}: a brand filter updates the list in place, the URL follows, reload keeps it`, async ({
    page,
    problems,
  }) => {
    await openList(page, text.path);
    await expectAccessible(page);
    const before = await count(page);
    const brands = page.locator('details[data-param="brands"]');
    await brands.locator('summary').click();
    const option = brands.locator('.facet-option').first();
    const label = (await option.locator('label').textContent())!.replace(/\s*\(\d+\)$/, '');
    const fragments: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['x-fragment']) fragments.push(r.url());
    });
    await option.locator('label').click();
    await expect(page).toHaveURL(/brands=/);
    await expect.poll(() => count(page)).toBeLessThan(before);
    expect(fragments, 'one request per change').toHaveLength(1);
    expect(await samePage(page)).toBe(true);
    expect(new Set(await page.locator('.card-brand').allTextContents())).toEqual(new Set([label]));
    // Focus stays on the box the shopper used; the count is announced.
    await expect(brands.locator('input:checked')).toBeFocused();
    await expect(page.locator('#list-status')).toHaveText(/\d+/);
    await page.reload();
    await expect(page.locator('details[data-param="brands"] input:checked')).toHaveCount(1);
    // Removing the filter through its chip brings the whole list back.
    await expect(page.locator('[data-list][data-enhanced]')).toHaveCount(1);
    await page.locator('.active-filters a[data-facet]').click();
    await expect.poll(() => count(page)).toBe(before);
    await expect(page).not.toHaveURL(/brands=/);
    expect(problems).toEqual([]);
  });

  test(`${locale}: sort and load more work in place with crawlable page links`, async ({
    page,
  }) => {
    await openList(page, text.path);
    await page.getByLabel(text.sort).selectOption('PRICE');
    await expect(page).toHaveURL(/sort=PRICE/);
    // The other language's link keeps the sort, as the server renders it on a reload.
    await expect(page.locator('a.language-switch')).toHaveAttribute('href', /\?sort=PRICE$/);
    const prices = async () =>
      (await page.locator('.price-selling').allTextContents()).map((p) =>
        Number(p.replace(/[^\d,]/g, '').replace(',', '.')),
      );
    await expect
      .poll(async () => {
        const p = await prices();
        return p.join() === [...p].sort((a, b) => a - b).join();
      })
      .toBe(true);
    await expect(page.getByRole('link', { name: text.more })).toHaveAttribute('href', /page=2/);
    await page.getByRole('link', { name: text.more }).click();
    await expect(page.locator('.grid > li')).toHaveCount(40);
    await expect(page).toHaveURL(/sort=PRICE&page=2/);
    await expect(page.getByTestId('count-bar')).toHaveText(text.seen);
    await expect(page.locator('.grid > li').nth(20).locator('a.card-link')).toBeFocused();
    expect(await samePage(page)).toBe(true);
    await expectAccessible(page);
  });
}

test('browser back from a product returns to the same list page with the product in view', async ({
  page,
}) => {
  await openList(page, TEXT.sv.news);
  await page.getByRole('link', { name: TEXT.sv.more }).click();
  await expect(page.locator('.grid > li')).toHaveCount(40);
  const card = page.locator('.grid > li').nth(33);
  const alias = await card.locator('[data-alias]').getAttribute('data-alias');
  await card.locator('a.card-link').click();
  await expect(page).toHaveURL(/\/p\//);
  await page.goBack();
  await expect(page).toHaveURL(/nyheter\?page=2/);
  const back = page.locator(`[data-alias="${alias}"]`);
  await expect(back).toBeInViewport();
  await expect(back.locator('a.card-link')).toBeFocused();
});

test('filters work without JavaScript as a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(TEXT.en.path);
  const before = await count(page);
  await page.locator('details[data-param="brands"] summary').click();
  await page.locator('details[data-param="brands"] .facet-option label').first().click();
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/brands=/);
  expect(await count(page)).toBeLessThan(before);
  await context.close();
});

test('generic list /l/sale and the news page work in both languages', async ({ page }) => {
  await openList(page, '/en/l/sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sale');
  await expect(page.locator('.grid .price-selling.sale').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/sv/nyheter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nyheter');
  await expect(page.locator('.grid > li')).toHaveCount(20);
  await expectAccessible(page);
});
