import { expect, expectAccessible, hydrated, openProductWhere, test } from './fixtures';

test('notify me: a sold-out size takes an e-mail address, a bad one is refused in Swedish', async ({
  page,
}) => {
  await openProductWhere(page, '/sv/c/clothing', '[data-island="stock-notify"]', 'a sold-out size');
  await hydrated(page);
  await page.getByText('Bevaka en storlek som är slut').click();
  const email = page.getByLabel('E-postadress');
  await email.fill('inte-en-adress');
  await page.getByRole('button', { name: 'Bevaka' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Du måste ange en giltig e-postadress' }),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('kund@example.se');
  await page.getByRole('button', { name: 'Bevaka' }).click();
  await expect(page.locator('#notify-message')).toHaveText(
    /^Tack! Vi mejlar kund@example.se när storlek .+ finns i lager igen\.$/,
  );
  await expectAccessible(page);
});

test('notify me after a refused post without JavaScript: a later sign-up takes the old result from the address', async ({
  page,
}) => {
  await openProductWhere(page, '/sv/c/clothing', '[data-island="stock-notify"]', 'a sold-out size');
  const product = new URL(page.url()).pathname;
  await page.goto(`${product}?notify=invalid#notify`);
  await hydrated(page);
  await expect(page.locator('#notify-message')).toHaveText('Du måste ange en giltig e-postadress');
  await page.getByLabel('E-postadress').fill('kund@example.se');
  await page.getByRole('button', { name: 'Bevaka' }).click();
  await expect(page.locator('#notify-message')).toHaveText(/^Tack! Vi mejlar kund@example.se/);
  // A reload or a shared link must not say "invalid" again.
  await expect(page).toHaveURL(new RegExp(`${product}#notify$`));
});

test('notify me without JavaScript: the form posts, the address stays out of the URL, the page says thanks', async ({
  browser,
  page,
}) => {
  await openProductWhere(page, '/en/c/clothing', '[data-island="stock-notify"]', 'a sold-out size');
  const product = new URL(page.url()).pathname;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(product);
  await plain.getByText('Watch a size that is sold out').click();
  await plain.getByLabel('E-mail address', { exact: true }).fill('no-script@example.se');
  await plain.getByRole('button', { name: 'Notify me' }).click();
  await expect(plain).toHaveURL(`${new URL(page.url()).origin}${product}?notify=done#notify`);
  await expect(plain.locator('#notify-message')).toHaveText(
    'Thank you! We will e-mail you when it is back in stock.',
  );
  expect(plain.url()).not.toContain('no-script');
  await context.close();
});

test('notify me without JavaScript: an address the browser can tell is wrong is never sent, and stays typed with the size', async ({
  browser,
  page,
}) => {
  await openProductWhere(page, '/sv/c/clothing', '[data-island="stock-notify"]', 'a sold-out size');
  const product = new URL(page.url()).pathname;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(product);
  await plain.getByText('Bevaka en storlek som är slut').click();
  const size = plain.getByLabel('Storlek');
  const sizes = await size.locator('option').count();
  if (sizes > 1) await size.selectOption({ index: sizes - 1 });
  const chosen = sizes > 1 ? await size.inputValue() : null;
  const email = plain.getByLabel('E-postadress', { exact: true });
  for (const typed of ['åsa@exämple.se', '   ']) {
    await email.fill(typed);
    await plain.getByRole('button', { name: 'Bevaka' }).click();
    await expect(email).toHaveValue(typed.trim());
    expect(plain.url()).not.toContain('notify=');
    if (chosen) await expect(size).toHaveValue(chosen);
  }
  await context.close();
});
