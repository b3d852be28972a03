import type { BrowserContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { ONLY_NECESSARY, serializeConsent, type Consent } from '../../shared/consent';
import { newEmail, PASSWORD, registered } from './auth-helpers';
import {
  ANNA,
  cartWith,
  confirmedOrderId,
  eventsOf,
  fillAddress,
  recordEvents,
  setPromoCode,
  skuInStock,
} from './checkout-helpers';
import { expect, hydrated, test } from './fixtures';
import { PORT } from './ports';
import { quiet } from './quiet';

/**
 * The shop's events in the tag manager's data layer (client/analytics/): GA4 entries after a whole
 * journey with statistics consent, nothing before consent, and the e-mail marketing tracker's calls
 * only with marketing consent. The consent is given by cookie, as the banner writes it.
 */
type Entry = Record<string, unknown> & {
  event?: string;
  ecommerce?: { items?: Record<string, unknown>[] } & Record<string, unknown>;
};

const runId = Date.now() % 200;
let client = 0;

async function consent(context: BrowserContext, choice: Partial<Consent>, marketingGate = false) {
  const url = `http://127.0.0.1:${PORT}`;
  await context.addCookies([
    { name: 'ralph-consent', value: serializeConsent({ ...ONLY_NECESSARY, ...choice }), url },
    { name: 'ralph-cookie-consent', value: String(marketingGate), url },
  ]);
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${runId + ++client}` });
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[]);
/** The data layer's events (consent commands of the tag manager's snippet left out). */
const eventEntries = async (page: Page) =>
  (await dataLayer(page)).filter((e) => 'event' in e || 'ecommerce' in e);
/** The chunks of client/analytics/ that wait for consent. */
const ANALYTICS_CHUNK = /\/(start|record|data-layer|email-marketing)-/;
const sha256 = (s: string) => createHash('sha256').update(s.trim().toLowerCase()).digest('hex');

/** The data layer's entries of one event, each checked to follow a `{ecommerce: null}`. */
async function entriesOf(page: Page, event: string) {
  const layer = await dataLayer(page);
  const found = layer.flatMap((e, i) => (e.event === event ? [{ e, before: layer[i - 1] }] : []));
  for (const { e, before } of found)
    if (e.ecommerce)
      expect(before, `${event} follows an ecommerce reset`).toEqual({ ecommerce: null });
  return found.map((f) => f.e);
}

/** The item data a card or the product page carries, as GA4's item fields. */
const itemFields = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el: HTMLElement) => {
    const d = el.dataset;
    return {
      item_id: d.productId,
      item_name: d.name,
      item_brand: d.brand,
      item_category: d.category,
      price: Number(d.price),
      discount: Math.round((Number(d.regular) - Number(d.price)) * 100) / 100,
      price_campaign: d.campaign === '1',
    };
  });

/** From the list, the first product with a size well in stock; its size is picked. */
async function productWithSizeInStock(page: Page, hrefs: string[]) {
  for (const href of hrefs) {
    await page.goto(href);
    await hydrated(page);
    const sizes = page.locator('.sizes input:not([disabled])');
    for (let i = 0; i < (await sizes.count()); i++) {
      await sizes.nth(i).check({ force: true });
      if (await page.locator('.add-to-cart [data-stock="IN_STOCK"]').count())
        return (await sizes.nth(i).evaluate((s) => s.closest('label')?.textContent ?? '')).trim();
    }
  }
  throw new Error('no product with a size in stock in this list');
}

test('with statistics consent, a journey from a list to a purchase fills the data layer as GA4 events', async ({
  page,
  context,
}) => {
  await consent(context, { statistics: true });
  await page.goto('/sv/c/clothing/tops');
  await hydrated(page);
  // The forwarder loads after the page is interactive; consent commands may come first.
  await expect
    .poll(() => entriesOf(page, 'page_data'))
    .toEqual([{ event: 'page_data', page_type: 'List Page' }]);

  // Cards in view are reported four at a time as view_item_list.
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => (await entriesOf(page, 'view_item_list')).length)
    .toBeGreaterThan(0);
  const [list] = await entriesOf(page, 'view_item_list');
  expect(list!.ecommerce).toMatchObject({ item_list_id: '/sv/c/clothing/tops' });
  expect(list!.ecommerce!.items).toHaveLength(4);
  const firstCard = await itemFields(page, '.grid .card >> nth=0');
  expect(firstCard.item_brand && firstCard.item_category && firstCard.item_name).toBeTruthy();
  expect(list!.ecommerce!.items![0]).toMatchObject({ ...firstCard, index: 0, quantity: 1 });
  expect(list!.ecommerce!.items![0]!.sales_type).toMatch(/^\d+-\d+%$/);

  // A click on a card: select_item before the page is left (the navigation is held back to look).
  await page.evaluate(() =>
    window.addEventListener('click', (e) => e.preventDefault(), { capture: true, once: true }),
  );
  await page.locator('.grid .card-link').first().click();
  const [select] = await entriesOf(page, 'select_item');
  expect(select!.ecommerce).toMatchObject({ item_list_id: '/sv/c/clothing/tops' });
  expect(select!.ecommerce!.items).toEqual([expect.objectContaining({ ...firstCard, index: 0 })]);

  const hrefs = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  const size = await productWithSizeInStock(page, hrefs);
  const product = await itemFields(page, 'article.product');
  expect(product.item_name).toBe(
    (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
  );
  await expect
    .poll(() => entriesOf(page, 'page_data'))
    .toEqual([{ event: 'page_data', page_type: 'Product Page' }]);
  const [view] = await entriesOf(page, 'view_item');
  expect(view!.ecommerce).toEqual({
    currency: 'SEK',
    value: product.price,
    items: [expect.objectContaining({ ...product, quantity: 1 })],
  });

  // The heart: add_to_wishlist with the product page's item data.
  await page.locator('.title-row button.favorite').click();
  await expect.poll(async () => (await entriesOf(page, 'add_to_wishlist')).length).toBe(1);
  const [wish] = await entriesOf(page, 'add_to_wishlist');
  expect(wish!.ecommerce).toEqual({
    currency: 'SEK',
    value: product.price,
    items: [expect.objectContaining(product)],
  });

  // Add, one more with +, one less with −: the quantity changes, each with its value.
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('line-quantity')).toHaveText('1');
  await dialog.getByRole('button', { name: /^Öka antal av/ }).click();
  await expect(dialog.getByTestId('line-quantity')).toHaveText('2');
  await dialog.getByRole('button', { name: /^Minska antal av/ }).click();
  await expect(dialog.getByTestId('line-quantity')).toHaveText('1');
  await expect.poll(async () => (await entriesOf(page, 'remove_from_cart')).length).toBe(1);
  const line = { ...product, item_variant: size, quantity: 1 };
  const adds = await entriesOf(page, 'add_to_cart');
  expect(adds.map((e) => e.ecommerce)).toEqual([
    { currency: 'SEK', value: product.price, items: [expect.objectContaining(line)] },
    { currency: 'SEK', value: product.price, items: [expect.objectContaining(line)] },
  ]);
  const [removal] = await entriesOf(page, 'remove_from_cart');
  expect(removal!.ecommerce).toEqual({
    currency: 'SEK',
    value: product.price,
    items: [expect.objectContaining(line)],
  });

  await page.goto('/sv/kassan');
  await hydrated(page);
  const [begin] = await entriesOf(page, 'begin_checkout');
  expect(begin!.ecommerce).toEqual({
    currency: 'SEK',
    value: product.price,
    items: [expect.objectContaining({ ...line, index: 0 })],
  });

  // The checkout's own + posts the form: add_to_cart as it is pressed (the post is held back here).
  await page.evaluate(() =>
    window.addEventListener('submit', (e) => e.preventDefault(), { capture: true, once: true }),
  );
  await page.getByRole('button', { name: /^Öka antal av/ }).click();
  await expect.poll(async () => (await entriesOf(page, 'add_to_cart')).length).toBe(1);
  expect((await entriesOf(page, 'add_to_cart'))[0]!.ecommerce).toEqual({
    currency: 'SEK',
    value: product.price,
    items: [expect.objectContaining(line)],
  });

  await fillAddress(page, ANNA);
  await expect(page.getByRole('radio', { name: /Hemleverans/ })).toBeVisible();
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await hydrated(page);
  const number = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '');
  await expect.poll(async () => (await entriesOf(page, 'purchase')).length).toBe(1);
  const [purchase] = await entriesOf(page, 'purchase');
  expect(purchase).toMatchObject({
    ecommerce: {
      transaction_id: number,
      currency: 'SEK',
      payment_type: 'Faktura',
      items: [expect.objectContaining({ ...line, index: 0 })],
    },
    // The research note's vectors: trimmed, lower-cased, SHA-256, computed by the Worker.
    user_email: '7ad5bc19170b296897d92d2934bcccfa8c7ad4de35e013232b5be647d55778b6',
    user_first_name: '55579b557896d0ce1764c47fed644f9b35f58bad620674af23f356d80ed0c503',
    user_last_name: 'fdc1950dfa4353c199a4cd278e3678528d232a05dc8b4ff0a72e935d2bd9c724',
  });
  expect([sha256('111 22'), sha256('11122')]).toContain(purchase!.user_zip);
  const total = purchase!.ecommerce!;
  expect(total.value).toBeGreaterThanOrEqual(product.price);
  expect(total.shipping).toEqual(expect.any(Number));
  expect(total.tax).toEqual(expect.any(Number));
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/anna|svensson|storgatan|121212/i);
  // The order's public id opens its confirmation: it reaches neither the data layer nor the URL a
  // page view reads (page_location).
  const publicId = await confirmedOrderId(page);
  expect(JSON.stringify(await dataLayer(page))).not.toContain(publicId);
  expect(await page.evaluate(() => document.location.href + document.referrer)).not.toContain(
    publicId,
  );
});

test('with a promo code, begin_checkout and Started Checkout are worth the cart after it, as its purchase is', async ({
  page,
  context,
}) => {
  await consent(context, { statistics: true, marketing: true }, true);
  await stubEmailMarketing(page);
  await cartWith(page, skuInStock(42), 'sv');
  await cartWith(page, skuInStock(43), 'sv');
  await setPromoCode(page, 'sv', 'save10');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await expect.poll(async () => (await entriesOf(page, 'begin_checkout')).length).toBe(1);
  const [begin] = await entriesOf(page, 'begin_checkout');
  type Priced = { value: number; items: { price: number; quantity: number }[] };
  const started = begin!.ecommerce as Record<string, unknown> & Priced;
  expect(started).toMatchObject({ currency: 'SEK', coupon: 'SAVE10' });
  expect(started.items).toHaveLength(2);
  await expect
    .poll(async () => (await emailCalls(page)).find((c) => c[1] === 'Started Checkout')?.[2])
    .toMatchObject({ $value: started.value });

  await fillAddress(page, ANNA);
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await expect.poll(async () => (await entriesOf(page, 'purchase')).length).toBe(1);
  const [purchase] = await entriesOf(page, 'purchase');
  const bought = purchase!.ecommerce as Priced & { shipping: number; total_discount: number };
  // The code took something off, and both events price the lines after it alike.
  expect(bought).toMatchObject({ coupon: 'SAVE10', total_discount: expect.any(Number) });
  expect(bought.total_discount).toBeGreaterThan(0);
  expect(started.items).toEqual(bought.items);
  const goods = (items: Priced['items']) =>
    Math.round(items.reduce((s, i) => s + i.price * i.quantity, 0) * 100) / 100;
  expect(started.value).toBe(goods(bought.items));
  expect(started.value).toBeCloseTo(bought.value - bought.shipping, 2);
});

test('without consent nothing reaches the data layer and no analytics code loads', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${runId + ++client}` });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await recordEvents(page);
  await page.goto('/sv/c/clothing/tops');
  await hydrated(page);
  await page.mouse.wheel(0, 600);
  const hrefs = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  await productWithSizeInStock(page, hrefs);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByRole('dialog').getByTestId('line-quantity')).toHaveText('1');
  // The cart's event waits in the page's buffer; nothing is forwarded, no recorder runs.
  expect(await eventsOf(page, 'cart:add')).toHaveLength(1);
  expect(await eventsOf(page, 'product-detail:impression')).toHaveLength(0);
  await quiet(page);
  expect(await eventEntries(page)).toEqual([]);
  expect(scripts.filter((s) => ANALYTICS_CHUNK.test(s))).toEqual([]);

  // Marketing consent without statistics does not open the data layer either.
  await consent(context, { marketing: true }, true);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => eventsOf(page, 'product-detail:impression')).toHaveLength(1);
  await quiet(page);
  expect(await eventEntries(page)).toEqual([]);
  expect(scripts.filter((s) => /data-layer/.test(s))).toEqual([]);
});

test('consent given on the page forwards that page’s earlier events, in order', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${runId + ++client}` });
  await page.goto('/sv/c/clothing/tops');
  const hrefs = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  await productWithSizeInStock(page, hrefs);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByRole('dialog').getByTestId('line-quantity')).toHaveText('1');
  await page.keyboard.press('Escape');
  await quiet(page);
  expect(await eventEntries(page)).toEqual([]);
  // The real banner: its choice is stored by the Worker (a fetch), then announced (ralph:consent).
  await page.getByRole('button', { name: 'Tillåt alla cookies' }).click();
  await expect
    .poll(async () => (await eventEntries(page)).map((e) => e.event ?? 'ecommerce: null'))
    .toEqual(['ecommerce: null', 'add_to_cart', 'page_data', 'ecommerce: null', 'view_item']);
});

/** A stand-in for the vendor's script: the global it defines, recording the calls. */
const stubEmailMarketing = (page: Page) =>
  page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { emailMarketing: { calls, push: (c: unknown) => calls.push(c) } });
  });
const emailCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { emailMarketing: { calls: unknown[][] } }).emailMarketing.calls,
  );

for (const [name, choice, gate, expected] of [
  ['marketing consent and ralph-cookie-consent=true', { marketing: true }, true, true],
  ['marketing consent without ralph-cookie-consent=true', { marketing: true }, false, false],
  ['statistics consent only', { statistics: true }, true, false],
] as const) {
  test(`the e-mail marketing tracker with ${name}: ${expected ? 'its calls' : 'nothing'}`, async ({
    page,
    context,
  }) => {
    await consent(context, choice, gate);
    await stubEmailMarketing(page);
    await page.goto('/sv/c/clothing/tops');
    await hydrated(page);
    const hrefs = await page
      .locator('.grid .card-link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    await productWithSizeInStock(page, hrefs);
    const id = await page.locator('article.product').getAttribute('data-product-id');
    if (expected)
      await expect
        .poll(async () => (await emailCalls(page)).map((c) => c[1]))
        .toEqual(['Viewed Product']);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('dialog').getByTestId('line-quantity')).toHaveText('1');
    await quiet(page);
    const calls = await emailCalls(page);
    if (!expected) {
      expect(calls).toEqual([]);
      return;
    }
    await expect
      .poll(async () => (await emailCalls(page)).map((c) => c[1]))
      .toEqual(['Viewed Product', 'Added to Cart']);
    expect(calls[0]![2]).toMatchObject({ ProductID: id });
  });
}

test('a log-in with consent: login in the data layer without the address, identify for the e-mail tracker', async ({
  page,
  context,
}) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${runId + ++client}` });
  const email = newEmail('analytics');
  await registered(page, email, 'en');
  await context.clearCookies();
  await consent(context, { statistics: true, marketing: true }, true);
  // The page moves on a second after logging in: what reaches the trackers is kept outside it.
  const seen: [string, unknown][] = [];
  await page.exposeFunction('seenByTrackers', (to: string, entry: unknown) =>
    seen.push([to, entry]),
  );
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & {
      seenByTrackers: (to: string, entry: unknown) => void;
    };
    w.dataLayer = Object.assign([], {
      push(this: unknown[], ...entries: unknown[]) {
        for (const e of entries) w.seenByTrackers('dataLayer', e);
        return Array.prototype.push.apply(this, entries);
      },
    });
    w.emailMarketing = { push: (call: unknown) => w.seenByTrackers('email', call) };
    // Any script may listen to the shop's public event.
    addEventListener('ralph:event', (e) =>
      w.seenByTrackers('page', (e as CustomEvent<unknown>).detail),
    );
  });
  await page.goto('/en/c/clothing?action=login');
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel.getByRole('status')).toHaveText('You have been logged in');
  await expect.poll(() => seen).toContainEqual(['dataLayer', { event: 'login', method: 'email' }]);
  await expect.poll(() => seen).toContainEqual(['email', ['identify', { $email: email }]]);
  expect(JSON.stringify(seen.filter(([to]) => to === 'dataLayer'))).not.toContain(email);
  // The page's public event said user:login, without the address.
  expect(seen).toContainEqual(['page', expect.objectContaining({ type: 'user:login', data: {} })]);
  expect(JSON.stringify(seen.filter(([to]) => to === 'page'))).not.toContain(email);
});

test('the account deleted notice and the header’s customer type switch reach the data layer', async ({
  page,
  context,
}) => {
  await consent(context, { statistics: true });
  const seen: unknown[] = [];
  await page.exposeFunction('seenByDataLayer', (entry: unknown) => seen.push(entry));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & {
      seenByDataLayer: (entry: unknown) => void;
    };
    w.dataLayer = Object.assign([], {
      push(this: unknown[], ...entries: unknown[]) {
        for (const e of entries) w.seenByDataLayer(e);
        return Array.prototype.push.apply(this, entries);
      },
    });
  });
  // Where the account settings' delete form redirects (worker/bff/account-settings.ts).
  await page.goto('/sv?notice=account.deleted');
  await hydrated(page);
  await expect.poll(() => seen).toContainEqual({ event: 'delete_account' });
  await page.getByRole('button', { name: /Byt: Företag/ }).click();
  await expect
    .poll(() => seen)
    .toContainEqual({ event: 'customer_type_change', customer_type: 'ORGANIZATION' });
});
