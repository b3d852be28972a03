import type { BrowserContext, Page } from '@playwright/test';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, priceAmount, test } from './fixtures';
import { MARKETS_PORT } from './ports';

/** Issue 13 §1: the market selector, the favorites link, the landing layout, the 404's cart count. */
const ready = (page: Page) => expect(page.locator('html[data-favorites="ready"]')).toHaveCount(1);
const firstPrice = async (page: Page) =>
  (await page.locator('.grid .price-selling').first().textContent()) ?? '';
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;
const cartTotal = async (page: Page) => {
  await hydrated(page);
  await page.getByTestId('cart-count').click();
  const total = (await page.getByTestId('cart-total').textContent()) ?? '';
  await page.keyboard.press('Escape');
  return total;
};
const chooseMarket = async (page: Page, name: string) => {
  await page.locator('.market-selector summary').click();
  await page.getByRole('button', { name }).click();
};

test('market selector (sv): Denmark — prices and the cart in DKK, both cookies, another tab follows', async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '198.51.100.61' });
  await cartWith(page, skuInStock(7), 'sv');
  await page.goto('/sv/c/clothing');
  await ready(page);
  const sekPrice = await firstPrice(page);
  const sekTotal = await cartTotal(page);
  expect(sekTotal).toMatch(/kr$/);
  await expect(page.locator('.market-selector summary')).toHaveText(
    'Land och valuta: Sverige · SEK',
  );
  const other = await context.newPage();
  await other.goto('/sv/varumarken');
  await ready(other);

  await chooseMarket(page, 'Danmark DKK');
  await expect(page.getByRole('status').filter({ hasText: 'Du handlar nu i Danmark' })).toHaveText(
    'Du handlar nu i Danmark med priser i DKK.',
  );
  // The notice leaves the address once told to the other tabs.
  await expect(page).toHaveURL(/\/sv\/c\/clothing$/);
  expect(await cookie(context, 'ralph-selected-market')).toBe('dk');
  expect(await cookie(context, 'ralph-checkout-market')).toBe('dk');
  await expect(page.locator('.market-selector summary')).toHaveText(
    'Land och valuta: Danmark · DKK',
  );
  // DKK is about 0.65 of the Swedish krona in the demo channel: the same products cost less in kr.
  expect(priceAmount(await firstPrice(page))).toBeLessThan(priceAmount(sekPrice));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(priceAmount(await cartTotal(page))).toBeLessThan(priceAmount(sekTotal));

  await expect(other.locator('.market-selector summary')).toHaveText(
    'Land och valuta: Danmark · DKK',
  );
  await expect(other).toHaveURL(/\/sv\/varumarken$/);
});

test('market selector (en): Finland — euro prices and cart, another tab follows', async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '198.51.100.62' });
  await cartWith(page, skuInStock(8), 'en');
  await page.goto('/en/c/clothing');
  await ready(page);
  expect(await firstPrice(page)).not.toMatch(/€/);
  const other = await context.newPage();
  await other.goto('/en/c/shoes');
  await ready(other);

  await chooseMarket(page, 'Finland EUR');
  await expect(page.getByRole('status').filter({ hasText: 'Finland' })).toHaveText(
    'You are now shopping in Finland, with prices in EUR.',
  );
  await expect(page).toHaveURL(/\/en\/c\/clothing$/);
  expect(await firstPrice(page)).toMatch(/€/);
  expect(await cartTotal(page)).toMatch(/€/);
  expect(await cookie(context, 'ralph-checkout-market')).toBe('fi');
  await expect(other.locator('.market-selector summary')).toHaveText(
    'Country and currency: Finland · EUR',
  );
  expect(await firstPrice(other)).toMatch(/€/);
});

test('market selector without JavaScript: the form alone changes the market', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/c/clothing');
  await chooseMarket(page, 'Finland EUR');
  await expect(page).toHaveURL(/\/en\/c\/clothing\?notice=market\.changed$/);
  expect(await firstPrice(page)).toMatch(/€/);
  expect(await cookie(context, 'ralph-selected-market')).toBe('fi');
  await context.close();
});

test('the header: selector open is accessible on a desktop and a phone; Escape closes it', async ({
  page,
}) => {
  await page.goto('/sv/c/clothing');
  await ready(page);
  await page.locator('.market-selector summary').click();
  await expect(page.getByRole('button', { name: 'Finland EUR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sverige SEK' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Finland EUR' })).toBeHidden();
  await expect(page.locator('.market-selector summary')).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await ready(page);
  await page.locator('.market-selector summary').click();
  await expect(page.getByRole('button', { name: 'Denmark DKK' })).toBeInViewport();
  await expectAccessible(page);
  // A click outside closes it.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('button', { name: 'Denmark DKK' })).toBeHidden();
});

test('the favorites link counts live, and in another tab (sv and en)', async ({
  page,
  context,
}) => {
  await page.goto('/sv/c/clothing');
  await ready(page);
  const link = page.getByRole('link', { name: 'Favoriter 0' });
  await expect(link).toHaveAttribute('href', '/sv/favoriter');
  const other = await context.newPage();
  await other.goto('/en/brands');
  await ready(other);
  await expect(other.getByRole('link', { name: 'Favorites 0' })).toBeVisible();

  const cards = page.locator('.grid .card');
  await cards
    .nth(0)
    .getByRole('button', { name: /som favorit/ })
    .click();
  await cards
    .nth(1)
    .getByRole('button', { name: /som favorit/ })
    .click();
  await expect(page.getByRole('link', { name: 'Favoriter 2' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Favorites 2' })).toBeVisible();
  await cards
    .nth(0)
    .getByRole('button', { name: /som favorit/ })
    .click();
  await expect(page.getByRole('link', { name: 'Favoriter 1' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Favorites 1' })).toBeVisible();
  // The server renders the count from the cookie.
  await other.reload();
  await expect(other.locator('[data-favorites-count]')).toHaveText('1');
  await other.getByRole('link', { name: 'Favorites 1' }).click();
  await expect(other).toHaveURL(/\/en\/favorites$/);
});

test('landing layout: a campaign page has a slim header without the category menu', async ({
  page,
}) => {
  await page.goto('/sv/nordiska-favoriter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordiska favoriter');
  await expect(page.locator('header.site-header.landing')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Favoriter/ })).toBeVisible();
  await expect(page.locator('.market-selector summary')).toBeVisible();
  await expect(page.locator('footer.site-footer.small')).toBeVisible();
  await page.goto('/en/nordiska-favoriter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordic favourites');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await hydrated(page);
  await expectAccessible(page);
});

test('the 404 page shows the real cart count (sv and en)', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': '198.51.100.63' });
  await cartWith(page, skuInStock(9), 'sv');
  for (const path of ['/sv/finns-inte', '/en/no/such/page']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await hydrated(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  }
});

test.describe('markets in the path', () => {
  test.use({ baseURL: `http://127.0.0.1:${MARKETS_PORT}` });

  test('choosing Finland goes to /fi/…, prices in euro; another tab follows to its own page in fi', async ({
    page,
    context,
  }) => {
    await page.goto('/se/sv/c/clothing');
    await ready(page);
    const other = await context.newPage();
    await other.goto('/se/en/brands');
    await ready(other);
    await chooseMarket(page, 'Finland EUR');
    await expect(page).toHaveURL(/\/fi\/sv\/c\/clothing$/);
    expect(await firstPrice(page)).toMatch(/€/);
    expect(await cookie(context, 'ralph-selected-market')).toBe('fi');
    expect(await cookie(context, 'ralph-checkout-market')).toBe('fi');
    await expect(other).toHaveURL(/\/fi\/en\/brands$/);
    await expect(other.locator('.market-selector summary')).toHaveText(
      'Country and currency: Finland · EUR',
    );
    // Back to Sweden through the selector on the other tab.
    await chooseMarket(other, 'Sweden SEK');
    await expect(other).toHaveURL(/\/se\/en\/brands$/);
    await expect(page).toHaveURL(/\/se\/sv\/c\/clothing$/);
  });
});
