import type { Browser } from '@playwright/test';
import {
  loggedInThroughPanel,
  lifetime,
  loginCookies,
  mailedResetLink,
  newEmail,
  PASSWORD,
  registered,
} from './auth-helpers';
import { expect, expectAccessible, hydrated, RESET_RETRIES, test } from './fixtures';
import { PORT } from './ports';

const DAY = 86_400;

// Each test is a client of its own for the auth rate limits (5 a minute per client, README decision 45
// (C)): wrangler dev keeps a CF-Connecting-IP header the request brings (TEST-NET-2 addresses).
const runId = Date.now() % 200;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    'cf-connecting-ip': `198.51.100.${(runId + ++client) % 250}`,
  });
});

test('register from the panel (sv): lands on the settings page logged in; log out', async ({
  page,
}) => {
  const email = newEmail('reg-sv');
  await page.goto('/sv');
  await hydrated(page);
  await page.getByRole('link', { name: 'Logga in' }).click();
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await expect(panel.getByLabel('E-postadress')).toBeFocused();
  await panel.getByRole('link', { name: 'Skapa konto' }).click();
  const create = page.getByRole('dialog', { name: 'Skapa konto' });
  await expect(create.getByLabel('Ja, jag vill prenumerera på nyhetsbrevet')).not.toBeChecked();
  await expect(create.getByLabel('Kom ihåg mig')).toBeChecked();
  await create.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(create.getByRole('alert')).toContainText('Se till att alla fält är giltiga');
  await expect(create.getByRole('alert')).toBeFocused();
  await expect(create.locator('#create-email-error')).toHaveText('Fältet är obligatoriskt');
  await expect(create.getByLabel('E-postadress')).toHaveAttribute('aria-invalid', 'true');
  await expect(create.locator('#create-password-error')).toHaveText('Du måste ange ett lösenord');
  await create.getByLabel('E-postadress').fill('inte-en-adress');
  await create.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(create.locator('#create-email-error')).toHaveText(
    'Du måste ange en giltig e-postadress',
  );
  await create.getByLabel('E-postadress').fill(email);
  await create.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await create.getByLabel('Bekräfta lösenord').fill('Annat123');
  await create.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(create.locator('#create-passwordConfirm-error')).toHaveText(
    'Lösenorden matchar inte',
  );
  await expectAccessible(page);
  await create.getByLabel('Bekräfta lösenord').fill(PASSWORD);
  await create.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(create.getByRole('status')).toHaveText('Ditt konto har skapats, du är nu inloggad');
  await page.waitForURL('**/sv/mina-sidor/installningar');
  await expect(page.getByRole('link', { name: 'Mina sidor' })).toHaveAttribute(
    'href',
    '/sv/mina-sidor/ordrar',
  );
  await expect(page.getByRole('banner').locator('.account-user')).toHaveText(
    `Inloggad som ${email}`,
  );
  await hydrated(page);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await page.waitForURL(/\/sv$/);
  await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
  expect((await loginCookies(page.context())).token).toBeUndefined();
});

test('log in (en) with and without remember me: cookie lifetimes; a wrong password is told', async ({
  page,
  context,
}) => {
  const email = newEmail('login-en');
  await registered(page, email, 'en');
  await context.clearCookies();
  for (const remember of [true, false]) {
    await page.goto('/en/c/clothing?action=login');
    await hydrated(page);
    const panel = page.getByRole('dialog', { name: 'Log in' });
    await expect(panel.getByLabel('Email')).toBeFocused();
    // Once open, the panel's parameters leave the address bar.
    await expect(page).toHaveURL(/\/en\/c\/clothing$/);
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('wrong-password');
    // By keyboard, the answer held a moment: the button keeps the focus while busy, then the
    // refusal's summary takes it (a disabled button dropped it to the page).
    const held: (() => Promise<void>)[] = [];
    await page.route('**/auth/login', (route) => void held.push(() => route.continue()));
    const submit = panel.getByRole('button', { name: 'Log in' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => held.length).toBe(1);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toBeFocused();
    await held[0]!();
    await page.unroute('**/auth/login');
    await expect(panel.getByRole('alert')).toHaveText('Wrong email or password, please try again');
    await expect(panel.getByRole('alert')).toBeFocused();
    await panel.getByLabel('Password').fill(PASSWORD);
    if (!remember) await panel.getByLabel('Remember me').uncheck();
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(panel.getByRole('status')).toHaveText('You have been logged in');
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    const { token, refresh, user } = await loginCookies(context);
    for (const cookie of [token, refresh, user]) expect(cookie?.httpOnly).toBe(true);
    const expected = remember ? 7 * DAY : 1800;
    expect(Math.abs(lifetime(refresh) - expected)).toBeLessThan(120);
    expect(Math.abs(lifetime(user) - expected)).toBeLessThan(120);
    expect(lifetime(token)).toBeGreaterThan(0);
    expect(lifetime(token)).toBeLessThanOrEqual(expected + 60);
    await context.clearCookies();
  }
});

test('reset by the mailed link (en); the used link shows the expired text and a way to a new one', async ({
  page,
  context,
}) => {
  const email = newEmail('reset-en');
  await registered(page, email, 'en');
  await context.clearCookies();
  await page.goto('/en?action=reset');
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Reset password' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByRole('button', { name: 'Reset password' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'An email for resetting your password has been sent to you',
  );
  const link = mailedResetLink(email);
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await hydrated(page);
  await expect(page.getByText('Enter a new password for your account')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password').fill('Nytt-losen-1');
  await page.getByLabel('Confirm password').fill('Nytt-losen-1');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.locator('#reset-commit').getByRole('status')).toHaveText(
    'Your password has been changed',
  );
  await page.waitForURL(/\/en$/);
  const login = page.getByRole('dialog', { name: 'Log in' });
  // The log-in panel says what happened (it went on without a word).
  await expect(login.getByRole('status')).toHaveText('Your password has been changed');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('Nytt-losen-1');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await context.clearCookies();

  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('New password').fill('Tredje-losen-1');
  await page.getByLabel('Confirm password').fill('Tredje-losen-1');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has expired. To reset your password you need to request another password reset.',
  );
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
});

test('the reset page works without its scripts: its form posts from a no-referrer page (Origin: null)', async ({
  page,
  context,
  browser,
}) => {
  const email = newEmail('reset-nojs');
  await registered(page, email, 'sv');
  await context.clearCookies();
  // The panel's request is the other test's; here only the page the mail links to.
  const asked = await page.request.post('/auth/reset-request', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: { email, locale: 'sv', market: 'se' },
  });
  expect(asked.status()).toBe(200);
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: `http://127.0.0.1:${PORT}`,
  });
  const tab = await plain.newPage();
  const origins: (string | undefined)[] = [];
  tab.on('request', (r) => {
    if (r.method() === 'POST') origins.push(r.headers()['origin']);
  });
  await tab.goto(mailedResetLink(email));
  await tab.getByLabel('Nytt lösenord').fill('Nytt-losen-1');
  await tab.getByLabel('Bekräfta lösenord').fill('Nytt-losen-1');
  await tab.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(tab.getByText('Ditt lösenord har ändrats')).toBeVisible();
  expect(origins).toEqual(['null']);
  await plain.close();
});

test('change password (sv); a wrong current password logs the customer out, in every tab', async ({
  page,
  context,
}) => {
  const email = newEmail('change-sv');
  await registered(page, email, 'sv');
  // The settings page's link opens the panel in place.
  await page.goto('/sv/mina-sidor/installningar');
  await hydrated(page);
  await page.getByRole('link', { name: 'Byt lösenord' }).click();
  await expect(page).toHaveURL(/\/sv\/mina-sidor\/installningar$/);
  const panel = page.getByRole('dialog', { name: 'Byt lösenord' });
  await expect(panel.getByLabel('Nuvarande lösenord')).toBeFocused();
  await panel.getByLabel('Nuvarande lösenord').fill(PASSWORD);
  await panel.getByLabel('Nytt lösenord').fill('Byttlosen1');
  await panel.getByLabel('Bekräfta lösenord').fill('Byttlosen1');
  // By keyboard: the button keeps the focus through the request and after it.
  await panel.getByRole('button', { name: 'Byt lösenord' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Ditt lösenord har ändrats');
  await expect(panel.getByRole('button', { name: 'Byt lösenord' })).toBeFocused();
  // The passwords used are not left in the form.
  for (const label of ['Nuvarande lösenord', 'Nytt lösenord', 'Bekräfta lösenord'])
    await expect(panel.getByLabel(label)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Byt lösenord' })).toBeFocused();

  const other = await context.newPage();
  await other.goto('/sv/c/shoes');
  await hydrated(other);
  await page.goto('/sv?action=change');
  await hydrated(page);
  await panel.getByLabel('Nuvarande lösenord').fill('fel-losenord');
  await panel.getByLabel('Nytt lösenord').fill('Annatlosen2');
  await panel.getByLabel('Bekräfta lösenord').fill('Annatlosen2');
  await panel.getByRole('button', { name: 'Byt lösenord' }).click();
  const login = page.getByRole('dialog', { name: 'Logga in' });
  await expect(login.getByRole('alert')).toHaveText(
    'Du angav fel lösenord och har loggats ut av säkerhetsskäl',
  );
  await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Logga in' })).toBeVisible();
});

test('logging out in one tab logs out the other', async ({ page, context }) => {
  await registered(page, newEmail('tabs'), 'en');
  const other = await context.newPage();
  await other.goto('/en/c/shoes');
  await hydrated(other);
  await expect(other.getByRole('link', { name: 'My account' })).toBeVisible();
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(other).toHaveURL(/\/en\/c\/shoes$/);
});

test('logging in in one tab logs in the other, which reloads with the account’s prices (sv)', async ({
  page,
  context,
}) => {
  const email = newEmail('tabs-in');
  await page.goto('/sv');
  const res = await page.request.post('/auth/register', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      newsletter: false,
      customerType: 'ORGANIZATION',
      remember: true,
      locale: 'sv',
      market: 'se',
    },
  });
  expect(res.status()).toBe(200);
  await context.clearCookies();

  const other = await context.newPage();
  await other.goto('/sv/c/clothing');
  await other.locator('.grid .card-link').first().click();
  await expect(other).toHaveURL(/\/sv\/p\//);
  await hydrated(other);
  await expect(other.locator('.buy-box .price-vat')).toHaveCount(0);
  const productUrl = other.url();

  await loggedInThroughPanel(page, email);

  // The other tab reloads itself on the channel's auth message: logged in, prices without VAT.
  await expect(other.getByRole('link', { name: 'Mina sidor' })).toBeVisible();
  await expect(other.locator('.buy-box .price-vat')).toHaveText('exkl. moms');
  expect(other.url()).toBe(productUrl);
});

test('the panel as a dialog: focus inside and kept there, Escape and close give focus back; axe', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const opener = page.getByRole('link', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel.getByLabel('Email')).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await panel.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('newsletter in the footer: thanks twice for the same address, a bad one is refused', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your e-mail address').fill('not-an-address');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('status')).toHaveText('You have to enter a valid email');
  const email = newEmail('news');
  for (let i = 0; i < 2; i++) {
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks! You are now registered');
    await page.reload();
    await hydrated(page);
  }
  await page.goto('/sv');
  await hydrated(page);
  const sv = page.getByRole('form', { name: 'Nyhetsbrev' });
  await sv.getByLabel('Din e-post').fill(email);
  await sv.getByRole('button', { name: 'Registrera' }).click();
  await expect(sv.getByRole('status')).toHaveText('Tack! Du är nu registrerad');
});

test('an open tab renews the session on time, two tabs renew it once; an ended session logs every tab out', async ({
  page,
  context,
}) => {
  // One clock for the context: both tabs' timers come due together.
  await context.clock.install();
  const other = await context.newPage();
  await registered(page, newEmail('refresh'), 'en');
  const refreshes: number[] = [];
  context.on('response', (r) => {
    if (new URL(r.url()).pathname === '/auth/refresh') refreshes.push(r.status());
  });
  await page.goto('/en');
  await other.goto('/en/c/shoes');
  await hydrated(page);
  await hydrated(other);
  const state = JSON.parse((await page.locator('#ralph-state').textContent())!) as {
    auth: { loggedIn: boolean; refreshInMs?: number };
  };
  expect(state.auth.loggedIn).toBe(true);
  // 90 % of the access token's 15 minutes; never the token itself.
  expect(state.auth.refreshInMs).toBeGreaterThan(700_000);
  expect(JSON.stringify(state)).not.toMatch(/token/i);
  const due = state.auth.refreshInMs! + 1_000;
  await context.clock.fastForward(due);
  await expect.poll(() => refreshes).toEqual([200]);
  await page.waitForTimeout(1_000);
  expect(refreshes, 'the other tab saw the session renewed and waits').toEqual([200]);
  await expect(other.getByRole('link', { name: 'My account' })).toBeVisible();

  await context.clearCookies({ name: 'ralph-auth' });
  await context.clearCookies({ name: 'apollo-token' });
  await context.clock.fastForward(due);
  // Each tab may ask once before the other's news arrives; none renews.
  await expect.poll(() => refreshes.length).toBeGreaterThan(1);
  expect(refreshes.slice(1).every((status) => status === 401)).toBe(true);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the panel the query opened hands what it covered back when it closes', async ({ page }) => {
  await page.goto('/en/c/clothing?action=login');
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel.getByLabel('Email')).toBeFocused();
  const behind = page.locator('body > header, main, body > footer, body > section.consent');
  await expect(behind).toHaveCount(4);
  // The modal's rules hold them now (use-modal.ts), not the server's marks.
  await expect(page.locator('[data-panel-inert]')).toHaveCount(0);
  for (const part of await behind.all()) await expect(part).toHaveJSProperty('inert', true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  for (const part of await behind.all()) await expect(part).toHaveJSProperty('inert', false);
  await page.getByRole('link', { name: 'Log in' }).focus();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeFocused();
});

/** A new account, made in a page of its own as a client of its own: the test's page is not logged in. */
async function accountElsewhere(browser: Browser, tag: string) {
  const email = newEmail(tag);
  const setup = await browser.newPage({
    extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${(runId + ++client) % 250}` },
  });
  await registered(setup, email, 'sv');
  await setup.close();
  return email;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the panel the query opens keeps Tab inside: what is behind it is inert', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/sv/c/shoes?action=login');
    const panel = page.getByRole('dialog', { name: 'Logga in' });
    await panel.getByLabel('E-postadress').focus();
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || !active
          ? 'outside the page'
          : active.closest('[role=dialog]')
            ? 'panel'
            : active.outerHTML.slice(0, 80);
      });
      expect(['panel', 'outside the page'], `${key}: ${where}`).toContain(where);
    }
  });

  test('the Log in link opens the panel, its form logs in, the notice says so; logout is a form too', async ({
    page,
    browser,
  }) => {
    const email = await accountElsewhere(browser, 'nojs');
    await page.goto('/sv/c/shoes');
    await page.getByRole('link', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/sv\/c\/shoes\?action=login$/);
    const panel = page.getByRole('dialog', { name: 'Logga in' });
    await panel.getByLabel('E-postadress').fill(email);
    await panel.getByLabel('Lösenord').fill('fel-losenord');
    await panel.getByRole('button', { name: 'Logga in' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Fel e-postadress eller lösenord, försök gärna igen',
    );
    // The address typed is still there (a cookie kept it over the redirect); the password is not.
    await expect(panel.getByLabel('E-postadress')).toHaveValue(email);
    await expect(panel.getByLabel('Lösenord', { exact: true })).toHaveValue('');
    await panel.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Du har loggats in' })).toBeVisible();
    await expect(page).toHaveURL(/\/sv\/c\/shoes\?notice=auth\.loggedIn$/);
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
  });

  test('a refused account creation comes back with the e-mail, the type and the newsletter, not the passwords', async ({
    page,
    browser,
  }) => {
    const email = await accountElsewhere(browser, 'nojs-taken');
    // The second page of a browser without scripts: the shop knows (ralph-no-script).
    await page.goto('/sv/c/shoes');
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'ralph-no-script'))
      .toBe(true);
    await page.getByRole('link', { name: 'Logga in' }).click();
    await page.getByRole('link', { name: 'Skapa konto' }).click();
    const panel = page.getByRole('dialog', { name: 'Skapa konto' });
    const fill = async (address: string, password: string, confirm: string) => {
      await panel.getByLabel('E-postadress').fill(address);
      await panel.getByLabel('Lösenord', { exact: true }).fill(password);
      await panel.getByLabel('Bekräfta lösenord').fill(confirm);
      await panel.getByRole('radio', { name: 'Företag' }).check();
      await panel.getByRole('checkbox', { name: /nyhetsbrevet/ }).check();
      await panel.getByRole('button', { name: 'Skapa konto' }).click();
    };
    const kept = async (address: string, message: string) => {
      await expect(panel.getByRole('alert')).toHaveText(message);
      await expect(panel.getByLabel('E-postadress')).toHaveValue(address);
      await expect(panel.getByRole('radio', { name: 'Företag' })).toBeChecked();
      await expect(panel.getByRole('radio', { name: 'Privatperson' })).not.toBeChecked();
      await expect(panel.getByRole('checkbox', { name: /nyhetsbrevet/ })).toBeChecked();
      await expect(panel.getByLabel('Lösenord', { exact: true })).toHaveValue('');
      await expect(panel.getByLabel('Bekräfta lösenord')).toHaveValue('');
      // Not in the address, and said once: the cookie that carried it is gone.
      expect(page.url()).not.toContain('@');
      const cookies = await page.context().cookies();
      expect(cookies.map((c) => c.name)).not.toContain('ralph-auth-draft');
    };
    await fill(email, 'Hemligt-123', 'Hemligt-123');
    await expect(page).toHaveURL(/\/sv\/c\/shoes\?action=create&notice=auth\.alreadyExists$/);
    await kept(email, 'Ett konto med denna e-postadress finns redan');

    const other = newEmail('nojs-mismatch');
    await fill(other, 'Hemligt-123', 'Hemligt-124');
    await kept(other, 'Lösenorden matchar inte');

    // The same address again is the page everyone gets.
    await page.reload();
    await expect(panel.getByLabel('E-postadress')).toHaveValue('');
    await expect(panel.getByRole('radio', { name: 'Privatperson' })).toBeChecked();
  });
});

test('the e-mail typed at log-in goes with "Glömt lösenord?" to the reset request', async ({
  page,
}) => {
  await page.goto('/sv');
  await hydrated(page);
  await page.getByRole('link', { name: 'Logga in' }).click();
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await panel.getByLabel('E-postadress').fill(' anna@example.se ');
  await panel.getByRole('link', { name: 'Glömt lösenord?' }).click();
  const reset = page.locator('#reset-email');
  await expect(reset).toHaveValue('anna@example.se');
  await expect(reset).toBeFocused();
});
