import type { Browser, Page } from '@playwright/test';
import { ANNA, fillAddress, payOnCardPage, skuInStock, sql } from './checkout-helpers';
import { expect, hydrated, RESET_RETRIES, test } from './fixtures';
import { newEmail, PASSWORD, registered } from './auth-helpers';
import { query } from './d1';

/** Live operations (client/live/, worker/live/): websockets served by a Durable Object under wrangler dev. */

// Each test's contexts are clients of their own for the rate limits (TEST-NET-2, apart from other specs).
const runId = Date.now() % 40;
let client = 0;
const newClientIp = () => `198.51.100.${200 + ((runId + ++client) % 50)}`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': newClientIp() });
});

async function newShopper(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'cf-connecting-ip': newClientIp() },
  });
  return context.newPage();
}

/** The same customer logged in on a second device (POST /auth/login, as the panel does). */
async function loggedInAs(page: Page, email: string) {
  await page.goto('/en');
  const res = await page.request.post('/auth/login', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: { email, password: PASSWORD, remember: false, locale: 'en', market: 'se' },
  });
  expect(res.status()).toBe(200);
}

async function add(page: Page, skuId: number, quantity: number) {
  const res = await page.request.post('/graphql', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: {
      operationName: 'addToCart',
      variables: { skuId, quantity },
      locale: 'en',
      market: 'se',
    },
  });
  expect(res.status()).toBe(200);
}

test('no websocket while an anonymous visitor browses lists and the start page', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/en');
  await hydrated(page);
  await page.goto('/en/c/clothing');
  await hydrated(page);
  // Every chunk the page asked for has come: a socket would have been opened by now.
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
});

test('a logged-in customer’s cart follows their other device live, without doubles', async ({
  page,
  browser,
}) => {
  const email = newEmail('live');
  await registered(page, email, 'en');
  const other = await newShopper(browser);
  await loggedInAs(other, email);

  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).search));
  await page.goto('/en');
  await hydrated(page);
  await expect.poll(() => sockets).toEqual(['?topic=cart']);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await add(other, skuInStock(3), 1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await add(other, skuInStock(4), 2);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  // The first device adds to the same cart: the other device's next look shows all of it.
  await add(page, skuInStock(3), 1);
  await other.goto('/en');
  await hydrated(other);
  await expect(other.getByTestId('cart-count')).toHaveText('4');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await other.context().close();
});

test('logging in through the panel with a guest cart says once that it joined the saved cart', async ({
  page,
  browser,
}) => {
  const email = newEmail('merge');
  const saved = await newShopper(browser);
  await registered(saved, email, 'sv');
  await add(saved, skuInStock(5), 1);
  // The guest's own cart, then the panel's login (the page script's JSON post and its reload).
  await page.goto('/sv');
  await add(page, skuInStock(6), 1);
  await page.reload();
  await hydrated(page);
  await page.getByRole('link', { name: 'Logga in' }).click();
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await panel.getByLabel('E-postadress').fill(email);
  await panel.getByLabel('Lösenord').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Logga in' }).click();
  // The page the panel goes on to says it as the other server notices are said with scripts: the
  // line under the header becomes the notification (announced), gone after 5 s.
  const said = page.locator('#notifications .notification.ok');
  await expect(said).toHaveText('Vi har lagt ihop varukorgen med den du sparat på kontot.');
  await expect(page.locator('.account-notice')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(said).toHaveCount(0, { timeout: 8000 });
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(said).toHaveCount(0);
  await expect(page.locator('.account-notice')).toHaveCount(0);
  await saved.context().close();
});

test('an order paid by card on one device empties the cart on the customer’s other device', async ({
  page,
  browser,
}) => {
  const email = newEmail('live-card');
  await registered(page, email, 'en');
  const other = await newShopper(browser);
  await loggedInAs(other, email);
  await page.goto('/en');
  await hydrated(page);
  await add(other, skuInStock(5), 1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The other device pays on the provider's hosted card page and comes back to the confirmation.
  await other.goto('/en/checkout');
  await hydrated(other);
  await fillAddress(other, ANNA);
  await expect(other.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await other.getByRole('radio', { name: 'Card' }).check();
  await other.getByLabel(/I have read and I accept/).check();
  await other.getByRole('button', { name: 'Complete order' }).click();
  await payOnCardPage(other);
  await expect(other).toHaveURL(/\/en\/checkout\/confirmation$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await other.context().close();
});

test('a dropped socket reconnects after 0.5, 1, 2, 4 and 8 s, gives up, and resumes online', async ({
  page,
  browser,
}) => {
  const email = newEmail('live-drop');
  await registered(page, email, 'en');
  const other = await newShopper(browser);
  await loggedInAs(other, email);

  // The "server" drops every socket until told otherwise (Playwright stands between page and Worker).
  // The first is held open until the page's clock stands still, then dropped.
  let connections = 0;
  let mode: 'hold' | 'drop' | 'serve' = 'hold';
  let first: { close: () => Promise<void> } | null = null;
  await page.routeWebSocket(/\/live\?topic=cart$/, (ws) => {
    connections++;
    if (mode === 'hold') first = { close: () => ws.close({ code: 1012, reason: 'restart' }) };
    else if (mode === 'drop') void ws.close({ code: 1012, reason: 'restart' });
    else ws.connectToServer();
  });
  // Counts the page's closed sockets: a retry is scheduled as the close is handled.
  await page.addInitScript(() => {
    const w = window as unknown as { liveCloses: number };
    w.liveCloses = 0;
    const Native = WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('close', () => w.liveCloses++);
      }
    };
  });
  const closes = () =>
    page.evaluate(() => (window as unknown as { liveCloses: number }).liveCloses);
  await page.clock.install();
  await page.goto('/en');
  await expect.poll(() => connections).toBe(1);
  // The page's timers run only when the test says from here on.
  await page.clock.pauseAt(Date.now() + 60_000);
  mode = 'drop';
  await first!.close();
  for (const [wait, expected] of [
    [500, 2],
    [1000, 3],
    [2000, 4],
    [4000, 5],
    [8000, 6],
  ] as const) {
    await expect.poll(closes).toBe(expected - 1);
    await page.clock.runFor(wait - 1);
    expect(connections).toBe(expected - 1);
    await page.clock.runFor(1);
    await expect.poll(() => connections).toBe(expected);
  }
  // Five retries, then it gives up.
  await page.clock.runFor(120_000);
  expect(connections).toBe(6);

  mode = 'serve';
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect.poll(() => connections).toBe(7);
  await page.clock.runFor(2000);
  await hydrated(page);
  await add(other, skuInStock(3), 1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await other.context().close();
});

/** A one-size product (its stock shows without choosing) with plenty in stock: its SKU and alias. */
function oneSizeProduct(): { id: number; alias: string } {
  return query<{ id: number; alias: string }>(
    `SELECT s.id, p.alias FROM skus s JOIN products p ON p.id = s.product_id
     WHERE s.oversellable = 0 AND s.static_stock = 0 AND s.in_stock > 10
     AND (SELECT COUNT(*) FROM skus k WHERE k.product_id = p.id) = 1
     ORDER BY s.id DESC LIMIT 1`,
  )[0]!;
}

test('the product page’s stock follows an order placed elsewhere', async ({ page, browser }) => {
  const product = oneSizeProduct();
  sql(`UPDATE skus SET in_stock = 2 WHERE id = ${product.id}`);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).search));
  await page.goto(`/en/p/${product.alias}`);
  await hydrated(page);
  await expect.poll(() => sockets).toHaveLength(1);
  expect(sockets[0]).toMatch(/^\?topic=product%3A\d+&resume=\d+$/);
  const stock = page.locator('.add-to-cart [data-stock]');
  await expect(stock).not.toHaveAttribute('data-stock', 'OUT_OF_STOCK');

  await buyElsewhere(browser, product.id, 2);
  await expect(stock).toHaveAttribute('data-stock', 'OUT_OF_STOCK');
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
});

test('before anyone uses it, the add to cart wakes for a stock change and shows it', async ({
  page,
  browser,
}) => {
  const product = oneSizeProduct();
  sql(`UPDATE skus SET in_stock = 2 WHERE id = ${product.id}`);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).search));
  await page.goto(`/en/p/${product.alias}`);
  await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
  // The page follows the product's stock from the start, without React.
  await expect.poll(() => sockets).toHaveLength(1);
  expect(sockets[0]).toMatch(/^\?topic=product%3A\d+&resume=\d+$/);
  const island = page.locator('[data-island="add-to-cart"]');
  await expect(island).not.toHaveAttribute('data-hydrated');

  await buyElsewhere(browser, product.id, 2);
  await expect(island).toHaveAttribute('data-hydrated');
  await expect(page.locator('.add-to-cart [data-stock]')).toHaveAttribute(
    'data-stock',
    'OUT_OF_STOCK',
  );
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  expect(sockets, 'the island shares the page’s socket').toHaveLength(1);
});

test('a product page whose socket was down while another shopper bought catches up when it is back', async ({
  page,
  browser,
}) => {
  const product = oneSizeProduct();
  sql(`UPDATE skus SET in_stock = 2 WHERE id = ${product.id}`);
  // Playwright stands between page and Worker: it serves the first socket, then refuses them.
  const urls: string[] = [];
  let serving = true;
  let served: { close: () => Promise<void> } | null = null;
  await page.routeWebSocket(/\/live\?topic=product/, (ws) => {
    urls.push(new URL(ws.url()).search);
    if (!serving) return void ws.close({ code: 1012, reason: 'restart' });
    ws.connectToServer();
    served = { close: () => ws.close({ code: 1012, reason: 'restart' }) };
  });
  await page.goto(`/en/p/${product.alias}`);
  await hydrated(page);
  await expect.poll(() => urls.length).toBe(1);
  const stock = page.locator('.add-to-cart [data-stock]');
  await expect(stock).not.toHaveAttribute('data-stock', 'OUT_OF_STOCK');

  serving = false;
  await served!.close();
  await buyElsewhere(browser, product.id, 2);
  // Nothing told the page: its socket was down.
  await expect(stock).not.toHaveAttribute('data-stock', 'OUT_OF_STOCK');
  serving = true;
  const before = urls.length;
  // Back online: a socket that gave up starts again; one still retrying connects on its next try.
  await page.evaluate(() => dispatchEvent(new Event('online')));
  await expect(stock).toHaveAttribute('data-stock', 'OUT_OF_STOCK', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  expect(urls.length).toBeGreaterThan(before);
  expect(urls.at(-1)).toMatch(/&resume=\d+$/);
});

/** Another shopper, in a browser of their own, buys `quantity` of the SKU by invoice. */
async function buyElsewhere(browser: Browser, skuId: number, quantity: number) {
  const buyer = await newShopper(browser);
  await buyer.goto('/sv');
  await add(buyer, skuId, quantity);
  await buyer.goto('/sv/kassan');
  await hydrated(buyer);
  await fillAddress(buyer, ANNA);
  await buyer.getByRole('radio', { name: /Hemleverans/ }).check();
  await buyer.getByRole('radio', { name: 'Faktura' }).check();
  await buyer.getByLabel(/^Personnummer/).fill('121212-1212');
  await buyer.getByLabel(/Jag har läst och godkänner/).check();
  await buyer.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(buyer).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await buyer.context().close();
}
