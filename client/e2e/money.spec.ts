import type { BrowserContext, Locator } from '@playwright/test';
import { cartWith, setPromoCode, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, test } from './fixtures';
import { MONEY } from './money-patterns';

/** Issue 13's money and text items, in both languages and the markets they are about. */
const NB = '\u00a0';
const TEXT = {
  sv: {
    count: new RegExp(`^\\d{1,3}(${NB}\\d{3})+ produkter$`),
    free: 'Fri frakt över',
    lowest: 'Lägsta pris 30 dagar före sänkningen: ',
    reference: '(lägst före sänkningen)',
    history: 'Prishistorik',
    remove: 'Ta bort koden SAVE10',
  },
  en: {
    count: /^\d{1,3}(,\d{3})+ products$/,
    free: 'Free shipping over',
    lowest: 'Lowest price in the 30 days before the reduction: ',
    reference: '(lowest before the reduction)',
    history: 'Price history',
    remove: 'Remove the code SAVE10',
  },
} as const;
const inMarket = (context: BrowserContext, baseURL: string | undefined, market: string) =>
  context.addCookies([{ name: 'ralph-selected-market', value: market, url: baseURL! }]);
/** The exact text (no whitespace normalised: only no-break spaces pass the patterns). */
const exact = (l: Locator) => l.evaluate((e) => e.textContent!.trim());
const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

for (const locale of ['sv', 'en'] as const) {
  const text = TEXT[locale];

  test(`${locale}, se: Swedish money, grouped counts and the price facet in kronor`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/c/clothing`);
    for (const price of await page.locator('.grid .price-selling').all())
      expect(await exact(price)).toMatch(MONEY.se);
    expect(await exact(page.getByTestId('list-count'))).toMatch(text.count);
    const facet = page.locator('label[for="facet-pr_1000-1999"]');
    expect(await exact(facet)).toMatch(new RegExp(`^1${NB}000–1${NB}999${NB}kr`));
    expect(await page.locator('.facets-panel').textContent()).not.toContain('SEK');
    await expect(page.locator('.site-footer')).toContainText(`${text.free} 499${NB}kr`);
  });

  for (const [market, threshold] of [
    ['dk', `349${NB}kr.`],
    ['fi', `49${NB}€`],
  ] as const)
    test(`${locale}, ${market}: the market's money and its own free-shipping threshold`, async ({
      page,
      context,
      baseURL,
    }) => {
      await inMarket(context, baseURL, market);
      await page.goto(`/${locale}`);
      const footer = await exact(page.locator('.site-footer p', { hasText: text.free }));
      expect(footer.startsWith(`${text.free} ${threshold} · `)).toBe(true);
      const promises = (await page.locator('main').textContent())!.match(
        new RegExp(`${text.free} [^.·]+`, 'gi'),
      );
      expect(promises?.length).toBeGreaterThan(0);
      for (const p of promises!) expect(p).toContain(threshold.replace(/\.$/, ''));
      await page.goto(`/${locale}/c/clothing`);
      for (const price of await page.locator('.grid .price-selling').all())
        expect(await exact(price)).toMatch(MONEY[market]);
      // The euro has price ranges of its own (20–49 €), the crowns theirs.
      const range = market === 'fi' ? 'pr_20-49' : 'pr_0-199';
      expect(await exact(page.locator(`label[for="facet-${range}"]`))).toMatch(
        market === 'fi' ? new RegExp(`^20–49${NB}€`) : new RegExp(`^0–199${NB}kr\\.`),
      );
    });

  test(`${locale}: the lowest-price sentence names the price before the reduction, as the table does`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/l/sale`);
    await page.locator('.grid .card-link').first().click();
    const sentence = await exact(page.getByTestId('lowest-price'));
    expect(sentence.startsWith(text.lowest)).toBe(true);
    const reference = sentence.slice(text.lowest.length);
    expect(reference).toMatch(MONEY.se);
    await page.locator('.price-history summary', { hasText: text.history }).click();
    const row = page.locator('.price-history tr', { hasText: text.reference });
    await expect(row).toHaveCount(1);
    expect(await exact(row.locator('[data-money]'))).toBe(reference);
    // Today's reduced price is the window's lowest, and lower than the reference.
    const lowest = await exact(page.locator('.price-history tr.lowest [data-money]'));
    expect(amount(lowest)).toBeLessThan(amount(reference));
  });

  test(`${locale}: the cart panel shows the promo code, the discount, and removes the code`, async ({
    page,
  }) => {
    await cartWith(page, skuInStock(locale === 'sv' ? 31 : 32), locale);
    await setPromoCode(page, locale, 'save10');
    await page.goto(`/${locale}`);
    await hydrated(page);
    await page.locator('.mini-cart').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cart-promo')).toContainText('SAVE10');
    const discount = await exact(dialog.getByTestId('cart-discount'));
    expect(discount.startsWith('−')).toBe(true);
    expect(discount.slice(1)).toMatch(MONEY.se);
    await expectSumsAddUp(dialog, 'cart');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.remove }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('cart-promo')).toHaveCount(0);
    await expect(dialog.getByTestId('cart-discount')).toHaveCount(0);
    // The code's row went with its button: the panel's heading has the focus.
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    await expectSumsAddUp(dialog, 'cart');
  });
}

test('sv: the checkout summary names the code, its sums add up, and the code comes off without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await cartWith(page, skuInStock(33), 'sv');
  await setPromoCode(page, 'sv', 'save10');
  await page.goto('/sv/kassan');
  await expect(page.getByTestId('summary-code')).toHaveText(' (SAVE10)');
  await expectSumsAddUp(page.locator('.checkout-summary'), 'summary');
  await page.getByRole('button', { name: TEXT.sv.remove }).click();
  await expect(page.getByTestId('promo-active')).toHaveCount(0);
  await expect(page.getByTestId('summary-discount')).toHaveCount(0);
  await context.close();
});

/** subtotal − discount + shipping = total, each amount in Swedish money. */
async function expectSumsAddUp(scope: Locator, prefix: 'cart' | 'summary') {
  const money = async (id: string) => {
    const l = scope.getByTestId(`${prefix}-${id}`);
    if (!(await l.count())) return 0;
    const shown = (await exact(l.locator('[data-money]').or(l).first())).replace(/^−/, '');
    return MONEY.se.test(shown) ? amount(shown) : 0;
  };
  const subtotal = await money('subtotal');
  const discount = await money('discount');
  const shipping = await money('shipping');
  const total = await money('total');
  expect(subtotal - discount + shipping).toBeCloseTo(total, 2);
}
