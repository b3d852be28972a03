import type { BrowserContext, Page } from '@playwright/test';
import { literal, query } from './d1';
import { expect, hydrated, RESET_RETRIES } from './fixtures';

/** Helpers of the login browser tests: new accounts, the mailed reset link, the login cookies. */
let serial = 0;
/** An address no earlier run used. */
export const newEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${++serial}@example.se`;
export const PASSWORD = 'Hemligt123';

/** An account made the way the panel makes one (POST /auth/register), logged in in this context. */
export async function registered(page: Page, email: string, locale: 'sv' | 'en', remember = true) {
  await page.goto(`/${locale}`);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/auth/register', {
    ...RESET_RETRIES,
    headers: { origin },
    data: {
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      newsletter: false,
      customerType: 'PERSON',
      remember,
      locale,
      market: 'se',
    },
  });
  expect(res.status()).toBe(200);
}

/** Logs in with the account panel on the Swedish start page, as a shopper does. */
export async function loggedInThroughPanel(page: Page, email: string) {
  await page.goto('/sv?action=login');
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await panel.getByLabel('E-postadress').fill(email);
  await panel.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Logga in' }).click();
  await expect(panel.getByRole('status')).toHaveText('Du har loggats in');
}

/** The newest mail's reset link to `email` in the browser tests' outbox, as a site path. */
export function mailedResetLink(email: string): string {
  const body =
    query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = ${literal(email)} ORDER BY id DESC LIMIT 1`,
    )[0]?.body ?? '';
  // With markets in the path the link starts with the market (/fi/en/account/…).
  const link = /(?:\/[a-z]{2})?\/(?:sv|en)\/account\/reset-password\?resetKey=[\w-]+/.exec(body);
  expect(link, `a reset link in the mail to ${email}`).not.toBeNull();
  return link![0];
}

/** The login cookies of the context, by name. */
export async function loginCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const named = (name: string) => cookies.find((c) => c.name === name);
  return {
    token: named('apollo-token'),
    refresh: named('ralph-auth'),
    user: named('ralph-user'),
  };
}

/** Seconds from now until a cookie expires (-1 for a session cookie). */
export const lifetime = (cookie: { expires: number } | undefined) =>
  cookie && cookie.expires > 0 ? cookie.expires - Date.now() / 1000 : -1;
