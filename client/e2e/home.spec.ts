import {
  expect,
  expectAccessible,
  hydrated,
  operatorCommand,
  RESET_RETRIES,
  test,
} from './fixtures';

test('sv start page from the CMS: banner first, product lists stream in, nothing wider than a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nordisk design, gjord för att hålla',
  );
  await expect(page.getByRole('list', { name: 'Nyheter' }).locator(':scope > li')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Mest sålda' }).locator(':scope > li')).toHaveCount(
    8,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Se nyheterna' }).click();
  await expect(page).toHaveURL(/\/sv\/nyheter$/);
});

test('sv on a phone: the main menu waits behind one button and lists the second level', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sv');
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  const shoes = menu.getByRole('link', { name: 'Skor', exact: true });
  await expect(shoes).toBeHidden();
  await menu.getByText('Meny', { exact: true }).click();
  await expect(shoes).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Vardagsskor', exact: true })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Vardagsskor', exact: true }).click();
  await expect(page).toHaveURL(/\/sv\/c\/shoes\/everyday-shoes$/);
});

test('sv on a wide screen: Escape hides the menu flyout the focus is in, Tab then goes past it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sv');
  await expect(page.locator('html[data-disclosures]')).toHaveCount(1);
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  const top = menu.locator('.menu > .has-children > a').first();
  const flyout = menu.locator('.menu > .has-children > .submenu').first();
  await top.focus();
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(top).toBeFocused();
  // Past the hidden links to the next item; back, the flyout opens again.
  await page.keyboard.press('Tab');
  await expect(menu.locator('.menu > li').nth(1).locator('> a')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(top).toBeFocused();
  await expect(flyout).toBeVisible();
});

test('en on a phone: the menu closes on Escape (focus back on its button) and on a click outside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await expect(page.locator('html[data-disclosures]')).toHaveCount(1);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const button = menu.locator('summary');
  const shoes = menu.getByRole('link', { name: 'Shoes', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(shoes).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(shoes).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(shoes).toBeVisible();
  // A tap on plain content outside it (the open menu covers the page below the header's rows).
  const outside = await page.evaluate(() => {
    for (let y = 835; y > 0; y -= 5) {
      const hit = document.elementFromPoint(20, y);
      if (hit && !hit.closest('details, a, button, input, label, summary')) return y;
    }
    return null;
  });
  expect(outside).not.toBeNull();
  await page.mouse.click(20, outside!);
  await expect(shoes).toBeHidden();
  await expect(page).toHaveURL(/\/en$/);
});

test('en main menu by keyboard: a category opens its sub-menu on focus and Tab walks into it', async ({
  page,
}) => {
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const tops = menu.getByRole('link', { name: 'Tops', exact: true });
  await expect(tops).toBeHidden();
  await menu.getByRole('link', { name: 'Clothing', exact: true }).focus();
  await expect(tops).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tops).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/c\/clothing\/tops$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tops');
  await menu.getByRole('link', { name: 'Sale', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/l\/sale$/);
});

test('CMS preview: the operator command gives a link that shows the draft, marked as a preview', async ({
  page,
}) => {
  const out = operatorCommand('preview', 'vinterkampanj');
  const link = new URL(out.trim().split('\n').pop()!);
  await page.goto(`/en${link.pathname.slice(3)}${link.search}`);
  await expect(page.getByRole('note')).toContainText('Preview: this is how the content will look');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter campaign (draft)');
  await expect(page.getByRole('link', { name: 'To the sale' })).toHaveAttribute(
    'href',
    '/en/dc/winter-sale',
  );
  await expectAccessible(page);
  // The draft is not public.
  expect((await page.request.get('/en/vinterkampanj', RESET_RETRIES)).status()).toBe(404);
});

test('en: a viewed product comes back on the start page under "Recently viewed"', async ({
  page,
  context,
}) => {
  await page.goto('/en/c/shoes');
  const card = page.locator('.grid .card').first();
  const name = (await card.locator('.card-name').textContent())!.trim();
  await card.locator('.card-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // A card in view may have been prefetched: its page counts as a view once shown, when its script
  // tells the Worker (POST /viewed), which may answer after the heading is there.
  await expect
    .poll(async () =>
      (await context.cookies()).some((c) => c.name === 'ralph-latest-products' && c.value),
    )
    .toBe(true);
  await page.goto('/en');
  const recent = page.getByRole('list', { name: 'Recently viewed' });
  await expect(recent.locator(':scope > li')).toHaveCount(1);
  await expect(recent).toContainText(name);
  await expectAccessible(page);
});
