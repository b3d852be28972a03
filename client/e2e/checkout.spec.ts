import type { Browser, Page } from '@playwright/test';
import {
  ANNA,
  cartWith,
  eventsOf,
  fillAddress,
  payOnCardPage,
  recordEvents,
  skuInStock,
  sql,
} from './checkout-helpers';
import { expect, expectAccessible, hydrated, test } from './fixtures';

async function screenshots(browser: Browser, url: string, name: string, cookies: Page) {
  const state = await cookies.context().storageState();
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport, storageState: state });
    const page = await context.newPage();
    await page.goto(url);
    await hydrated(page);
    await page.screenshot({ path: `test-results/checkout-${name}-${device}.png`, fullPage: true });
    await context.close();
  }
}

test('sv: a private shopper pays by invoice with a personal number, end to end', async ({
  page,
  browser,
  problems,
}) => {
  await recordEvents(page);
  await cartWith(page, skuInStock(0), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassan' })).toBeVisible();
  expect(await eventsOf(page, 'checkout:impression')).toHaveLength(1);
  await expect(page.getByTestId('shipping-status')).toHaveText(
    'Ange ditt postnummer för att se tillgängliga fraktalternativ',
  );
  await screenshots(browser, '/sv/kassan', 'sv-empty-form', page);
  // On a phone the two answers to "Handla som" stay side by side (the question on its own line).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  const tops = await page
    .locator('.shop-as .toggle')
    .evaluateAll((toggles) => toggles.map((t) => t.getBoundingClientRect().top));
  expect(tops).toHaveLength(2);
  expect(tops[0]).toBe(tops[1]);
  await page.setViewportSize(viewport);

  await fillAddress(page, ANNA);
  await page.getByLabel(/^Portkod/).fill('1234');
  // The island asks for the postcode's options as it is typed: no page load.
  await expect(page.getByRole('radio', { name: /Hämta hos ombud/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Expressleverans/ })).toBeVisible();
  // Their coming is said in the live region (a screen reader heard nothing before), and said again
  // for a postcode with other options: the same words again would not be.
  const status = page.getByTestId('shipping-status');
  await expect(status).toHaveText('Fraktalternativ för ditt postnummer: 3');
  await page.getByLabel(/^Postnummer/).fill('503 30');
  await expect(status).toHaveText('Fraktalternativ för ditt postnummer: 2');
  await expect(page.getByRole('radio', { name: /Expressleverans/ })).toHaveCount(0);
  await page.getByLabel(/^Postnummer/).fill(ANNA.zip);
  await expect(status).toHaveText('Fraktalternativ för ditt postnummer: 3');
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  // The invoice needs it: required, not "(valfritt)".
  await expect(page.getByLabel('Personnummer', { exact: true })).toHaveAttribute('required', '');
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Slutför köp' }).click();

  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  expect(page.url()).not.toMatch(/anna|svensson|%40|@|121212/i);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din beställning!');
  const number = await page.getByTestId('order-number').textContent();
  expect(number).toMatch(/^Ordernummer \d+$/);
  await expect(page.getByTestId('order-payment')).toHaveText('Faktura');
  await expect(page.getByText('Storgatan 1').first()).toBeVisible();
  // The door code given, with each address, under the checkout field's name.
  await expect(page.locator('address').getByText('Portkod: 1234')).toHaveCount(2);
  await hydrated(page);
  const purchases = await eventsOf(page, 'checkout:purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.data).toMatchObject({
    transaction_id: number!.replace(/\D/g, ''),
    currency: 'SEK',
    // 'Anna' trimmed, lower-cased, SHA-256 (research note 6.3): no name in analytics data.
    user_first_name: '55579b557896d0ce1764c47fed644f9b35f58bad620674af23f356d80ed0c503',
  });
  expect(JSON.stringify(purchases[0]!.data)).not.toMatch(/anna|svensson|storgatan/i);
  // The ordered cart's cookie is gone; a reload shows the same order and tracks nothing again.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ralph-cart')?.value ?? '').toBe('');
  await expectAccessible(page);
  await screenshots(browser, page.url(), 'sv-confirmation', page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('order-number')).toHaveText(number!);
  expect(await eventsOf(page, 'checkout:purchase')).toHaveLength(0);
  expect(problems).toEqual([]);
});

test('en: an organisation shopper sees prices ex VAT; a bad organisation number is refused with the specification’s text', async ({
  page,
}) => {
  await cartWith(page, skuInStock(1), 'en');
  await page.goto('/en/checkout');
  await page.getByRole('button', { name: 'Business' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Total amount ex. VAT')).toBeVisible();
  // The VAT comes on top of the prices shown: not "of which".
  await expect(page.locator('.checkout-summary dt', { hasText: /^VAT$/ })).toHaveCount(1);
  await expect(page.getByText('Of which VAT')).toHaveCount(0);
  const exVat = await page.getByTestId('summary-total-ex').textContent();
  const incVat = await page.getByTestId('summary-total').textContent();
  expect(exVat).not.toBe(incVat);

  await page.getByLabel('Company name').fill('Ralph Testbolag AB');
  await page.getByLabel(/^Organization ID/).fill('556091-2149');
  await fillAddress(page, ANNA);
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  // The invoice needs the organisation number: required then, optional for a card.
  await page.getByRole('radio', { name: 'Card' }).check();
  await expect(page.getByLabel('Organization ID (optional)')).not.toHaveAttribute('required');
  await page.getByRole('radio', { name: 'Business invoice' }).check();
  await expect(page.getByLabel('Organization ID', { exact: true })).toHaveAttribute('required', '');
  await page.getByLabel(/I have read and I accept/).check();
  await page.getByRole('button', { name: 'Complete order' }).click();

  const field = page.getByLabel(/^Organization ID/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator('#checkout-organizationId-error');
  await expect(message).toHaveText('You have to enter a valid organization ID');
  await expect(field).toHaveAttribute('aria-describedby', /checkout-organizationId-error/);
  const summary = page.getByRole('alert').filter({ hasText: 'Make sure all fields are valid' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Organization ID: You have to enter a valid organization ID',
  ]);
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expectAccessible(page);
});

/** Presses a "Shop as" button; the page that answers is hydrated with it pressed. */
async function shopAs(page: Page, name: 'Business' | 'Private person') {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await hydrated(page);
}

test('what was typed for one customer type or payment is there again after a switch and back', async ({
  page,
}) => {
  await cartWith(page, skuInStock(1), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Invoice' }).check();
  await page.getByLabel('Personal ID').fill('121212-1212');
  // The personal ID is asked for the invoice only; a card and back keeps it.
  await page.getByRole('radio', { name: 'Card' }).check();
  await expect(page.getByLabel(/^Personal ID/)).toBeHidden();
  await page.getByRole('radio', { name: 'Invoice' }).check();
  await expect(page.getByLabel('Personal ID')).toHaveValue('121212-1212');

  await shopAs(page, 'Business');
  await expect(page.getByLabel(/^Personal ID/)).toBeHidden();
  await page.getByLabel('Company name').fill('Acme AB');
  await page.getByLabel(/^Organization ID/).fill('556091-2148');
  await shopAs(page, 'Private person');
  await page.getByRole('radio', { name: 'Invoice' }).check();
  await expect(page.getByLabel('Personal ID')).toHaveValue('121212-1212');
  await expect(page.getByLabel('Company name')).toBeHidden();
  await shopAs(page, 'Business');
  await expect(page.getByLabel('Company name')).toHaveValue('Acme AB');
  await expect(page.getByLabel(/^Organization ID/)).toHaveValue('556091-2148');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in a field sends a plain update, never the "Shop as" toggle before it', async ({
    page,
  }) => {
    await cartWith(page, skuInStock(13), 'en');
    await page.goto('/en/checkout');
    await page.getByRole('button', { name: 'Business' }).click();
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('First name').press('Enter');
    expect((await posted).postData()).toContain('intent=update');
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('First name')).toHaveValue('Anna');
  });

  test('the form posts to the Worker: errors come back at their fields and nothing typed is lost', async ({
    page,
  }) => {
    await cartWith(page, skuInStock(2), 'en');
    await page.goto('/en/checkout');
    await fillAddress(page, { ...ANNA, email: 'anna.svensson@' });
    await page.getByRole('button', { name: 'Show shipping options' }).click();
    await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Invoice' }).check();
    await page.getByRole('button', { name: 'Complete order' }).click();

    await expect(page.locator('#checkout-errors')).toBeFocused();
    // 'terms of purchase: …' is shown with its first letter up, as every other problem is.
    const terms = page.locator('#checkout-errors li', { hasText: 'terms of purchase:' });
    expect(await terms.evaluate((li) => getComputedStyle(li, '::first-letter').textTransform)).toBe(
      'uppercase',
    );
    await expect(page.locator('#checkout-email-error')).toHaveText(
      'You have to enter a valid email',
    );
    // The hint says why; the message does not say it again.
    await expect(page.locator('#checkout-identityNumber-error')).toHaveText(
      'This field is required',
    );
    await expect(page.locator('#checkout-identityNumber-hint')).toHaveText(
      'Your personal ID is needed to create the invoice (YYYYMMDD-NNNN)',
    );
    await expect(page.locator('#checkout-termsAccepted-error')).toHaveText(
      'You have to accept the terms of purchase before you can place your order',
    );
    await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
    await expect(page.getByLabel('Email')).toHaveValue('anna.svensson@');
    await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();
    // Shopping as an organisation re-prices the page and keeps what was typed.
    await page.getByRole('button', { name: 'Business' }).click();
    await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Total amount ex. VAT')).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
    // Quantities change in place too, and the line goes with Remove.
    await page.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
    await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test('card: the hosted card page takes the card and returns to the confirmation', async ({
  page,
}) => {
  await recordEvents(page);
  await cartWith(page, skuInStock(3), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel(/I have read and I accept/).check();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(`${new URL(r.url()).pathname} ${r.postData() ?? ''}`);
  });
  await page.getByRole('button', { name: 'Complete order' }).click();
  await payOnCardPage(page);
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByTestId('order-payment')).toHaveText('Card');
  // The provider completed the order before the shopper came back: the purchase is tracked once.
  await hydrated(page);
  expect(await eventsOf(page, 'checkout:purchase')).toHaveLength(1);
  // The card number went to the payment page only, never to the storefront's own endpoints.
  expect(posts.filter((p) => !p.startsWith('/_commerce/pay/') && p.includes('4242'))).toEqual([]);
});

test('a payment provider’s failure shows the specification’s text and goes back to the checkout', async ({
  page,
}) => {
  const texts: [string, string][] = [
    ['', 'Something went wrong when creating your order with the payment provider.'],
    ['Error', 'Unable to create order.'],
    ['OutOfStock', 'Unfortunately a product in your cart has run out of stock.'],
    ['BlockedCustomer', 'Could not create order since your user is blocked'],
  ];
  for (const [error, text] of texts) {
    await page.goto(`/en/checkout/klarna-fail${error ? `?error=${error}` : ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
});

test('pay-later: each refusal shows its text, Go back keeps the cart, and approval completes the order', async ({
  page,
}) => {
  await cartWith(page, skuInStock(4), 'en');
  const payLater = async (outcome: string) => {
    await page.goto('/en/checkout');
    await hydrated(page);
    await fillAddress(page, ANNA);
    await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Pay later' }).check();
    await page.getByLabel(/I have read and I accept/).check();
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page).toHaveURL(/\/_commerce\/pay\/paylater\//);
    await page.locator(`#o-${outcome}`).check();
    await page.locator('button[type=submit]').click();
  };
  const refusals: [string, RegExp, string][] = [
    ['outofstock', /\?error=OutOfStock$/, 'run out of stock'],
    ['blocked', /\?error=BlockedCustomer$/, 'your user is blocked'],
    ['error', /\?error=Error$/, 'Unable to create order'],
    ['deny', /\/klarna-fail$/, 'Something went wrong when creating your order'],
  ];
  for (const [outcome, url, text] of refusals) {
    await payLater(outcome);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.locator('.checkout-line')).toHaveCount(1);
  }

  await payLater('approve');
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation$/);
  await expect(page.getByTestId('order-payment')).toHaveText('Pay later');
});

test('a promo code: an unknown one is refused at the field, a good one lowers the total and can be removed', async ({
  page,
}) => {
  await cartWith(page, skuInStock(5), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  const total = await page.getByTestId('summary-total').textContent();
  const code = page.getByLabel('Gift card or promo code?');
  await code.fill('NOPE123');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.locator('#checkout-promoCode-error')).toHaveText('This code is not valid');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // Activating a code is no attempt to order: no error summary, the message at the field, focused.
  await expect(page.locator('#checkout-errors')).toHaveCount(0);
  await expect(code).toBeFocused();
  await page.getByLabel('Gift card or promo code?').fill('save10');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('promo-active')).toContainText('SAVE10');
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  expect(await page.getByTestId('summary-total').textContent()).not.toBe(total);
  await page.getByRole('button', { name: 'Remove the code SAVE10' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(total!);
});

test('the keyboard alone takes a shopper through the checkout', async ({ page }) => {
  await cartWith(page, skuInStock(6), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  const focused = () =>
    page.evaluate(() => {
      const e = document.activeElement as HTMLInputElement | null;
      return e ? `${e.name || e.id}=${e.type === 'radio' ? e.value : ''}` : '';
    });
  /** Tabs forward until the focused control matches; it must be reached within `max` presses. */
  const tabTo = async (match: RegExp, max = 25) => {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (match.test(await focused())) return;
    }
    throw new Error(`${match} not reached by Tab (at ${await focused()})`);
  };
  const fields: [string, string][] = [
    ['firstName', ANNA.firstName],
    ['lastName', ANNA.lastName],
    ['addressLine1', ANNA.street],
    ['zip', ANNA.zip],
    ['city', ANNA.city],
    ['phone', ANNA.phone],
    ['email', ANNA.email],
  ];
  for (const [name, value] of fields) {
    await tabTo(new RegExp(`^${name}=`));
    await page.keyboard.type(value);
  }
  // The options for the postcode arrive while the rest is typed (POST /checkout/quote).
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await tabTo(/^shippingId=1$/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await tabTo(/^paymentMethod=/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();
  await tabTo(/^identityNumber=/);
  await page.keyboard.type('811218-9876');
  await tabTo(/^termsAccepted=/);
  await page.keyboard.press('Space');
  await tabTo(/^intent=$/);
  expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).value)).toBe(
    'place',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout\/confirmation$/);
});

test('a line’s +, − and Remove post the page and the keyboard stays where it was', async ({
  page,
}) => {
  const [first, second] = [skuInStock(11), skuInStock(12)];
  await cartWith(page, first, 'en');
  await cartWith(page, second, 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByLabel('Street address').fill('Storgatan 1');
  const line = (sku: number) => page.locator(`.checkout-line[data-sku="${sku}"]`);
  const more = line(first).getByRole('button', { name: /^Increase quantity of/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(line(first).getByTestId('line-quantity')).toHaveText('2');
  await expect(more).toBeFocused();
  // What a screen reader says with it: the quantity now (Chromium's tree has it as the description;
  // Playwright's own computation leaves out an <output>'s text).
  await expect(page.locator(`#${await more.getAttribute('aria-describedby')}`)).toHaveText('2');
  await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
  // − down to one is disabled there: its neighbour + has the focus.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(line(first).getByTestId('line-quantity')).toHaveText('1');
  await expect(more).toBeFocused();
  const remove = line(first).getByRole('button', { name: /^Remove / });
  const removedName = (await remove.getAttribute('aria-label'))!.replace(/^Remove /, '');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(line(first)).toHaveCount(0);
  // The news that takes the focus names what went.
  await expect(
    page.getByRole('status').filter({ hasText: `${removedName} was removed from your cart` }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(line(second).getByRole('link')).toBeFocused();
  // "Shop as" posts the page too: the button pressed keeps the focus.
  await page.getByRole('button', { name: 'Business' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Business' })).toBeFocused();
});

test('Enter in a field posts nothing and keeps the customer type; Enter in the promo code activates it', async ({
  page,
}) => {
  await cartWith(page, skuInStock(14), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByRole('button', { name: 'Business' }).click();
  await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await hydrated(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(`${new URL(r.url()).pathname} ${r.postData() ?? ''}`);
  });
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('First name').press('Enter');
  await page.getByLabel('Gift card or promo code?').fill('save10');
  await page.getByLabel('Gift card or promo code?').press('Enter');
  await expect(page.getByTestId('promo-active')).toContainText('SAVE10');
  expect(posts).toEqual([expect.stringMatching(/^\/en\/checkout .*intent=promo/)]);
  await expect(page.getByRole('button', { name: 'Business' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
});

test('a line that sells out during checkout says so at the line, and nothing typed is lost', async ({
  page,
}) => {
  const sku = skuInStock(7);
  await cartWith(page, sku, 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await page.getByLabel(/I have read and I accept/).check();
  // Someone else buys the last ones meanwhile.
  sql(`UPDATE skus SET in_stock = 0 WHERE id = ${sku}`);
  try {
    await page.getByRole('button', { name: 'Complete order' }).click();
    await expect(page.locator(`.checkout-line[data-sku="${sku}"] .field-error`)).toHaveText(
      'This product sold out while you were shopping. Remove it to continue.',
    );
    await expect(page.locator('#checkout-errors')).toContainText('run out of stock');
    await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
    await expect(page.getByLabel('Email')).toHaveValue(ANNA.email);
  } finally {
    sql(`UPDATE skus SET in_stock = 60 WHERE id = ${sku}`);
  }
});

test('card: a declined card stays on the card page with its message, and Cancel returns to the checkout with the cart and all that was given', async ({
  page,
}) => {
  await cartWith(page, skuInStock(8), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await expect(page.getByRole('radio', { name: /Hämta hos ombud/ })).toBeChecked();
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Kort' }).check();
  // Beyond what the Merchant API's checkout keeps: the Worker keeps these for the return.
  const message = 'Lämna paketet hos grannen, tack 🙂 – åäö';
  await page.getByRole('textbox', { name: /^Meddelande/ }).fill(message);
  await page.getByLabel(/nyhetsbrevet/).check();
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/_commerce\/pay\/card\//);
  await page.locator('#number').fill('4000 0000 0000 0002');
  await page.locator('#expiry').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('Kortet nekades. Försök med ett annat kort.')).toBeVisible();
  await page.getByRole('link', { name: 'Avbryt och gå tillbaka till kassan' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan$/);
  await expect(page.locator('.checkout-line')).toHaveCount(1);
  // The checkout remembers what was given for the payment that made no order.
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue(ANNA.firstName);
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue(ANNA.street);
  await expect(page.getByLabel(/^Postnummer/)).toHaveValue(ANNA.zip);
  await expect(page.getByLabel(/^E-postadress/)).toHaveValue(ANNA.email);
  await expect(page.getByRole('radio', { name: /Hemleverans/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Kort' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue(message);
  await expect(page.getByLabel(/nyhetsbrevet/)).toBeChecked();
  // The terms are accepted anew for each attempt.
  await expect(page.getByLabel(/Jag har läst och godkänner/)).not.toBeChecked();
});

test('axe finds nothing in the checkout’s other states: an empty cart, a postcode no carrier reaches', async ({
  page,
}) => {
  await page.goto('/en/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expectAccessible(page);
  await cartWith(page, skuInStock(9), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByLabel(/^Postal code/).fill('99999');
  await expect(page.getByTestId('shipping-status')).toHaveText(
    'Could not find any shipping options for the postal code provided',
  );
  await expectAccessible(page);
  // A postcode not written as Sweden writes them is said at the field, and no carrier is asked.
  const zip = page.getByLabel(/^Postal code/);
  await zip.fill('123');
  let quotes = 0;
  page.on('request', (r) => void (r.method() === 'POST' && quotes++));
  await page.getByRole('button', { name: 'Show shipping options' }).click();
  await expect(page.locator('#checkout-zip-error')).toHaveText(
    'You have to enter a valid postal code',
  );
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  expect(quotes).toBe(0);
  // A postcode written right takes the message away as it is typed, and brings the options.
  await zip.fill('11455');
  await expect(page.locator('#checkout-zip-error')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  await expectAccessible(page);
  // Enter in the postcode does what the button does; in another field it says nothing of it.
  await zip.fill('12');
  await page.waitForLoadState('networkidle');
  quotes = 0;
  const city = page.getByLabel(/^City/);
  await city.press('Enter');
  await expect(city).toBeFocused();
  await expect(page.locator('#checkout-zip-error')).toHaveCount(0);
  await zip.press('Enter');
  await expect(page.locator('#checkout-zip-error')).toHaveText(
    'You have to enter a valid postal code',
  );
  await expect(zip).toBeFocused();
  expect(quotes).toBe(0);
});

test('“choose shipping” said before the shipping options came goes once one is chosen for the shopper', async ({
  page,
}) => {
  await cartWith(page, skuInStock(6), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  // The shipping options for the postcode are held back, so the shopper is quicker than they are.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/checkout/quote', async (route) => {
    await held;
    await route.continue();
  });
  await fillAddress(page, ANNA);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByLabel(/I have read and I accept/).check();
  await page.getByRole('button', { name: 'Complete order' }).click();
  const shipping = page.getByRole('group', { name: 'Choose shipping' });
  await expect(shipping.getByText('Choose a shipping option')).toBeVisible();
  release();
  await expect(shipping.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  // The option is chosen now: the message, and its line in the summary above, have gone.
  await expect(page.getByText('Choose a shipping option')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page).toHaveURL(/\/_commerce\/pay\/card\//);
});

test('sv: a cart changed in another tab shows in the live prices, is said, and is the cart ordered (no refusal first)', async ({
  page,
}) => {
  await cartWith(page, skuInStock(40), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  const lines = page.locator('.checkout-form .checkout-line');
  await expect(lines).toHaveCount(1);
  // Another tab adds a product to the same cart.
  const res = await page.request.post('/graphql', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      operationName: 'addToCart',
      variables: { skuId: skuInStock(41), quantity: 1 },
      locale: 'sv',
      market: 'se',
    },
  });
  expect(res.status()).toBe(200);
  await fillAddress(page, ANNA);
  await expect(page.getByRole('alert')).toHaveText(
    'Din varukorg ändrades i en annan flik eller på en annan enhet. Se över den innan du slutför köpet.',
  );
  await expect(lines).toHaveCount(2);
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  // The cart shown is the cart ordered, at the first press.
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await expect(page.locator('.confirmation .checkout-line')).toHaveCount(2);
});
