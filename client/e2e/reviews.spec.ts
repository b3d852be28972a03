import {
  expect,
  expectAccessible,
  hydrated,
  openProductWhere,
  operatorCommand,
  test,
} from './fixtures';
import { newEmail, registered } from './auth-helpers';

const reviewsCommand = (...args: string[]) => operatorCommand('reviews', ...args);

test('a visitor is told to log in; a logged-in customer writes a review that waits for the operator', async ({
  page,
  context,
}) => {
  await openProductWhere(page, '/sv/c/shoes', '#reviews', 'a reviews section');
  await expect(page.getByTestId('review-login')).toHaveText(
    'Du måste logga in för att kunna skriva ett omdöme',
  );

  // A real account (the API checks the token a review is sent with), from a client of its own for
  // the auth rate limit.
  const product = page.url();
  await context.setExtraHTTPHeaders({
    'cf-connecting-ip': `203.0.113.${200 + (Date.now() % 50)}`,
  });
  await registered(page, newEmail('review'), 'sv');
  await page.goto(product);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Skriv ett omdöme' });
  await form.getByRole('button', { name: 'Skicka omdöme' }).click();
  await expect(form.getByText('Använd stjärnorna för att betygsätta produkten')).toBeVisible();
  await expect(form.getByText('Fältet är obligatoriskt')).toHaveCount(2);
  await expect(form.getByRole('radio', { name: '1 av 5 stjärnor' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 av 5 stjärnor' })).toBeChecked();
  await expect(form.getByText('Använd stjärnorna för att betygsätta produkten')).toHaveCount(0);
  const author = `E2E ${Date.now()}`;
  await form.getByLabel('Namn').fill(author);
  await form.getByLabel('Ditt omdöme').fill('Sköna och sitter bra.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Skicka omdöme' }).click();
  const thanks = page
    .getByRole('status')
    .filter({ hasText: 'Tack! Ditt omdöme läggs upp inom kort' });
  await expect(thanks).toBeFocused();

  const pending = reviewsCommand('list')
    .split('\n')
    .filter((line) => line.includes(author));
  expect(pending).toHaveLength(1);
  expect(pending[0]).toContain('★★★★ ');
  const id = /^#(\d+)/.exec(pending[0]!)![1]!;
  expect(reviewsCommand('reject', id)).toContain(`rejected #${id}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a logged-in customer’s review is posted, never put in the address, and thanked for', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({
      'cf-connecting-ip': `203.0.113.${150 + (Date.now() % 50)}`,
    });
    await registered(page, newEmail('review-plain'), 'sv');
    await openProductWhere(page, '/sv/c/shoes', '#reviews', 'a reviews section');
    const product = page.url();
    const form = page.getByRole('form', { name: 'Skriv ett omdöme' });
    await form.getByRole('radio', { name: '4 av 5 stjärnor' }).check();
    const author = `Plain ${Date.now()}`;
    await form.getByLabel('Namn').fill(author);
    // A field left out: the browser keeps the form (and what was typed) on the page.
    await form.getByRole('button', { name: 'Skicka omdöme' }).click();
    await expect(form.getByLabel('Namn')).toHaveValue(author);
    expect(page.url()).toBe(product);
    await form.getByLabel('Ditt omdöme').fill('Sitter bra, utan skript.');
    await form.getByRole('button', { name: 'Skicka omdöme' }).click();
    await expect(page).toHaveURL(`${product}?review=done#review-form`);
    expect(page.url()).not.toContain('Plain');
    await expect(
      page.getByRole('status').filter({ hasText: 'Tack! Ditt omdöme läggs upp inom kort' }),
    ).toBeVisible();
    const pending = reviewsCommand('list')
      .split('\n')
      .filter((line) => line.includes(author));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toContain('★★★★ ');
    reviewsCommand('reject', /^#(\d+)/.exec(pending[0]!)![1]!);
  });
});
