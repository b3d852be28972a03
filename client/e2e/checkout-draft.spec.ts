import { loggedInThroughPanel, newEmail, registered } from './auth-helpers';
import { ANNA, cartWith, fillAddress, skuInStock } from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';

/** What a shopper typed at the checkout survives a reload, and offline nothing is posted (decision 211). */

test('sv: a reload gives back what was typed and chosen, priced; never the personal number or the terms; gone once ordered', async ({
  page,
  problems,
}) => {
  await cartWith(page, skuInStock(21), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/^Portkod/).fill('4711');
  await page.getByRole('textbox', { name: /^Meddelande/ }).fill('Lämna vid dörren');
  await page.getByLabel(/nyhetsbrevet/).check();
  await page.getByLabel(/Jag har läst och godkänner/).check();

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue(ANNA.firstName);
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue(ANNA.street);
  await expect(page.getByLabel(/^Postnummer/)).toHaveValue(ANNA.zip);
  await expect(page.getByLabel(/^E-postadress/)).toHaveValue(ANNA.email);
  await expect(page.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue('Lämna vid dörren');
  await expect(page.getByLabel(/nyhetsbrevet/)).toBeChecked();
  // The postcode's options are priced again, with the one chosen.
  await expect(page.getByTestId('shipping-status')).toHaveText(
    'Fraktalternativ för ditt postnummer: 3',
  );
  await expect(page.getByRole('radio', { name: /Hemleverans/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Faktura' })).toBeChecked();
  // A personal number and a door code are not kept in the browser; the terms are accepted anew.
  await expect(page.getByLabel(/^Personnummer/)).toHaveValue('');
  await expect(page.getByLabel(/^Portkod/)).toHaveValue('');
  await expect(page.getByLabel(/Jag har läst och godkänner/)).not.toBeChecked();
  const kept = await page.evaluate(() => sessionStorage.getItem('checkout-draft'));
  expect(kept).toContain('Lämna vid dörren');
  expect(kept).not.toMatch(/identityNumber|121212|entryCode|4711|termsAccepted/);

  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  // The next checkout in this tab starts empty: the order took what was typed.
  await cartWith(page, skuInStock(21), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue('');
  expect(problems).toEqual([]);
});

test('sv: logging in in another tab reloads the checkout with what was typed still there', async ({
  page,
  context,
}) => {
  const email = newEmail('draft-login');
  await registered(page, email, 'sv');
  await context.clearCookies();

  await cartWith(page, skuInStock(22), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await page.getByLabel(/^Förnamn/).fill('Tove');
  await page.getByLabel(/^Gatuadress/).fill('Lillgatan 3');

  await loggedInThroughPanel(await context.newPage(), email);

  // The checkout reloaded itself as the account's, and what this tab had typed is there.
  await expect(page.getByLabel(/^E-postadress/)).toHaveValue(email);
  await hydrated(page);
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('Tove');
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue('Lillgatan 3');
});

test('sv: what a logged-in customer typed is not given to whoever has the tab after the logout', async ({
  page,
}) => {
  await registered(page, newEmail('draft-logout'), 'sv');
  await cartWith(page, skuInStock(24), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await page.getByLabel(/^Förnamn/).fill('Greta');
  await page.getByLabel(/^Gatuadress/).fill('Hemliga vägen 9');
  await page.goto('/sv');
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();

  await cartWith(page, skuInStock(24), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect(page.getByLabel(/^Förnamn/)).toHaveValue('');
  await expect(page.getByLabel(/^Gatuadress/)).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();
});

test('en: offline, a line’s +, the promo code and the country post nothing and the notice says why', async ({
  page,
  context,
}) => {
  await cartWith(page, skuInStock(23), 'en');
  await page.goto('/en/checkout');
  await hydrated(page);
  await page.getByLabel('Street address').fill('Storgatan 1');
  const quantity = page.getByTestId('line-quantity');
  await expect(quantity).toHaveText('1');
  const url = page.url();

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(notice).toHaveText(
    'You are offline. You can change and place your order once the connection is back.',
  );
  await page.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(notice).toBeFocused();
  await page.getByLabel('Gift card or promo code?').fill('SAVE10');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(notice).toBeFocused();
  const country = page.getByLabel('Choose your country');
  const shown = await country.inputValue();
  await country.selectOption({ index: 1 });
  await expect(notice).toBeFocused();
  await expect(country).toHaveValue(shown);
  // Still the page, as it was: nothing went, nothing typed was lost.
  expect(page.url()).toBe(url);
  await expect(quantity).toHaveText('1');
  await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(quantity).toHaveText('2');
  await expect(page.getByLabel('Street address')).toHaveValue('Storgatan 1');
});
