import type { Page, Route } from '@playwright/test';
import { cartWith, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, RESET_RETRIES, test } from './fixtures';
import { newEmail, registered } from './auth-helpers';

/**
 * Issue 11 §2, the client's feedback and layout behaviours (client/feedback/, client/prefetch.ts,
 * client/chunk-load.ts). Timing runs on Playwright's fixed clock, never on waiting.
 */
const LIST = '/sv/c/clothing';

/** Holds every matching request until `release` answers it (with `status`, or passes it on). */
async function hold(page: Page, url: string | RegExp | ((url: URL) => boolean), status?: number) {
  const held: Route[] = [];
  await page.route(url, (route) => void held.push(route));
  return {
    arrived: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      for (const route of held.splice(0))
        await (status ? route.fulfill({ status, body: 'failed' }) : route.continue());
    },
  };
}

/** Stops the page's (installed) clock where it is: from here on time moves only by runFor. */
async function pause(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const listFragment = (url: URL) => url.pathname === LIST && url.search.includes('sort=');

test('a notification is announced politely, replaced by the next one, and hides after 5 s', async ({
  page,
}) => {
  await page.clock.install();
  // A form's outcome after a redirect (?notice=) becomes a notification and leaves the address.
  await page.goto(`${LIST}?notice=auth.loggedOut`);
  // The list's controller loads after the page (a sort chosen before it is a plain form's).
  await expect(page.locator('[data-list][data-enhanced]')).toHaveCount(1);
  await pause(page);
  const region = page.locator('#notifications');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region.locator('.notification')).toHaveText('Du har loggats ut');
  await expect(page.locator('.account-notice')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  // A failed list update says so in the same region: the old message is replaced, not stacked.
  const list = await hold(page, listFragment, 500);
  await page.getByLabel('Sortera').selectOption('PRICE');
  await list.arrived();
  await page.clock.runFor(3000);
  await list.release();
  await expect(region.locator('.notification')).toHaveText(
    'Produkterna kunde inte hämtas. Försök igen.',
  );
  await expect(region.locator('.notification')).toHaveCount(1);
  await expect(region.locator('.notification')).toHaveClass(/error/);
  await page.clock.runFor(4900);
  await expect(region.locator('.notification')).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(region.locator('.notification')).toHaveCount(0);
});

test('a notice that came with the panel’s action is said once, logged in or not', async ({
  page,
}) => {
  // After a reset, the login panel's `?action=login&notice=auth.passwordChanged`: an anonymous
  // visitor's panel says it; a logged-in visitor is shown no panel, so the line becomes the
  // notification, and neither says it again on a reload.
  const changed = '/sv?action=login&notice=auth.passwordChanged';
  const note = page.locator('#notifications .notification');
  await page.goto(changed);
  await hydrated(page);
  const panel = page.getByRole('dialog', { name: 'Logga in' });
  await expect(panel.getByRole('status')).toHaveText('Ditt lösenord har ändrats');
  await expect(page).toHaveURL(/\/sv$/);
  await page.reload();
  await hydrated(page);
  await expect(panel).toHaveCount(0);

  await registered(page, newEmail('notice'), 'sv');
  for (const [query, said] of [
    ['action=login&notice=auth.passwordChanged', 'Ditt lösenord har ändrats'],
    [
      'action=create&return=%2Fsv%2Fc%2Fshoes&notice=auth.alreadyExists',
      'Ett konto med denna e-postadress finns redan',
    ],
  ] as const) {
    await page.goto(`${LIST}?${query}`);
    await hydrated(page);
    await expect(note).toContainText(said);
    await expect(page.locator('.account-notice')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.account-notice')).toHaveCount(0);
    await expect(note).toHaveCount(0);
  }
  // The panel's action with no notice (a login link followed while logged in) leaves the address
  // too, so that a reload after a logout opens no panel.
  await page.goto(`${LIST}?action=login&return=%2Fsv%2Fkassan`);
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('a focused skip link is above a notification on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sv?notice=auth.loggedIn');
  const note = page.locator('#notifications .notification.ok');
  await expect(note).toHaveText('Du har loggats in');
  // A message as long as the failures' ("Produkterna kunde inte hämtas. Försök igen.") fills the width.
  await note.evaluate((n) => (n.textContent = 'Produkterna kunde inte hämtas. Försök igen.'));
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await skip.focus();
  const [a, b] = [(await skip.boundingBox())!, (await note.boundingBox())!];
  const x = (Math.max(a.x, b.x) + Math.min(a.x + a.width, b.x + b.width)) / 2;
  const y = (Math.max(a.y, b.y) + Math.min(a.y + a.height, b.y + b.height)) / 2;
  // They overlap; where they do, the shopper sees the link.
  expect(x > b.x && y > b.y && x < a.x + a.width && y < a.y + a.height).toBe(true);
  const topmost = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.closest('a')?.className ?? null,
    [x, y],
  );
  expect(topmost).toBe('skip-link');
});

test('the notification region with a notification is accessible', async ({ page }) => {
  await page.goto('/sv?notice=auth.loggedIn');
  await expect(page.locator('#notifications .notification.ok')).toHaveText('Du har loggats in');
  await expectAccessible(page);
});

test('the cart panel is a modal: focus moves in and stays, the page behind is inert, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/sv');
  await hydrated(page);
  const opener = page.locator('button.mini-cart');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stäng varukorgen' })).toBeFocused();
  await expect(page.locator('#main')).toHaveJSProperty('inert', true);
  await expect(page.locator('.site-footer')).toHaveJSProperty('inert', true);
  await expect(page.locator('#notifications')).toHaveJSProperty('inert', false);
  await expectAccessible(page);
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('#main')).toHaveJSProperty('inert', false);
});

test('the account panel returns focus to its opener and makes the page inert while open', async ({
  page,
}) => {
  await page.goto('/sv');
  await hydrated(page);
  const login = page.getByRole('link', { name: 'Logga in' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('#main')).toHaveJSProperty('inert', true);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(login).toBeFocused();
  await expect(page.locator('#main')).toHaveJSProperty('inert', false);
});

test('the loading indicator shows only when a BFF call takes over 1 s', async ({ page }) => {
  await page.goto('/sv');
  await hydrated(page);
  await page.clock.install();
  await pause(page);
  const indicator = page.locator('#loading-indicator');
  await expect(indicator).toBeHidden();
  const call = await hold(page, '**/newsletter');
  await page.locator('#newsletter input[name=email]').fill('feedback@example.com');
  await page.locator('#newsletter button[type=submit]').click();
  await call.arrived();
  await page.clock.runFor(900);
  await expect(indicator).toBeHidden();
  await page.clock.runFor(200);
  await expect(indicator).toBeVisible();
  await expect(indicator).toHaveText('Laddar …');
  await call.release();
  await expect(indicator).toBeHidden();
});

test('the top loading bar waits 200 ms, shows a failed state, and hides 500 ms after', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(page.locator('[data-list][data-enhanced]')).toHaveCount(1);
  await hydrated(page);
  await page.clock.install();
  await pause(page);
  const list = await hold(page, listFragment, 500);
  await page.getByLabel('Sortera').selectOption('PRICE');
  await list.arrived();
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveCount(1);
  await page.clock.runFor(150);
  await expect(bar).not.toHaveAttribute('data-state');
  await page.clock.runFor(100);
  await expect(bar).toHaveAttribute('data-state', 'running');
  await list.release();
  await expect(bar).toHaveAttribute('data-state', 'failed');
  await page.clock.runFor(400);
  await expect(bar).toHaveAttribute('data-state', 'failed');
  await page.clock.runFor(200);
  await expect(bar).not.toHaveAttribute('data-state');
  // A quick update never shows the bar.
  await page.unrouteAll();
  const answered = page.waitForResponse((r) => r.request().headers()['x-fragment'] === 'list');
  await page.getByLabel('Sortera').selectOption('LATEST');
  await answered;
  await expect(page.locator('[data-list][aria-busy]')).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(bar).not.toHaveAttribute('data-state');
});

test('the header hides on scrolling down and shows on scrolling up, by a transform only', async ({
  page,
}) => {
  await page.goto(LIST);
  const header = page.locator('.site-header');
  const mainTop = () => page.locator('#main').evaluate((m) => (m as HTMLElement).offsetTop);
  const before = await mainTop();
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveClass(/header-hidden/);
  expect(await header.evaluate((h) => getComputedStyle(h).transform)).not.toBe('none');
  expect(await mainTop()).toBe(before);
  await page.mouse.wheel(0, -300);
  await expect(header).not.toHaveClass(/header-hidden/);
  await expect(header).toBeInViewport();
  // Not while a menu in it is open.
  await page
    .locator('.site-header details')
    .first()
    .evaluate((d) => {
      (d as HTMLDetailsElement).open = true;
    });
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1400);
  await expect(header).not.toHaveClass(/header-hidden/);
});

/**
 * A jump to the footer (the End key, a link to it, Playwright's scroll into view) must not move what
 * lands in view: product cards estimated at a fixed height until rendered near the viewport
 * (`content-visibility: auto`) grew 64 px a frame after the jump, and a click there hit the blank
 * space above the footer's links (the footer and "Load more" flakes of decision 159).
 */
for (const [path, width] of [
  ['/sv', 1280],
  ['/sv', 390],
  [LIST, 800],
] as const) {
  test(`nothing moves after a jump to the footer: ${path} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto(path);
    // Where the link is right after the jump (where a click aims), then over the next frames.
    const positions = await page
      .locator('.footer-menu a')
      .first()
      .evaluate(async (link) => {
        link.scrollIntoView({ block: 'center' });
        const seen = [Math.round(link.getBoundingClientRect().top)];
        for (let frame = 0; frame < 8; frame++) {
          await new Promise(requestAnimationFrame);
          seen.push(Math.round(link.getBoundingClientRect().top));
        }
        return seen;
      });
    expect(new Set(positions).size, `the link's place in view, frame by frame: ${positions}`).toBe(
      1,
    );
  });
}

test('the header moves without animation under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(LIST);
  expect(
    await page.locator('.site-header').evaluate((h) => getComputedStyle(h).transitionDuration),
  ).toBe('0s');
});

test('viewport classes: the server assumes a 1360 px desktop, the page follows the real width', async ({
  page,
}) => {
  const html = await (await page.request.get('/sv', RESET_RETRIES)).text();
  expect(html).toMatch(/<html lang="sv" class="vp-desktop vp-computer"/);
  await page.setViewportSize({ width: 1360, height: 800 });
  await page.goto('/sv');
  await expect(page.locator('html')).toHaveClass('vp-desktop vp-computer');
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.locator('html')).toHaveClass('vp-laptop vp-computer');
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(page.locator('html')).toHaveClass('vp-tablet vp-mobile');
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/sv');
  // Set in <head>, before the page's scripts run.
  expect(await page.evaluate(() => document.documentElement.className)).toBe('vp-phone vp-mobile');
});

test('offline, the checkout cannot be sent and says why; online again, it can', async ({
  page,
  context,
}) => {
  await cartWith(page, skuInStock(11), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  const place = page.getByRole('button', { name: 'Slutför köp' });
  await expect(place).toBeEnabled();
  await context.setOffline(true);
  await expect(place).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Du är offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(place).toBeEnabled();
  await expect(page.getByText('Du är offline')).toHaveCount(0);
});

test('a chunk that fails to load reloads the page once, not again within 60 s', async ({
  page,
  problems,
}) => {
  const start = Date.parse('2026-11-23T12:00:00Z');
  await page.clock.setFixedTime(start);
  await page.route('**/assets/chunks/mini-cart-*.js', (route) => route.abort());
  // Islands load when used: every page this test opens asks for them once loaded.
  await page.addInitScript(() =>
    addEventListener('load', () => dispatchEvent(new Event('ralph:wake-islands'))),
  );
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  await page.goto('/sv');
  // The first failure reloads; the reloaded page's failure within 60 s is kept as an error.
  await expect(page.locator('html[data-chunk-error]')).toHaveCount(1);
  expect(documents).toBe(2);
  // 61 s later the next failure may reload again.
  await page.clock.setFixedTime(start + 61_000);
  await page.reload();
  await expect(page.locator('html[data-chunk-error]')).toHaveCount(1);
  expect(documents).toBe(4);
  expect(problems.some((p) => /mini-cart/.test(p) || /Failed to fetch/.test(p))).toBe(true);
  problems.length = 0;
});

test('offline, a chunk that cannot load leaves the page as it is: a reload could only show the offline page', async ({
  page,
  context,
  problems,
}) => {
  // No service worker here (the shared config blocks it), so nothing stored the chunks before.
  await page.goto('/sv/c/clothing/tops');
  await expect(page.locator('[data-enhanced]')).toHaveCount(1);
  const cards = await page.locator('.grid .card-link').allTextContents();
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents++;
  });
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/chunks/'));
  await context.setOffline(true);
  const brands = page.locator('details[data-param="brands"]');
  await brands.locator('summary').click();
  await brands.locator('.facet-option label').first().click();
  await failed;
  // The reload came 300 ms after a failure.
  await page.waitForTimeout(1_000);
  expect(documents).toBe(0);
  expect(await page.locator('.grid .card-link').allTextContents()).toEqual(cards);
  expect(new URL(page.url()).search).toBe('');
  problems.length = 0;
});

/** The document's prefetch hints (Speculation Rules or <link rel=prefetch>) for `path`. */
const prefetched = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      [...document.querySelectorAll('script[type=speculationrules], link[rel=prefetch]')].filter(
        (e) => (e.textContent ?? '').includes(p) || (e as HTMLLinkElement).href?.endsWith(p),
      ).length,
    path,
  );
const anyPrefetch = (page: Page) =>
  page.evaluate(
    () => document.querySelectorAll('script[type=speculationrules], link[rel=prefetch]').length,
  );

async function hoverMenuLink(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator('html[data-intent]')).toHaveCount(1);
  const link = page.locator('nav.main-menu a[href^="/sv/"]').first();
  await link.hover();
  return new URL((await link.getAttribute('href'))!, 'http://x').pathname;
}

test('a link hovered for 65 ms is prefetched', async ({ page }) => {
  await page.goto('/sv');
  await page.clock.install();
  await pause(page);
  const path = await hoverMenuLink(page);
  await page.clock.runFor(40);
  expect(await prefetched(page, path)).toBe(0);
  await page.clock.runFor(40);
  await expect.poll(() => prefetched(page, path)).toBe(1);
});

test('no prefetch with save-data', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
    }),
  );
  await page.goto('/sv');
  await page.clock.install();
  await hoverMenuLink(page);
  await page.clock.runFor(2000);
  expect(await anyPrefetch(page)).toBe(0);
});

test('no prefetch on 2g or offline', async ({ page, context }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: false, effectiveType: '2g' },
    }),
  );
  await page.goto('/sv');
  await page.clock.install();
  await hoverMenuLink(page);
  await page.clock.runFor(2000);
  expect(await anyPrefetch(page)).toBe(0);
  const online = await context.newPage();
  await online.goto('/sv');
  await online.clock.install();
  await context.setOffline(true);
  await hoverMenuLink(online);
  await online.clock.runFor(2000);
  expect(await anyPrefetch(online)).toBe(0);
  await context.setOffline(false);
});

test('the outdated-browser warning shows when the bundle would lack what it needs', async ({
  page,
  browser,
}) => {
  await page.goto('/sv');
  await expect(page.locator('#outdated-browser')).toBeHidden();
  const old = await browser.newPage();
  await old.addInitScript(() => {
    delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  });
  await old.goto('/sv');
  await expect(old.getByRole('alert')).toHaveText(
    'Din webbläsare är för gammal för att allt i butiken ska fungera. Uppdatera den eller använd en annan webbläsare.',
  );
  await old.close();
});
