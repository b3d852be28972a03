import { expect, expectAccessible, test } from './fixtures';

for (const [locale, texts] of Object.entries({
  sv: { footer: 'Kundservice', heading: 'Kundservice', button: 'Köpvillkor' },
  en: { footer: 'Customer service', heading: 'Customer service', button: 'Terms of purchase' },
})) {
  test(`${locale}: the footer leads to a content page built from widgets`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page
      .getByRole('navigation', {
        name: locale === 'sv' ? 'Information och villkor' : 'Information and terms',
      })
      .getByRole('link', { name: texts.footer })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/kundservice$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await expect(
      page.locator('.widget-buttons').getByRole('link', { name: texts.button }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}
