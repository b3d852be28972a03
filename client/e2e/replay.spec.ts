import type { Page } from '@playwright/test';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

/**
 * Islands hydrate when used (client/islands/triggers.ts). These hold the hydrate chunk (React and the
 * islands load through it) until the test lets it through, so everything before that happens to the
 * server's HTML alone.
 */
function holdReact(page: Page): () => void {
  return holdChunk(page, 'hydrate');
}

/** Holds the chunk `name` (its requests wait) until the answer is called. */
function holdChunk(page: Page, name: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  void page.route(`**/assets/chunks/${name}-*.js`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens `path` with React held back, once the page listens for use; answers the release. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = holdReact(page);
  await page.goto(path);
  await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
  return release;
}

const notHydrated = (page: Page, island: string) =>
  expect(page.locator(`[data-island="${island}"][data-hydrated]`)).toHaveCount(0);

/** A product on the tops page with a size well in stock: its path and that size's SKU (none: one size). */
async function productInStock(page: Page): Promise<{ path: string; skuId: string | null }> {
  await page.goto('/sv/c/clothing/tops');
  const links = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  for (const path of links) {
    await page.goto(path);
    await hydrated(page);
    const sizes = await page.locator('.sizes input:not([disabled])').all();
    if (!sizes.length && (await page.locator('.add-to-cart [data-stock="IN_STOCK"]').count()))
      return { path, skuId: null };
    for (const size of sizes) {
      await size.check({ force: true });
      if (await page.locator('.add-to-cart [data-stock="IN_STOCK"]').count())
        return { path, skuId: await size.getAttribute('value') };
    }
  }
  throw new Error('no product in stock on /sv/c/clothing/tops');
}

test('a size chosen and "add to cart" clicked before React has loaded adds exactly once', async ({
  page,
}) => {
  const { path, skuId } = await productInStock(page);
  const adds: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && /"addToCart"/.test(r.postData() ?? ''))
      adds.push(r.postData() ?? '');
  });
  const release = await openHeld(page, path);
  if (skuId) await page.locator(`.sizes input[value="${skuId}"]`).check({ force: true });
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click();
  await notHydrated(page, 'add-to-cart');
  expect(adds, 'nothing is sent before the island has hydrated').toEqual([]);
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(adds).toHaveLength(1);
  if (skuId) expect(JSON.parse(adds[0]!).variables.skuId).toBe(Number(skuId));
  // The form's action is for pages without JavaScript (POST /cart/add): the held submit never left.
  expect(new URL(page.url()).pathname).toBe(path);
  expect(new URL(page.url()).search).toBe('');
});

test('"add to cart" clicked after React has hydrated but before the chosen size has reached it waits for the size, and adds once', async ({
  page,
}) => {
  const { path, skuId } = await productInStock(page);
  expect(skuId, 'a product with sizes').not.toBeNull();
  const adds: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && /"addToCart"/.test(r.postData() ?? ''))
      adds.push(r.postData() ?? '');
  });
  // The size is handed to React by its own chunk after hydration (client/islands/carry-values.ts).
  const release = holdChunk(page, 'carry-values');
  await page.goto(path);
  await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
  await page.locator(`.sizes input[value="${skuId}"]`).check({ force: true });
  await expect(page.locator('[data-island="add-to-cart"][data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click();
  await expect(page.getByText('Du måste välja en storlek först')).toHaveCount(0);
  expect(adds, 'held until React has the size').toEqual([]);
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0]!).variables.skuId).toBe(Number(skuId));
});

for (const failure of ['once', 'for good'] as const)
  test(`"add to cart" clicked while React fails to load (${failure}) is sent as without JavaScript, once`, async ({
    page,
  }) => {
    const { path, skuId } = await productInStock(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    // Once: a deploy replaced the chunk, and the page would reload for the current one. For good:
    // it reloaded for that within the minute, so the failure stands.
    let failed = 0;
    await page.route('**/assets/chunks/hydrate-*.js', (route) =>
      failure === 'once' && failed++ ? route.continue() : route.abort(),
    );
    // The add's answer is slow: the reload the failure asked for must not cancel it.
    await page.route('**/cart/add', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
    if (failure === 'for good')
      await page.evaluate(() => sessionStorage.setItem('ralph-chunk-reload', String(Date.now())));
    if (skuId) await page.locator(`.sizes input[value="${skuId}"]`).check({ force: true });
    // A "+" needs React: held first, it stays undone, and the add after it is still sent.
    await page.getByRole('button', { name: 'Öka antal', exact: true }).click();
    await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?cart=added#buy$`));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect(posts).toEqual(['/cart/add']);
  });

test('what is typed in the search box before React has loaded is kept and searched', async ({
  page,
}) => {
  const release = await openHeld(page, '/sv');
  const box = page.getByRole('combobox', { name: 'Sök produkter' });
  await box.pressSequentially('tröj');
  await notHydrated(page, 'search-box');
  release();
  await expect(page.locator('[data-island="search-box"][data-hydrated]')).toHaveCount(1);
  await expect(box).toHaveValue('tröj');
  await expect(page.getByRole('listbox', { name: 'Sökförslag' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
});

test('the cart button clicked twice before React has loaded opens the cart panel once', async ({
  page,
}) => {
  const release = await openHeld(page, '/sv');
  const cartButton = page.locator('[data-island="mini-cart"] button[aria-haspopup="dialog"]');
  await cartButton.click();
  await cartButton.click();
  await notHydrated(page, 'mini-cart');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.locator('[data-island="mini-cart"][data-hydrated]')).toHaveCount(1);
  // Two held clicks replay as one open: a second click on an open panel's opener would close it.
  const panel = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(panel).toBeVisible();
  await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.locator(':focus')).toHaveCount(1);
});

test('a quantity\'s "+" tapped three times before React has loaded counts three', async ({
  page,
}) => {
  const { path, skuId } = await productInStock(page);
  const release = await openHeld(page, path);
  if (skuId) await page.locator(`.sizes input[value="${skuId}"]`).check({ force: true });
  const plus = page.getByRole('button', { name: 'Öka antal', exact: true });
  for (let i = 0; i < 3; i++) await plus.click();
  await notHydrated(page, 'add-to-cart');
  release();
  await expect(page.locator('[data-island="add-to-cart"][data-hydrated]')).toHaveCount(1);
  // Unlike the cart button's second click, each tap on a stepper is meant.
  await expect(page.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('4');
});

test('a quantity typed before React has loaded, after a size, is what is added', async ({
  page,
}) => {
  const { path, skuId } = await productInStock(page);
  expect(skuId, 'a product in several sizes').not.toBeNull();
  const adds: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && /"addToCart"/.test(r.postData() ?? ''))
      adds.push(r.postData() ?? '');
  });
  const release = await openHeld(page, path);
  await page.locator(`.sizes input[value="${skuId}"]`).check({ force: true });
  await page.getByRole('spinbutton', { name: 'Antal' }).fill('4');
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click();
  await notHydrated(page, 'add-to-cart');
  release();
  // The size chosen again when the island woke re-rendered it, which put 1 back in the field.
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0]!).variables).toEqual({ skuId: Number(skuId), quantity: 4 });
});

test('a payment method chosen at the checkout before React has loaded stays chosen', async ({
  page,
}) => {
  await cartWith(page, skuInStock(31), 'sv');
  const release = await openHeld(page, '/sv/kassan');
  const invoice = page.getByRole('radio', { name: 'Faktura' });
  await invoice.check();
  await notHydrated(page, 'checkout');
  release();
  await expect(page.locator('[data-island="checkout"][data-hydrated]')).toHaveCount(1);
  // Hydration set the group back to the server's card; the choice is made again, and React has it
  // (invoice asks for the personal identity number).
  await expect(page.getByLabel(/^Personnummer/)).toBeVisible();
  await expect(invoice).toBeChecked();
  await page.waitForLoadState('networkidle');
  await expect(invoice).toBeChecked();
});
