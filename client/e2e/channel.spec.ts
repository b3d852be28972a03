import { newEmail, registered } from './auth-helpers';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

/** The cross-tab channel `ralph_channel` (client/channel.ts) as another tab hears it. */

// A client of its own for the log-in rate limit, apart from the other specs' addresses.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `203.0.113.${200 + (Date.now() % 50)}` });
});

test('what tabs tell each other names no token and no cart id; a hidden page lets go of its channel', async ({
  page,
  context,
}) => {
  // Counts the channels this tab closes, across its navigations (sessionStorage is per tab).
  await page.addInitScript(() => {
    const close = BroadcastChannel.prototype.close;
    BroadcastChannel.prototype.close = function (this: BroadcastChannel) {
      if (this.name === 'ralph_channel')
        sessionStorage.setItem('closed', String(Number(sessionStorage.getItem('closed')) + 1));
      close.call(this);
    };
  });
  // The listener is a plain file of the shop's origin: no shop script there reloads it on a message.
  const listener = await context.newPage();
  await listener.goto('/robots.txt');
  await listener.evaluate(() => {
    const w = window as unknown as { heard: unknown[] };
    w.heard = [];
    new BroadcastChannel('ralph_channel').onmessage = (e) => w.heard.push(e.data);
  });

  await registered(page, newEmail('channel'), 'sv');
  await cartWith(page, skuInStock(5), 'sv');
  await page.goto('/sv/c/clothing');
  await hydrated(page);
  await page.getByRole('button', { name: 'Tillåt alla cookies' }).click();
  await page
    .locator('.grid .card')
    .first()
    .getByRole('button', { name: /som favorit/ })
    .click();
  await page.getByTestId('cart-count').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Öka antal av/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByTestId('line-quantity').first()).toHaveText('2');
  await page.keyboard.press('Escape');
  await page.locator('.market-selector summary').click();
  await page.getByRole('button', { name: 'Finland EUR' }).click();
  await expect(page.locator('.market-selector summary')).toHaveText(
    'Land och valuta: Finland · EUR',
  );

  const secrets = (await context.cookies())
    .filter((c) => ['apollo-token', 'ralph-auth', 'ralph-cart'].includes(c.name))
    .map((c) => c.value);
  expect(secrets).toHaveLength(3);
  await hydrated(page);
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();

  const heard = () =>
    listener.evaluate(() => (window as unknown as { heard: { type: string }[] }).heard);
  await expect
    .poll(async () => new Set((await heard()).map((m) => m.type)))
    .toEqual(new Set(['consent', 'favorites', 'cart', 'market', 'auth']));
  const said = JSON.stringify(await heard());
  for (const secret of secrets) expect(said).not.toContain(secret);

  // The page that used the channel closed it when it was hidden (each navigation hides a page).
  expect(Number(await page.evaluate(() => sessionStorage.getItem('closed')))).toBeGreaterThan(0);
});
