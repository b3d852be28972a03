import { newEmail, registered } from './auth-helpers';
import { ANNA, cartWith, fillAddress, skuInStock, sql } from './checkout-helpers';
import { literal, query } from './d1';
import { expect, hydrated, test } from './fixtures';

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
