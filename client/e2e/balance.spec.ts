import { newEmail, registered } from './auth-helpers';
import { ANNA, cartWith, fillAddress, skuInStock, sql } from './checkout-helpers';
import { literal, query } from './d1';
import { expect, expectAccessible, hydrated, test } from './fixtures';

/**
 * A customer's balance (store credit) pays for part of an order (README decision 212): the checkout
 * shows it, the invoice is for what is left, and the account's balance is lower afterwards.
 */

// A client of its own for the auth rate limit (5 a minute per client), as account-checkout.spec.ts.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    'cf-connecting-ip': `198.51.100.${200 + (Date.now() % 50)}`,
  });
});

test('sv: a logged-in customer’s balance pays part of an invoice order, and is spent', async ({
  page,
}) => {
  const email = newEmail('balance');
  await registered(page, email, 'sv', false);
  const [customer] = query<{ id: number }>(
    `SELECT id FROM customers WHERE email = ${literal(email)}`,
  );
  // As an operator gives one (README: INSERT INTO customer_balances): 100 kr.
  sql(`INSERT INTO customer_balances VALUES (${customer!.id}, 'SEK', 10000)`);

  await cartWith(page, skuInStock(31), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  const summary = page.locator('.checkout-summary');
  await expect(summary.getByText('Totalt före saldo')).toBeVisible();
  await expect(summary.getByTestId('summary-balance')).toHaveText('−100\u00a0kr');
  await expect(summary.getByText('Att betala')).toBeVisible();

  // Priced live for the postcode typed (the island's quote), the balance still pays.
  await fillAddress(page, { ...ANNA, email });
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await expect(summary.getByTestId('summary-balance')).toHaveText('−100\u00a0kr');
  // The live prices show the cart and the balance the page showed: no "changed elsewhere".
  await expect(page.getByText(/ändrades i en annan flik/)).toHaveCount(0);
  await summary.screenshot({ path: 'test-results/balance-checkout-summary.png' });
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await expect(page.getByTestId('order-balance')).toHaveText('−100\u00a0kr');
  await expect(page.getByTestId('order-to-pay')).toBeVisible();
  await page.screenshot({ path: 'test-results/balance-confirmation.png', fullPage: true });

  await page.goto('/sv/mina-sidor/saldo');
  await expect(page.getByTestId('balance')).toHaveText('0\u00a0kr');
});

test('sv: while the balance pays the whole order no payment method is asked; a larger total asks again', async ({
  page,
}) => {
  const email = newEmail('balance-all');
  await registered(page, email, 'sv', false);
  const [customer] = query<{ id: number }>(
    `SELECT id FROM customers WHERE email = ${literal(email)}`,
  );
  await cartWith(page, skuInStock(32), 'sv');
  await page.goto('/sv/kassan');
  const kr = async (testId: string) =>
    Number((await page.getByTestId(testId).textContent())!.replace(/\D/g, ''));
  const goods = await kr('summary-subtotal');
  // 100 kr more than the goods: it pays the whole order with shipping up to 100 kr (pick-up 49, home
  // 69), but not with express (149 kr) or a second item.
  sql(`INSERT INTO customer_balances VALUES (${customer!.id}, 'SEK', ${(goods + 100) * 100})`);
  await page.reload();
  await hydrated(page);
  const summary = page.locator('.checkout-summary');
  const paidAll = page.getByText(
    'Ditt saldo betalar hela ordern, så du behöver inte välja betalsätt.',
  );
  const invoice = page.getByRole('radio', { name: 'Faktura' });
  const personalId = page.getByLabel(/^Personnummer/);
  await expect(summary.getByTestId('summary-total')).toHaveText('0\u00a0kr');
  await expect(paidAll).toBeVisible();
  await expect(invoice).toBeHidden();
  await expect(personalId).toBeHidden();
  await expectAccessible(page);

  await fillAddress(page, { ...ANNA, email });
  await page.getByRole('radio', { name: /Expressleverans/ }).check();
  await expect(summary.getByTestId('summary-total')).toHaveText('49\u00a0kr');
  await expect(paidAll).toBeHidden();
  await invoice.check();
  await expect(personalId).toBeVisible();
  // Back to free shipping: nothing to pay, nothing asked; the invoice stays the choice behind it.
  await page.getByRole('radio', { name: /Hämta hos ombud/ }).check();
  await expect(paidAll).toBeVisible();
  await expect(personalId).toBeHidden();
  // A second item costs more than the balance: asked again, as chosen.
  // Each of + and − posts the form: the page comes back, and is used once its island has woken.
  await page.getByRole('button', { name: /^Öka antal av/ }).click();
  await expect(paidAll).toBeHidden();
  await hydrated(page);
  await expect(invoice).toBeChecked();
  await expect(personalId).toBeVisible();
  await page.getByRole('button', { name: /^Minska antal av/ }).click();
  await expect(paidAll).toBeVisible();
  await hydrated(page);
  await expect(personalId).toBeHidden();
  const total = await kr('summary-before-balance');

  // Ordered with no personal number: paid by the balance.
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  const paid = await page.getByTestId('order-balance').textContent();
  expect(Number(paid!.replace(/\D/g, ''))).toBe(total);
});
