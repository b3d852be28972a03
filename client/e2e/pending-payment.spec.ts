import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ANNA, cartWith, confirmedOrderId, fillAddress, skuInStock } from './checkout-helpers';
import { query } from './d1';
import { expect, expectAccessible, hydrated, test } from './fixtures';
import { PORT } from './ports';

/**
 * A payment the provider answers later (worker/backend/payments/settle.ts, worker/live/payment.ts):
 * the confirmation says it waits, follows its own live topic, and changes in place on the answer,
 * which comes the way the provider sends it (`npm run payments`, a signed server-to-server callback).
 */

// Each test is a client of its own for the rate limits (TEST-NET-3, apart from other specs).
const runId = Date.now() % 40;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    'cf-connecting-ip': `203.0.113.${100 + ((runId + ++client) % 50)}`,
  });
});

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The operator's command, against this test server. */
const payments = (action: 'approve' | 'reject', order: string) =>
  execFileSync('npm', ['run', '--silent', 'payments', '--', action, order], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, STOREFRONT_ORIGIN: `http://127.0.0.1:${PORT}` },
  });

const TEXTS = {
  sv: {
    checkout: '/sv/kassan',
    payLater: 'Betala senare',
    terms: /Jag har läst och godkänner/,
    place: 'Slutför köp',
    confirmation: /\/sv\/kassan\/bekraftelse$/,
  },
  en: {
    checkout: '/en/checkout',
    payLater: 'Pay later',
    terms: /I have read and I accept/,
    place: 'Complete order',
    confirmation: /\/en\/checkout\/confirmation$/,
  },
};

/** Checks out with pay-later and leaves it to the credit check; answers the order's public id. */
async function orderPending(page: Page, lang: 'sv' | 'en', sku: number) {
  const t = TEXTS[lang];
  await cartWith(page, sku, lang);
  await page.goto(t.checkout);
  await hydrated(page);
  await fillAddress(page, ANNA);
  // The shipping options come with the postcode's quote; the order waits for them.
  await expect(page.getByRole('radio', { name: /^(Hämta hos ombud|Pickup point)/ })).toBeChecked();
  await page.getByRole('radio', { name: t.payLater }).check();
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/_commerce\/pay\/paylater\//);
  await page.locator('#o-pending').check();
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(t.confirmation);
  return confirmedOrderId(page);
}

/** The page is the one that was loaded (no reload, no navigation since the mark). */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test('sv: a pending payment’s confirmation turns confirmed in place when the provider approves', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).search));
  const sku = skuInStock(20);
  const [before] = query<{ in_stock: number }>(`SELECT in_stock FROM skus WHERE id = ${sku}`);
  const id = await orderPending(page, 'sv', sku);
  await hydrated(page);
  const status = page.getByRole('status').filter({ hasText: 'Betalningen' });
  await expect(status).toHaveText(/^Betalningen väntar på besked från betalleverantören\./);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din beställning!');
  await expect.poll(() => sockets).toEqual([`?topic=payment%3A${id}`]);
  // The order is stored with its stock taken, once.
  const [after] = query<{ in_stock: number }>(`SELECT in_stock FROM skus WHERE id = ${sku}`);
  expect(after!.in_stock).toBe(before!.in_stock - 1);
  await expectAccessible(page);

  await markPage(page);
  const focused = page.getByRole('link').first();
  await focused.focus();
  expect(payments('approve', id)).toContain(`${id} is paid`);
  await expect(status).toHaveText('Betalningen är godkänd och din order är bekräftad.');
  await expect(
    page.getByTestId('payment-status').getByRole('link', { name: 'Fortsätt handla' }),
  ).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
  await expect(focused).toBeFocused();

  // Opened after the answer: the final state, with no socket.
  sockets.length = 0;
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din beställning!');
  await expect(page.getByTestId('payment-status')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
});

test('en: a refused payment shows the failure in place, with the way back; a page that missed it catches up', async ({
  page,
}) => {
  const id = await orderPending(page, 'en', skuInStock(21));
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'payment' })).toHaveText(
    /^The payment is waiting for an answer from the payment provider\./,
  );
  // A second tab whose socket is down when the answer comes: it catches up when it reconnects.
  const other = await page.context().newPage();
  let serve = false;
  let offline: { close: () => Promise<void> } | null = null;
  await other.routeWebSocket(/\/live\?topic=payment/, (ws) => {
    if (serve) ws.connectToServer();
    else offline = { close: () => ws.close({ code: 1012, reason: 'restart' }) };
  });
  await other.goto(page.url());
  await expect.poll(() => offline !== null).toBe(true);

  await markPage(page);
  expect(payments('reject', id)).toContain(`${id} is failed`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The payment was not approved');
  await expect(page.getByRole('status').filter({ hasText: 'payment' })).toHaveText(
    /^The payment provider did not approve the payment, so the order is cancelled/,
  );
  expect(await stillSamePage(page)).toBe(true);
  await expectAccessible(page);

  serve = true;
  await offline!.close();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('The payment was not approved');
  await other.close();

  await page.getByTestId('payment-status').getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/en$/);
});
