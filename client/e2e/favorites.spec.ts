import { ONLY_NECESSARY, serializeConsent } from '../../shared/consent';
import { expect, expectAccessible, test } from './fixtures';

test('favorites: heart on a card, events, other tabs follow, the favorites page lists them in order', async ({
  page,
  context,
}) => {
  await page.goto('/sv/c/clothing');
  await expect(page.locator('html[data-favorites="ready"]')).toHaveCount(1);
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    window.addEventListener('ralph:event', (e) =>
      w.seen.push((e as CustomEvent<{ type: string }>).detail.type),
    );
  });
  const cards = page.locator('.grid .card');
  const first = cards.nth(0);
  const second = cards.nth(1);
  const names = [
    await first.locator('.card-name').textContent(),
    await second.locator('.card-name').textContent(),
  ];
  const other = await context.newPage();
  await other.goto('/sv/c/clothing');
  await expect(other.locator('html[data-favorites="ready"]')).toHaveCount(1);

  await second.getByRole('button', { name: /som favorit/ }).click();
  await first.getByRole('button', { name: /som favorit/ }).click();
  await expect(second.locator('button.favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(first.locator('button.favorite')).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() =>
      (window as unknown as { seen: string[] }).seen.filter((t) => t.startsWith('favorite:')),
    ),
  ).toEqual(['favorite:add', 'favorite:add']);

  // The other tab hears of it at once (cross-tab channel) where it shows the same product.
  const id = await first.locator('button.favorite').getAttribute('data-favorite');
  await expect(other.locator(`button[data-favorite="${id}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/sv/favoriter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoriter');
  await expect(page.locator('.grid .card-name')).toHaveText([names[1]!, names[0]!]);
  await expectAccessible(page);
  // A heart undone here keeps its card (it can be pressed again), and the count follows it.
  const count = page.locator('[data-favorites-listed]');
  await expect(count).toHaveText('2 favoriter');
  await expect(page.locator('html[data-favorites="ready"]')).toHaveCount(1);
  const heart = page.locator('.grid .card').first().locator('button.favorite');
  await heart.click();
  await expect(count).toHaveText('1 favorit');
  await expect(page.locator('[data-favorites-count]').first()).toHaveText('1');
  await heart.click();
  await expect(count).toHaveText('2 favoriter');

  // Removing one on its product page drops it from the favorites page.
  await page.locator('.grid .card-link').first().click();
  // Pressed as the server renders it, before any script has run.
  await expect(page.locator('.title-row button.favorite')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html[data-favorites="ready"]')).toHaveCount(1);
  await page.locator('.title-row button.favorite').click();
  await expect(page.locator('.title-row button.favorite')).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/sv/favoriter');
  await expect(page.locator('.grid .card-name')).toHaveText([names[0]!]);
});

test('product cards report impressions and clicks as events', async ({ page, baseURL }) => {
  // Cards are recorded once the visitor consents to statistics (client/analytics/start.ts).
  await page.context().addCookies([
    {
      name: 'ralph-consent',
      value: serializeConsent({ ...ONLY_NECESSARY, statistics: true }),
      url: baseURL!,
    },
  ]);
  await page.goto('/en/news');
  await page.evaluate(() => {
    const w = window as unknown as { seen: { type: string; data: { products?: unknown[] } }[] };
    w.seen = [];
    window.addEventListener('ralph:event', (e) => w.seen.push((e as CustomEvent).detail));
  });
  await page.mouse.wheel(0, 400);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { seen: { type: string }[] }).seen.some(
          (e) => e.type === 'product:impression',
        ),
      ),
    )
    .toBe(true);
  // One event per card seen, with its item data (the tag manager's batches of four: client/analytics/ga4.ts).
  const impressions = await page.evaluate(() =>
    (
      window as unknown as {
        seen: { type: string; data: { productId: number; product: { name: string } } }[];
      }
    ).seen.filter((e) => e.type === 'product:impression'),
  );
  const first = impressions[0]!.data;
  expect(first.product.name).toBe(
    await page
      .locator(`.grid .card[data-product-id="${first.productId}"] .card-name`)
      .textContent(),
  );
  // A click on a card is recorded before the page is left (here the navigation is held back to look).
  await page.evaluate(() =>
    window.addEventListener('click', (e) => e.preventDefault(), { capture: true }),
  );
  await page.locator('.grid .card-link').nth(2).click();
  const click = await page.evaluate(() =>
    (
      window as unknown as { seen: { type: string; data: { alias: string; page: number } }[] }
    ).seen.find((e) => e.type === 'product:click'),
  );
  expect(click?.data.alias).toBe(
    await page.locator('.grid .card').nth(2).getAttribute('data-alias'),
  );
  expect(click?.data.page).toBe(1);
});
