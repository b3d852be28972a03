import type { Page } from '@playwright/test';
import { query } from './d1';
import { expect, RESET_RETRIES } from './fixtures';

/** Helpers of the checkout browser tests: a cart to check out, the shopper's address, the events. */

/** A plain SKU with plenty in stock, from a browser tests' database (each run takes a few). */
export function skuInStock(offset = 0, state = '.wrangler/e2e-state'): number {
  return query<{ id: number }>(
    `SELECT id FROM skus WHERE oversellable = 0 AND static_stock = 0 AND in_stock > 50
     ORDER BY id LIMIT 1 OFFSET ${offset}`,
    state,
  )[0]!.id;
}

/** Puts one SKU in a new cart the way the add-to-cart button does (POST /graphql). */
export async function cartWith(page: Page, skuId: number, locale: 'sv' | 'en', market = 'se') {
  await page.goto(market === 'se' ? `/${locale}` : `/${market}/${locale}`);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/graphql', {
    ...RESET_RETRIES,
    headers: { origin },
    data: { operationName: 'addToCart', variables: { skuId, quantity: 1 }, locale, market },
  });
  expect(res.status()).toBe(200);
}

/** Activates a promo code on the page's cart (POST /graphql, as the cart panel's calls go). */
export async function setPromoCode(page: Page, locale: string, promoCode: string) {
  const res = await page.request.post('/graphql', {
    ...RESET_RETRIES,
    headers: { origin: new URL(page.url()).origin },
    data: { operationName: 'setCartPromoCode', variables: { promoCode }, locale, market: 'se' },
  });
  expect(res.status()).toBe(200);
}

/** The shop's events on this page (client/events.ts dispatches each as `ralph:event`). */
export async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shopEvents: { type: string; data: unknown }[] };
    w.shopEvents = [];
    window.addEventListener('ralph:event', (e) =>
      w.shopEvents.push((e as CustomEvent<{ type: string; data: unknown }>).detail),
    );
  });
}
export const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (t) =>
      (window as unknown as { shopEvents: { type: string; data: unknown }[] }).shopEvents.filter(
        (e) => e.type === t,
      ),
    type,
  );

export interface Shopper {
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
}
export const ANNA: Shopper = {
  firstName: 'Anna',
  lastName: 'Svensson',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  phone: '070-123 45 67',
  email: 'anna.svensson@example.se',
};

export async function fillAddress(page: Page, s: Shopper) {
  await page.getByLabel(/^(Förnamn|First name)/).fill(s.firstName);
  await page.getByLabel(/^(Efternamn|Last name)/).fill(s.lastName);
  await page.getByLabel(/^(Gatuadress|Street address)/).fill(s.street);
  await page.getByLabel(/^(Postnummer|Postal code)/).fill(s.zip);
  await page.getByLabel(/^(Ort|City)/).fill(s.city);
  await page.getByLabel(/^(Mobilnummer|Mobile phone number)/).fill(s.phone);
  await page.getByLabel(/^(E-postadress|Email)/).fill(s.email);
}

/** On the embedded provider's hosted card page: pays with the test card that is approved. */
export async function payOnCardPage(page: Page) {
  await expect(page).toHaveURL(/\/_commerce\/pay\/card\//);
  await page.locator('#number').fill('4242 4242 4242 4242');
  await page.locator('#expiry').fill('12/39');
  await page.locator('#cvc').fill('123');
  await page.locator('button[type=submit]').click();
}

/**
 * The public id of the order the confirmation shows: it is kept in the HttpOnly ralph-order cookie,
 * never in the page's URL.
 */
export async function confirmedOrderId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ralph-order');
  if (!cookie) throw new Error('no ralph-order cookie: the confirmation was not reached');
  expect(page.url()).not.toContain(cookie.value);
  return cookie.value;
}

/** Runs SQL on a browser tests' database (what an operator or another shopper would change). */
export function sql(command: string, state = '.wrangler/e2e-state') {
  query(command, state);
}
