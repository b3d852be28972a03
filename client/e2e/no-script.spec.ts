import type { Locator, Page } from '@playwright/test';
import { query } from './d1';
import { expect, expectAccessible, hydrated, test } from './fixtures';

/** A size well in stock of a product that comes in several sizes: its page, name and SKU. */
function sizeInStock() {
  const row = query<{ id: number; size: string; alias: string; cat: string }>(
    `SELECT s.id, s.size, p.alias, c.alias AS cat FROM skus s
     JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
     WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock > 50
       AND (SELECT count(*) FROM skus o WHERE o.product_id = p.id) > 1
     ORDER BY s.id DESC LIMIT 1 OFFSET 3`,
  )[0]!;
  return { path: `/sv/p/${row.cat}/${row.alias}`, size: row.size, skuId: row.id };
}

/** A product page whose related products (books come in one size) have a quick add. */
function bookPath() {
  const [book] = query<{ alias: string; cat: string }>(
    `SELECT p.alias, c.alias AS cat FROM products p JOIN categories c ON c.id = p.category_id
     WHERE c.alias = 'novels' ORDER BY p.id LIMIT 1`,
  );
  return `/sv/p/${book!.cat}/${book!.alias}`;
}

/**
 * Clicks `button` twice, 150 ms apart, while /cart/add's answers are held back a second, as on a slow
 * connection: the second click posts the form again, and the browser drops the first answer for the
 * second's. Returns how many posts went out.
 */
async function doubleClickHeld(page: Page, button: Locator) {
  let posts = 0;
  await page.route('**/cart/add', async (route) => {
    posts += 1;
    const response = await route.fetch({ maxRedirects: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return () => posts;
}

const hasNoScriptCookie = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === 'ralph-no-script');

/**
 * Opens `path` in a browser without scripts as its second page: the first one's <noscript> image tells
 * the shop (ralph-no-script), and its later pages are whole.
 */
async function openAfterTheFirstPage(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => hasNoScriptCookie(page)).toBe(true);
  await page.reload();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add to cart posts the form: a size is asked for, the line is added, and the notice and the cart button lead to the checkout', async ({
    page,
  }) => {
    const { path, size } = sizeInStock();
    await page.goto(path);
    const add = page.getByRole('button', { name: 'Lägg i varukorgen', exact: true });
    await add.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?cart=size#buy$`));
    await expect(page.getByTestId('add-to-cart-result')).toHaveText(
      'Du måste välja en storlek först',
    );
    expect(await page.getByTestId('cart-count').textContent()).toMatch(/^0?$/);
    // Back at #buy, the form is not under the sticky header.
    const header = (await page.locator('.site-header').boundingBox())!;
    expect((await page.locator('#buy').boundingBox())!.y).toBeGreaterThanOrEqual(
      header.y + header.height,
    );

    await page.getByRole('radio', { name: size, exact: true }).check();
    // The quantity's − and + need the script: without it only the number field is shown.
    await expect(page.getByRole('button', { name: 'Öka antal', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Minska antal', exact: true })).toBeHidden();
    await page.getByRole('spinbutton', { name: 'Antal' }).fill('2');
    await add.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?cart=added#buy$`));
    await expect(page.getByTestId('add-to-cart-result')).toHaveText(
      'Tillagd i varukorgen Till kassan',
    );
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // The header's cart button goes to the checkout page, which lists the cart.
    await page.getByRole('button', { name: 'Öppna varukorgen, 2 varor' }).click();
    await expect(page).toHaveURL(/\/sv\/kassan\??$/);
    await expect(page.getByTestId('line-quantity')).toHaveText('2');

    await page.goBack();
    await page.getByRole('link', { name: 'Till kassan' }).click();
    await expect(page).toHaveURL(/\/sv\/kassan$/);
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
  });
});

test.describe('without JavaScript, a quantity that cannot be added', () => {
  test.use({ javaScriptEnabled: false });

  test('more than in stock says how many are left, a fraction asks for a whole number; the size and a whole quantity stay', async ({
    page,
  }) => {
    const { path, size, skuId } = sizeInStock();
    const stock = query<{ stock: number }>(
      `SELECT in_stock AS stock FROM skus WHERE id = ${skuId}`,
    )[0]!.stock;
    await page.goto(path);
    const add = page.getByRole('button', { name: 'Lägg i varukorgen', exact: true });
    const quantity = page.getByRole('spinbutton', { name: 'Antal' });
    await page.getByRole('radio', { name: size, exact: true }).check();
    await quantity.fill(String(stock + 1));
    await add.click();
    await expect(page.getByTestId('add-to-cart-result')).toHaveText(`Endast ${stock} kvar i lager`);
    await expect(page.getByRole('radio', { name: size, exact: true })).toBeChecked();
    await expect(quantity).toHaveValue(String(stock + 1));
    await quantity.fill('1.5');
    await add.click();
    await expect(page.getByTestId('add-to-cart-result')).toHaveText(
      'Antalet måste vara ett heltal, minst 1',
    );
    await expect(page.getByRole('radio', { name: size, exact: true })).toBeChecked();
    expect(await page.getByTestId('cart-count').textContent()).toMatch(/^0?$/);
  });
});

test.describe('without JavaScript, a double click', () => {
  test.use({ javaScriptEnabled: false });

  test('adds once: the second post, sent before the first is answered, adds nothing more', async ({
    page,
  }) => {
    const { path, size } = sizeInStock();
    await page.goto(path);
    await page.getByRole('button', { name: 'Tillåt endast nödvändiga' }).click();
    await page.getByRole('radio', { name: size, exact: true }).check();
    const posts = await doubleClickHeld(
      page,
      page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }),
    );
    await expect(page).toHaveURL(new RegExp(`${path}\\?cart=added#buy$`));
    expect(posts()).toBe(2);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('a related product’s quick add adds once too, though its markup is shared by every visitor', async ({
    page,
  }) => {
    await openAfterTheFirstPage(page, bookPath());
    await page.getByRole('button', { name: 'Tillåt endast nödvändiga' }).click();
    await expect(page.locator('.related .grid.skeleton')).toHaveCount(0);
    const quick = page.locator('.related .quick-add button').first();
    const name = (await quick.getAttribute('data-name'))!;
    const posts = await doubleClickHeld(page, quick);
    await expect(page).toHaveURL(/\/sv\/p\/[^?]+\?cart=added#buy$/);
    await expect(page.locator('h1')).toHaveText(name);
    expect(posts()).toBe(2);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a sort is applied with its own button (the filter form’s is in the closed panel)', async ({
    page,
  }) => {
    await page.goto('/sv/c/clothing');
    await expect(page.getByRole('button', { name: 'Visa produkter' })).toBeHidden();
    await page.getByLabel('Sortera').selectOption('PRICE');
    await page.getByRole('button', { name: 'Använd sorteringen' }).click();
    await expect(page).toHaveURL(/\/sv\/c\/clothing\?sort=PRICE$/);
    await expect(page.getByLabel('Sortera')).toHaveValue('PRICE');
  });

  test('a list fits a 375 px phone: the sort and its button wrap rather than widen the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/sv/c/clothing', '/en/c/clothing']) {
      await page.goto(path);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], path).toBe(widths[1]);
    }
  });
});

test('with JavaScript the sort needs no button and the quantity has its − and +', async ({
  page,
}) => {
  await page.goto('/sv/c/clothing');
  await expect(page.getByLabel('Sortera')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Använd sorteringen' })).toBeHidden();
  await page.goto(sizeInStock().path);
  await expect(page.getByRole('button', { name: 'Öka antal', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minska antal', exact: true })).toBeVisible();
});

test.describe('without JavaScript, after the first page', () => {
  test.use({ javaScriptEnabled: false });

  test('the parts a script would move into place are in place, and a related product’s quick add answers on its own page', async ({
    page,
  }) => {
    const start = bookPath();
    await openAfterTheFirstPage(page, start);
    await expect(page.locator('.related .grid.skeleton')).toHaveCount(0);
    const quick = page.locator('.related .quick-add button').first();
    await expect(quick).toBeVisible();
    const name = (await quick.getAttribute('data-name'))!;
    await quick.click();
    await expect(page).toHaveURL(/\/sv\/p\/[^?]+\?cart=added#buy$/);
    expect(new URL(page.url()).pathname).not.toBe(start);
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByTestId('add-to-cart-result')).toHaveText(
      'Tillagd i varukorgen Till kassan',
    );
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('without JavaScript, hearts', () => {
  test.use({ javaScriptEnabled: false });

  test('a heart is a plain form: it saves and unsaves, the favorites page lists it, the header counts it', async ({
    page,
  }) => {
    const { path } = sizeInStock();
    await openAfterTheFirstPage(page, path);
    const name = (await page.locator('h1').textContent())!;
    const heart = page.getByRole('button', { name: `Spara ${name} som favorit` });
    await expect(heart).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-favorites-count]')).toHaveText('1');

    await page.goto('/sv/favoriter');
    const card = page.locator('.grid .card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('.card-name')).toHaveText(name);
    await card.getByRole('button', { name: `Spara ${name} som favorit` }).click();
    await expect(page).toHaveURL(/\/sv\/favoriter$/);
    await expect(page.locator('.grid .card')).toHaveCount(0);
    await expect(page.locator('[data-favorites-count]')).toHaveText('0');
  });
});

test('the product page with the plain form’s result in English, and with the hearts as forms, has no axe finding', async ({
  page,
}) => {
  await page.goto(`${sizeInStock().path.replace('/sv/', '/en/')}?cart=added#buy`);
  await expect(page.getByTestId('add-to-cart-result')).toHaveText('Added to cart Go to checkout');
  await expectAccessible(page);
  // A browser that runs scripts never says it runs none.
  const noScriptCookie = () => hasNoScriptCookie(page);
  await page.waitForLoadState('networkidle');
  expect(await noScriptCookie()).toBe(false);
  // The markup a browser without scripts gets (its hearts are forms), checked here where axe can run;
  // as scripts do run, the page forgets the cookie and makes its hearts buttons again.
  await page
    .context()
    .addCookies([{ name: 'ralph-no-script', value: '1', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('form.favorite-form').first()).toBeVisible();
  await expectAccessible(page);
  expect(await noScriptCookie()).toBe(false);
  await expect(page.locator('.title-row .favorite')).toHaveAttribute('type', 'button');
});

test('with scripts, the next add takes the plain form’s result from the address', async ({
  page,
}) => {
  const { path, size } = sizeInStock();
  await page.goto(`${path}?cart=added#buy`);
  await hydrated(page);
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: 'Lägg i varukorgen', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // A reload or a shared link must not say "added" for an add it did not make.
  await expect(page).toHaveURL(new RegExp(`${path}#buy$`));
});
