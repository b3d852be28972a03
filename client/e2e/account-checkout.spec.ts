import type { Page } from '@playwright/test';
import { newEmail, PASSWORD, registered } from './auth-helpers';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, priceAmount, RESET_RETRIES, test } from './fixtures';

/**
 * The account and the checkout together: a guest cart carried over at registration (priced anew for
 * the account's customer type, promotions reset: README decision 51), and a logged-in customer's
 * checkout prefilled from the settings, with the order then listed on the account's orders page.
 */

// Each test is a client of its own for the auth rate limit (5 a minute per client): wrangler dev
// keeps the CF-Connecting-IP header a request brings (TEST-NET-2 addresses, as auth.spec.ts).
const runId = Date.now() % 200;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    'cf-connecting-ip': `198.51.100.${(runId + 50 + ++client) % 250}`,
  });
});

/** Registers an ORGANIZATION account the way the panel does; the browser is logged in. */
async function registeredOrganization(page: Page, email: string) {
  const res = await page.request.post('/auth/register', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      newsletter: false,
      customerType: 'ORGANIZATION',
      remember: false,
      locale: 'sv',
      market: 'se',
    },
  });
  expect(res.status()).toBe(200);
}

/** The summary's discount as a number (0 when there is none). */
const discount = async (page: Page) => {
  const row = page.getByTestId('summary-discount');
  return (await row.count()) ? priceAmount(await row.textContent()) : 0;
};

const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'ralph-cart')?.value ?? '';

test('sv: a guest cart with a promo code carries over to a new organisation account: ex VAT, promotion reset', async ({
  page,
}) => {
  const sku = skuInStock(11);
  await cartWith(page, sku, 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  const line = page.locator(`.checkout-line[data-sku="${sku}"]`);
  await expect(line).toBeVisible();
  const subtotalIncVat = priceAmount(await page.getByTestId('summary-subtotal').textContent());
  // A sale price shows as a discount too: the promotion is what comes on top of it.
  const saleDiscount = await discount(page);
  await page.getByLabel('Presentkort eller rabattkod?').fill('save10');
  await page.getByRole('button', { name: 'Aktivera' }).click();
  await expect(page.getByTestId('promo-active')).toContainText('SAVE10');
  await expect.poll(() => discount(page)).toBeGreaterThan(saleDiscount);
  const guestCart = await cartCookie(page);

  await registeredOrganization(page, newEmail('org-carry'));
  // The cart was copied under the account (a new id), priced for an organisation.
  expect(await cartCookie(page)).not.toBe(guestCart);
  expect(await cartCookie(page)).not.toBe('');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ralph-user-type')?.value).toBe('ORGANIZATION');

  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Företag', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(line).toBeVisible();
  await expect(page.locator('.checkout-line')).toHaveCount(1);
  await expect(page.getByText('Totalbelopp exkl. moms')).toBeVisible();
  // Promotions reset: no active code; what discount is left is the sale price's, without VAT.
  await expect(page.getByTestId('promo-active')).toHaveCount(0);
  const left = await discount(page);
  expect(left).toBeLessThanOrEqual(saleDiscount);
  expect(left).toBeGreaterThanOrEqual(Math.floor(saleDiscount / 1.25));
  // The same line without VAT (at most 25 % on it): below the guest's price, above it less 25 %.
  const subtotalExVat = priceAmount(await page.getByTestId('summary-subtotal').textContent());
  expect(subtotalExVat).toBeLessThan(subtotalIncVat);
  expect(subtotalExVat).toBeGreaterThanOrEqual(Math.floor(subtotalIncVat / 1.25));
  await expectAccessible(page);

  // The mini cart of the shop's other pages shows the carried line too.
  await page.goto('/sv');
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('sv: a logged-in checkout starts with the saved address; the invoice order is in the orders page', async ({
  page,
}) => {
  const email = newEmail('prefill');
  await registered(page, email, 'sv', false);
  await page.goto('/sv/mina-sidor/installningar');
  await page.getByLabel(/^Förnamn/).fill('Åsa');
  await page.getByLabel(/^Efternamn/).fill('Lind');
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/^Mobilnummer/).fill('070-765 43 21');
  await page.getByLabel(/^Gatuadress/).fill('Sveavägen 12');
  await page.getByLabel(/^Postnummer/).fill('111 57');
  await page.getByLabel(/^Ort/).fill('Stockholm');
  const profile = page.locator('form').filter({ has: page.getByLabel(/^Förnamn/) });
  await profile.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Dina ändringar har sparats')).toBeVisible();

  await cartWith(page, skuInStock(12), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('Åsa');
  await expect(page.getByLabel(/^Efternamn/)).toHaveValue('Lind');
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue('Sveavägen 12');
  await expect(page.getByLabel(/^Postnummer/)).toHaveValue('111 57');
  await expect(page.getByLabel(/^Ort/)).toHaveValue('Stockholm');
  await expect(page.getByLabel(/^Mobilnummer/)).toHaveValue('070-765 43 21');
  await expect(page.getByLabel(/^E-postadress/)).toHaveValue(email);
  // The saved postcode prices the shipping at once: its options are there without typing.
  await expect(page.getByRole('radio', { name: /Hemleverans/ })).toBeVisible();
  await expectAccessible(page);

  // What the shopper types wins over the account's details.
  await page.getByLabel(/^Förnamn/).fill('Åsa-Maria');
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await expect(page.getByLabel(/^Personnummer/)).toHaveValue('20121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await expect(page.getByText('Åsa-Maria').first()).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');

  await page.goto('/sv/mina-sidor/ordrar');
  const current = page.getByTestId('orders-in-progress');
  await expect(current.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(current.getByText('Sveavägen 12').first()).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
});
