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
