import type { Page } from '@playwright/test';
import { cartWith, skuInStock } from './checkout-helpers';
import { query } from './d1';
import { expect, expectAccessible, hydrated, priceAmount, test } from './fixtures';

const TEXT = {
  sv: {
    home: 'Nordisk design, gjord för att hålla',
    mainMenu: 'Huvudmeny',
    clothing: 'Kläder',
    addToCart: 'Lägg i varukorgen',
    pickSize: 'Du måste välja en storlek först',
    subtotal: 'Delsumma',
    inStock: 'I lager',
    freeShipping: 'Fri frakt',
    leftToFree: 'kvar till fri frakt',
  },
  en: {
    home: 'Nordic design, made to last',
    mainMenu: 'Main menu',
    clothing: 'Clothing',
    addToCart: 'Add to cart',
    pickSize: 'You have to pick a size first',
    subtotal: 'Subtotal',
    inStock: 'In stock',
    freeShipping: 'Free shipping',
    leftToFree: 'left to free shipping',
  },
} as const;

/** Picks the first size that is plainly in stock (six or more), so the test can add several. */
async function pickSizeInStock(page: Page) {
  const sizes = page.locator('.sizes input:not([disabled])');
  const count = await sizes.count();
  for (let i = 0; i < count; i++) {
    await sizes.nth(i).check({ force: true });
    if (await page.locator('.add-to-cart [data-stock="IN_STOCK"]').count()) return;
  }
  throw new Error('no size in stock on this product');
}

/** From a category page, the first product that has several sizes and one of them well in stock. */
async function openProductWithSizes(page: Page) {
  const links = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  for (const href of links) {
    await page.goto(href);
    await hydrated(page);
    if ((await page.locator('.sizes input:not([disabled])').count()) > 1) {
      for (const input of await page.locator('.sizes input:not([disabled])').all()) {
        await input.check({ force: true });
        if (await page.locator('.add-to-cart [data-stock="IN_STOCK"]').count()) {
          await page.reload();
          await hydrated(page);
          return;
        }
      }
    }
  }
  throw new Error('no product with sizes in stock in this category');
}

for (const locale of ['sv', 'en'] as const) {
  const text = TEXT[locale];
  test(`${locale}: start page → category → product → size → add to cart → mini cart`, async ({
    page,
    problems,
  }) => {
    await page.goto(`/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.home);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await hydrated(page);
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: text.mainMenu })
      .getByRole('link', { name: text.clothing, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.clothing);
    await expect(page).toHaveURL(new RegExp(`/${locale}/c/clothing$`));
    await hydrated(page);
    await expectAccessible(page);

    await openProductWithSizes(page);
    await expectAccessible(page);
    const price = (await page.locator('.buy-box .price-selling').textContent())!.trim();

    await page.getByRole('button', { name: text.addToCart }).click();
    await expect(page.getByTestId('add-to-cart-message')).toHaveText(text.pickSize);
    // The focus goes to the sizes, whose group is described by the message.
    await expect(page.locator('.sizes input:focus')).toHaveCount(1);
    await expect(page.locator('.sizes')).toHaveAccessibleDescription(text.pickSize);

    await pickSizeInStock(page);
    await page.getByRole('button', { name: text.addToCart }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    await expect(dialog.getByTestId('cart-subtotal')).toHaveText(price);
    // Shipping, amount left to free shipping and total follow the summary rules (free over 499 kr,
    // 499 kr less the goods left; 49 kr fee in se).
    const amount = (s: string | null) =>
      Number((s ?? '').replace(/[^\d,.]/g, '').replace(',', '.'));
    const goods = amount(price);
    const total = amount(await dialog.getByTestId('cart-total').textContent());
    if (goods > 499) {
      await expect(dialog.getByTestId('cart-shipping')).toHaveText(text.freeShipping);
      expect(total).toBe(goods);
    } else {
      await expect(dialog.getByTestId('cart-shipping')).toHaveText('49 kr');
      await expect(dialog.getByTestId('cart-free-left')).toContainText(text.leftToFree);
      expect(amount(await dialog.getByTestId('cart-free-left').textContent())).toBeCloseTo(
        499 - goods,
        2,
      );
      expect(total).toBeCloseTo(goods + 49, 2);
    }
    await expect(dialog.getByRole('button').first()).toBeFocused();
    await expectAccessible(page);

    // Closed, the panel gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: text.addToCart })).toBeFocused();
    // The cart survives a reload: its id is in the ralph-cart cookie, the server renders the count.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const cookies = await page.context().cookies();
    const cart = cookies.find((c) => c.name === 'ralph-cart');
    expect(cart?.httpOnly).toBe(true);
    expect(cart!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    expect(problems).toEqual([]);
  });
}

test('the quantity chosen before the size stays when the size is picked, and is what is added', async ({
  page,
}) => {
  await page.goto('/en/c/clothing/tops');
  await openProductWithSizes(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('2');
  // The markets tester saw it go back to 1, and one added.
  await pickSizeInStock(page);
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog').getByTestId('line-quantity')).toHaveText('2');
});

test('the size the page shows after Back is the one added', async ({ page }) => {
  await page.goto('/sv/c/clothing/tops');
  await openProductWithSizes(page);
  const product = page.url();
  await pickSizeInStock(page);
  const size = page.locator('.sizes input:checked');
  const skuId = await size.getAttribute('value');
  await page.goto('/sv');
  await page.goBack();
  await expect(page).toHaveURL(product);
  // The browser puts the size back in the form; no listener hears it, and hydration unchecked it.
  await expect(page.locator(`.sizes input[value="${skuId}"]`)).toBeChecked();
  await page.getByRole('button', { name: TEXT.sv.addToCart, exact: true }).click();
  await expect(page.getByRole('dialog').getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByTestId('add-to-cart-message')).not.toHaveText(TEXT.sv.pickSize);
  await expect(page.locator(`.sizes input[value="${skuId}"]`)).toBeChecked();
});

test('rapid quantity clicks in the cart panel apply in order', async ({ page }) => {
  await page.goto('/sv/c/clothing');
  await openProductWithSizes(page);
  await pickSizeInStock(page);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('line-quantity')).toHaveText('1');
  const cartButton = page.locator('button.mini-cart');
  await expect(cartButton).toHaveAttribute('aria-label', 'Öppna varukorgen, 1 vara');
  const plus = dialog.getByRole('button', { name: /^Öka antal av/ });
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(dialog.getByTestId('line-quantity')).toHaveText('4');
  await expect(cartButton).toHaveAttribute('aria-label', 'Öppna varukorgen, 4 varor');
  await expect(dialog.locator('[role="status"]')).toHaveText('');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.getByTestId('cart-count').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Ta bort/ })
    .click();
  await expect(page.getByRole('dialog').getByText('Din varukorg är tom')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the cart panel’s − down to one keeps the keyboard’s focus', async ({ page }) => {
  await cartWith(page, skuInStock(22), 'sv');
  await page.reload();
  await page.getByTestId('cart-count').click();
  const dialog = page.getByRole('dialog');
  const less = dialog.getByRole('button', { name: /^Minska antal av/ });
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('button', { name: /^Öka antal av/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('line-quantity')).toHaveText('2');
  await expect(less).not.toHaveAttribute('aria-disabled');
  await less.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('line-quantity')).toHaveText('1');
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await expect(less).toBeFocused();
  // At one it does nothing.
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('removing lines from the cart panel by keyboard keeps the focus in the panel', async ({
  page,
}) => {
  await cartWith(page, skuInStock(20), 'sv');
  await cartWith(page, skuInStock(21), 'sv');
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByTestId('cart-count').click();
  const dialog = page.getByRole('dialog');
  const removes = dialog.getByRole('button', { name: /^Ta bort/ });
  await expect(removes).toHaveCount(2);
  await removes.first().focus();
  await page.keyboard.press('Enter');
  // The line that took its place has the focus, on its own remove button.
  await expect(removes).toHaveCount(1);
  await expect(removes.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Din varukorg är tom')).toBeVisible();
  // The focused heading says so (the tester heard only "Varukorg, rubrik").
  await expect(dialog.getByRole('heading', { name: 'Varukorg' })).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Varukorg' })).toHaveAccessibleDescription(
    'Din varukorg är tom',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a business customer sees prices without VAT', async ({ page }) => {
  await page.goto('/sv/c/clothing');
  const incVat = await page.locator('.grid .price-selling').first().textContent();
  await page.getByRole('button', { name: /Byt: Företag/ }).click();
  await expect(page).toHaveURL(/\/sv\/c\/clothing$/);
  await expect(page.locator('.grid .price-vat').first()).toHaveText('exkl. moms');
  const exVat = await page.locator('.grid .price-selling').first().textContent();
  expect(priceAmount(exVat)).toBeLessThan(priceAmount(incVat));
  // The cart's total and the amount left to free shipping are with VAT, and say so.
  const [cheap] = query<{ id: number }>(
    `SELECT s.id FROM skus s JOIN prices p ON p.product_id = s.product_id AND p.currency = 'SEK'
     WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock > 50 AND p.selling < 30000
     ORDER BY s.id LIMIT 1`,
  );
  await cartWith(page, cheap!.id, 'sv');
  await page.goto('/sv/c/clothing');
  await hydrated(page);
  await page.getByTestId('cart-count').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('dt.total')).toHaveText('Totalt inkl. moms');
  await expect(dialog.getByTestId('cart-free-left')).toHaveText(
    /^[\d\s]+(,\d\d)?\skr inkl\. moms kvar till fri frakt$/,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Byt: Privatperson/ }).click();
  await expect(page.locator('.grid .price-vat')).toHaveCount(0);
});

for (const [locale, heading, button] of [
  ['sv', 'Sidan kunde inte hittas', 'Till startsidan'],
  ['en', 'This page could not be found', 'Go to the start page'],
] as const) {
  test(`${locale}: unknown page shows the 404 page`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
    await page.getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}
