import type { Page } from '@playwright/test';
import { ANNA, cartWith, fillAddress, skuInStock, sql } from './checkout-helpers';
import { expect, expectAccessible, hydrated, operatorCommand, test } from './fixtures';
import { PORT } from './ports';
import { mailedResetLink, newEmail, PASSWORD, registered } from './auth-helpers';
import { literal, query } from './d1';

/** The account pages in a real browser against wrangler dev. */

// Each test is a client of its own for the auth rate limits (5 a minute per client, README decision 52):
// wrangler dev keeps the CF-Connecting-IP a request brings (TEST-NET-3 addresses, apart from auth.spec's).
const runId = Date.now() % 100;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `203.0.113.${runId + ++client}` });
});

/**
 * An organisation number no earlier run used (one company account per number): 556 and six digits of
 * the clock, then the Luhn check digit the shop verifies.
 */
function newOrganizationId() {
  const body = `556${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((total, digit, i) => {
    const d = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body.slice(0, 6)}-${body.slice(6)}${(10 - (sum % 10)) % 10}`;
}

/** A new account through the Worker's /auth/register (the panel's endpoint); the browser is logged in. */
async function register(page: Page, locale: 'sv' | 'en', tag: string) {
  const email = newEmail(tag);
  await registered(page, email, locale);
  return email;
}

/**
 * A customer row and an operator's loginToken link for it (`npm run impersonate`): the auth service's
 * register limit (5 a minute per client) is not spent, and the loginToken flow is exercised too.
 */
async function impersonated(page: Page, locale: 'sv' | 'en', tag: string) {
  const email = newEmail(tag);
  sql(
    `INSERT INTO customers (email, customer_type, address, created_at, updated_at)
     VALUES ('${email}', 'PERSON', '{}', datetime('now'), datetime('now'))`,
  );
  const link = operatorCommand('impersonate', email, locale, String(PORT))
    .trim()
    .split('\n')
    .at(-1)!;
  const url = new URL(link);
  expect(url.searchParams.get('loginToken')).toBeTruthy();
  await page.goto(url.pathname + url.search);
  // The token leaves the URL at once; the visitor confirms (no login from a bare link).
  await expect(page).toHaveURL(/\/account\?confirm=login$/);
  await page.getByRole('button', { name: locale === 'sv' ? 'Fortsätt' : 'Continue' }).click();
  return email;
}

test('guarded pages send a visitor to the login with a way back, and back after logging in (sv)', async ({
  page,
  context,
  problems,
}) => {
  const email = await register(page, 'sv', 'back');
  await context.clearCookies();
  await page.goto('/sv/mina-sidor/installningar');
  // The index with the panel's login (E's island); its parameters leave the address bar once open.
  await expect(page).toHaveURL(/\/sv(\?action=login&return=%2Fsv%2Fmina-sidor%2Finstallningar)?$/);
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await panel.getByLabel('E-postadress').fill(email);
  await panel.getByLabel('Lösenord').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/sv\/mina-sidor\/installningar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina sidor' })).toBeVisible();
  await expect(page.getByTestId('logged-in-as')).toHaveText(`Inloggad som ${email}`);
  await expect(page.getByRole('link', { name: 'Inställningar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await hydrated(page);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('loginToken lands on the orders with the token gone; orders and balance pages (en)', async ({
  page,
}) => {
  const email = await impersonated(page, 'en', 'token');
  await expect(page).toHaveURL(/\/en\/my-account\/orders$/);
  await expect(page.getByTestId('logged-in-as')).toHaveText(`Logged in as ${email}`);
  await expect(page.getByText('You have not placed any orders yet')).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/balance$/);
  await expect(page.getByRole('heading', { name: 'Current balance' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/0/);
  await hydrated(page);
  await expectAccessible(page);
});

test('sv: settings saved and reloaded; a wrong personal ID is said at its field, nothing typed lost', async ({
  page,
}) => {
  await impersonated(page, 'sv', 'settings-sv');
  await page.goto('/sv/mina-sidor/installningar');
  await page.getByLabel(/^Förnamn/).fill('Åsa');
  await page.getByLabel(/^Efternamn/).fill('Lind');
  await page.getByLabel(/^Personnummer/).fill('900101-1234');
  await page.getByLabel(/^Gatuadress/).fill('Storgatan 1');
  await page.getByLabel(/^Postnummer/).fill('111 22');
  await page.getByLabel(/^Ort/).fill('Stockholm');
  const profile = page.locator('form').filter({ has: page.getByLabel(/^Förnamn/) });
  await profile.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.locator('#profile-personalId-error')).toHaveText(
    'Du måste ange ett giltigt personnummer',
  );
  await expect(page.getByLabel(/^Personnummer/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('Åsa');
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue('Storgatan 1');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-settings-errors-sv.png', fullPage: true });

  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await profile.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByText('Dina ändringar har sparats')).toBeVisible();
  await page.goto('/sv/mina-sidor/installningar');
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('Åsa');
  await expect(page.getByLabel(/^Personnummer/)).toHaveValue('20121212-1212');
  await expect(page.getByLabel(/^Postnummer/)).toHaveValue('11122');
  await hydrated(page);
  await expectAccessible(page);
});

test('en: newsletter and customer type saved and reloaded; the company application, approved by the operator', async ({
  page,
}) => {
  await impersonated(page, 'en', 'settings-en');
  await page.goto('/en/my-account/settings');
  await page.getByLabel(/Yes, I want to receive the newsletter/).check();
  const newsletter = page.locator('form').filter({ has: page.getByLabel(/newsletter/) });
  await newsletter.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Yes, I want to receive the newsletter/)).toBeChecked();

  await page.getByRole('radio', { name: 'Business' }).check();
  const type = page.locator('form').filter({ has: page.getByRole('radio', { name: 'Business' }) });
  await type.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Company information' })).toBeVisible();
  await expect(page.getByLabel(/^Organization ID/)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ralph-user-type')?.value).toBe('ORGANIZATION');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByLabel(/Yes, I want to receive the newsletter/)).toBeChecked();

  await page.getByRole('link', { name: 'Apply for a company account' }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/company-account$/);
  await page.getByLabel(/^Company name/).fill('Ralph Testbolag AB');
  await page.getByLabel(/^Organization ID/).fill('556091-2149');
  await page.getByLabel(/^First name/).fill('Karin');
  await page.getByLabel(/^Last name/).fill('Berg');
  const applicant = newEmail('company');
  await page.getByLabel(/^Email/).fill(applicant);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.locator('#company-organizationId-error')).toHaveText(
    'You have to enter a valid organization ID',
  );
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Ralph Testbolag AB');
  await expectAccessible(page);
  await page.getByLabel(/^Organization ID/).fill(newOrganizationId());
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you! We have received your application')).toBeVisible();
  expect(operatorCommand('companies', 'list')).toContain('Ralph Testbolag AB');
  await hydrated(page);
  await expectAccessible(page);

  // The operator approves: the applicant is mailed a link to set a password, then logs in as the
  // company's user, an organisation customer.
  const requests = query<{ id: number }>(
    `SELECT id FROM company_requests WHERE email = ${literal(applicant)} AND status = 'pending'`,
  );
  expect(requests).toHaveLength(1);
  expect(operatorCommand('companies', 'approve', String(requests[0]!.id))).toMatch(/approved/i);
  expect(operatorCommand('companies', 'list')).not.toContain(applicant);
  await page.context().clearCookies();
  await page.goto(mailedResetLink(applicant));
  await hydrated(page);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.waitForURL(/\/en$/);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(applicant);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  const cookiesAfter = await page.context().cookies();
  expect(cookiesAfter.find((c) => c.name === 'ralph-user-type')?.value).toBe('ORGANIZATION');
});

test('sv: an order placed in the checkout while logged in is in the orders page', async ({
  page,
}) => {
  await register(page, 'sv', 'orders');
  await cartWith(page, skuInStock(3), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');

  await page.goto('/sv/mina-sidor/ordrar');
  const current = page.getByTestId('orders-in-progress');
  await expect(current.getByTestId('account-order')).toHaveCount(1);
  await expect(current.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(current.getByTestId('order-status')).toHaveText(/Mottagen/);
  await expect(current.getByText('Storgatan 1').first()).toBeVisible();
  await expect(page.getByTestId('orders-history').getByTestId('account-order')).toHaveCount(0);
  await hydrated(page);
  await page.screenshot({ path: 'test-results/account-orders-sv.png', fullPage: true });
  await expectAccessible(page);
});

test('en: delete account with a confirmation step; the account pages are closed afterwards', async ({
  page,
}) => {
  const email = await impersonated(page, 'en', 'delete');
  await page.goto('/en/my-account/settings');
  await page.getByRole('link', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete account?' });
  await expect(dialog).toContainText('Do you really want to delete your account?');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-delete-en.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  // The notice leaves the address bar once the page's scripts have read it.
  await expect(page).toHaveURL(/\/en(\?notice=account\.deleted)?$/);
  await expect(page.getByText('Your account is now deleted')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'apollo-token')?.value ?? '').toBe('');
  await page.goto('/en/my-account/orders');
  await expect(page).toHaveURL(/\/en(\?action=login&return=%2Fen%2Fmy-account%2Forders)?$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  // The customer is gone: the operator cannot log in as them either.
  expect(() => operatorCommand('impersonate', email, 'en', String(PORT))).toThrow();
});
