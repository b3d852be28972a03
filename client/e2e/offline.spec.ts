import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEmail, registered } from './auth-helpers';
import { ANNA, cartWith, fillAddress, skuInStock } from './checkout-helpers';
import { expect, expectAccessible, hydrated, RESET_RETRIES, test } from './fixtures';
import { MARKETS_PORT } from './ports';

// Chromium's offline emulation with a service worker in control sometimes let page.goto end before the
// worker's answer committed; offline pages now open in new tabs (expectOfflinePage), which has not raced
// in 22 runs, and the file keeps its retries as a safety net.
test.describe.configure({ retries: 3 });

/**
 * The service worker (/sw.js, client/sw/) and the web app manifest in a real Chromium. The shared config
 * blocks service workers for every other spec; this one lets them run.
 */
test.use({ serviceWorkers: 'allow' });

// A client of its own for the log-in rate limit (README decision 52), apart from the other specs' ranges.
const runId = Date.now() % 100;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `192.0.2.${runId + ++client}` });
});

/** Opens `path`, waits for the service worker the entry registers, reloads: the page is controlled. */
async function controlledPage(page: Page, path = '/sv') {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

/** Every entry of every cache of the origin: the cache's name and the entry's URL. */
const cacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });

/** The only files the worker may store: the build's static files and the offline pages. */
const STATIC_FILE =
  /^\/(assets\/(entry\.js|app\.css|chunks\/[\w-]+\.js)|icons\/[\w-]+\.png|favicon\.svg|manifest\.(sv|en)\.webmanifest|offline\/(sv|en))$/;

/**
 * Opens `path` offline in a new tab of `page`'s context (as a link from elsewhere would) and checks it
 * is the offline page of `locale`; returns the tab. A new tab each time: in one tab, Chromium sometimes
 * ended an offline page.goto before the worker's answer committed, and the earlier page stayed shown.
 */
async function expectOfflinePage(page: Page, path: string, locale: 'sv' | 'en') {
  const url = new URL(path, page.url());
  const tab = await page.context().newPage();
  const response = await tab.goto(url.href);
  // Chromium sometimes reports no response for a navigation the worker answered offline (its
  // navigation preload failed); the page itself below is what only the worker can give offline.
  if (response) {
    expect(response.status()).toBe(200);
    expect(response.fromServiceWorker()).toBe(true);
  }
  // The address stays the one the visitor asked for, so 'Try again' and the network's return reload it.
  await expect(tab).toHaveURL((u) => u.pathname === url.pathname);
  await expect(tab.locator('html')).toHaveAttribute('lang', locale);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'sv' ? 'Du är offline' : 'You are offline',
  );
  await expect(
    tab.getByRole('link', { name: locale === 'sv' ? 'Försök igen' : 'Try again' }),
  ).toBeVisible();
  return tab;
}

test('the service worker registers at /sw.js with the scope / and controls the page after a reload', async ({
  page,
  problems,
}) => {
  await controlledPage(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  const origin = new URL(page.url()).origin;
  expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
});

// No `problems`: offline, Chromium logs the navigation preload's failure (ERR_INTERNET_DISCONNECTED).
// After the other specs in a full run, the shared browser sometimes ended an offline page.goto before
// the worker's answer committed (the earlier page stayed shown). This test runs in a browser of its own
// and opens each offline address in a new tab, as a visitor following links from elsewhere would.
test('offline, a navigation gets the offline page in the language of its path, which reloads when online', async ({
  baseURL,
  launchOptions,
}) => {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await controlledPage(page);
    await context.setOffline(true);
    let tab: Page | undefined;
    for (const [path, locale] of [
      ['/', 'sv'],
      ['/sv/c/clothing/tops', 'sv'],
      ['/en/c/clothing/tops', 'en'],
    ] as const) {
      tab = await expectOfflinePage(page, path, locale);
      if (path !== '/') await expectAccessible(tab);
    }
    // Back online, the page asks for itself again and the category is there.
    await context.setOffline(false);
    await expect(tab!.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tab!.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
    await expect(tab!.locator('.grid .card-link').first()).toBeVisible();
    expect(new URL(tab!.url()).pathname).toBe('/en/c/clothing/tops');
  } finally {
    await browser.close();
  }
});

// No `problems`: offline, Chromium logs the navigation preload's failure (ERR_INTERNET_DISCONNECTED).
test('markets in the path: /{market}/{locale}/… gets the offline page of its locale', async ({
  page,
  context,
}) => {
  const origin = `http://127.0.0.1:${MARKETS_PORT}`;
  await controlledPage(page, `${origin}/se/sv`);
  await context.setOffline(true);
  await expectOfflinePage(page, `${origin}/se/en/c/clothing/tops`, 'en');
  await expectOfflinePage(page, `${origin}/fi/sv/c/clothing`, 'sv');
});

// No `problems`: offline, Chromium logs the navigation preload's failure (ERR_INTERNET_DISCONNECTED).
test('the checkout, its confirmation and an account page never come from a cache, and no cache holds anything personal', async ({
  page,
  context,
}) => {
  await controlledPage(page);
  // The checkout, paid by invoice, with the worker in control of every page on the way.
  await cartWith(page, skuInStock(3), 'sv');
  await page.goto('/sv/kassan');
  await hydrated(page);
  await fillAddress(page, ANNA);
  await page.getByRole('radio', { name: /Hemleverans/ }).check();
  await page.getByRole('radio', { name: 'Faktura' }).check();
  await page.getByLabel(/^Personnummer/).fill('121212-1212');
  await page.getByLabel(/Jag har läst och godkänner/).check();
  await page.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/sv\/kassan\/bekraftelse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tack för din beställning!');
  const confirmation = new URL(page.url());
  // An account page, logged in.
  const email = newEmail('offline');
  await registered(page, email, 'sv');
  await page.goto('/sv/mina-sidor/installningar');
  await hydrated(page);
  await expect(page.getByText(email).first()).toBeVisible();

  await context.setOffline(true);
  for (const path of [
    '/sv/mina-sidor/installningar',
    '/sv/kassan',
    confirmation.pathname + confirmation.search,
  ]) {
    const tab = await expectOfflinePage(page, path, 'sv');
    await expect(tab.getByText(/Tack för din beställning|Svensson|@example/)).toHaveCount(0);
    await tab.close();
  }

  const entries = await cacheEntries(page);
  expect(entries.map((e) => e.url)).toContain(`${confirmation.origin}/offline/sv`);
  const stored = entries.map((e) => new URL(e.url).pathname);
  expect(stored.filter((p) => !STATIC_FILE.test(p))).toEqual([]);
  expect(
    entries
      .filter((e) => /Svensson|121212|@example|Orderbekräftelse/.test(e.body))
      .map((e) => e.url),
  ).toEqual([]);
});

// No `problems` here: the document fetched offline at the end fails on purpose, and Chromium logs it.
test('a chunk and the entry come from the cache offline; a document does not', async ({
  page,
  context,
}) => {
  await controlledPage(page, '/sv/c/clothing/tops');
  const chunks = (await cacheEntries(page))
    .map((e) => new URL(e.url).pathname)
    .filter((p) => p.startsWith('/assets/chunks/'));
  expect(chunks.length).toBeGreaterThan(0);
  await context.setOffline(true);
  const fromCache = await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map(async (p) => {
          const response = await fetch(p);
          return { path: p, status: response.status, text: await response.text() };
        }),
      ),
    [chunks[0]!, '/assets/entry.js'],
  );
  for (const { path, status, text } of fromCache) {
    expect(status, path).toBe(200);
    expect(text, path).toBe(readFileSync(`dist/client${path}`, 'utf8'));
  }
  // Something never cached (a document fetched by script) fails offline: it was never stored.
  expect(
    await page.evaluate(() =>
      fetch('/sv/c/clothing/tops').then(
        () => 'ok',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
});

test('install stores every chunk of the build, so a list that cannot update offline stays and says so', async ({
  page,
  context,
}) => {
  await controlledPage(page, '/sv/c/clothing/tops');
  const stored = new Set((await cacheEntries(page)).map((e) => new URL(e.url).pathname));
  const built = readdirSync('dist/client/assets/chunks').map((f) => `/assets/chunks/${f}`);
  expect(built.length).toBeGreaterThan(20);
  expect(built.filter((path) => !stored.has(path))).toEqual([]);
  const cards = await page.locator('.grid .card-link').allTextContents();
  await context.setOffline(true);
  // The list's first update loads the loading bar and the notice, which this page never used before.
  const brands = page.locator('details[data-param="brands"]');
  await brands.locator('summary').click();
  await brands.locator('.facet-option label').first().click();
  await expect(page.getByText('Produkterna kunde inte hämtas. Försök igen.')).toBeVisible();
  // A reload offline would have shown the offline page: the list and its address are as they were.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Du är offline');
  expect(await page.locator('.grid .card-link').allTextContents()).toEqual(cards);
  expect(new URL(page.url()).search).toBe('');
});

test('activating a new worker deletes the caches of older builds and keeps the current one', async ({
  page,
  context,
  problems,
}) => {
  await controlledPage(page);
  const current = (await page.evaluate(() => caches.keys())).filter((k) => k.startsWith('ralph-'));
  expect(current).toHaveLength(1);
  await page.evaluate(async () => {
    await (await caches.open('ralph-0123456789ab')).put('/assets/entry.js', new Response('old'));
    await (await caches.open('another-app')).put('/x', new Response('x'));
  });
  // A new worker for the same scope (a new script URL, as a deploy's new worker would be) installs and
  // activates; its activate event has run once its state is 'activated'.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?build=next');
    await new Promise<void>((resolve) => {
      const check = () => {
        const active = registration.active;
        if (active?.scriptURL.endsWith('?build=next') && active.state === 'activated') resolve();
        else setTimeout(check, 50);
      };
      check();
    });
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\?build=next$/,
  );
  expect((await page.evaluate(() => caches.keys())).sort()).toEqual(
    ['another-app', current[0]!].sort(),
  );
  await context.setOffline(true);
  await expectOfflinePage(page, '/en/c/clothing/tops', 'en');
});

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

for (const locale of ['sv', 'en'] as const) {
  test(`${locale}: the page links its language's manifest, with PNG icons of the sizes it states and the page's theme colour`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest.${locale}.webmanifest`);
    const manifest = (await (await page.request.get(href!, RESET_RETRIES)).json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/',
      lang: locale,
      short_name: 'Ralph',
      start_url: `/${locale}`,
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(locale === 'sv' ? /nordisk design/ : /Nordic design/);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe('#333333');
    expect(themeColor).toBe(manifest.theme_color);

    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    for (const icon of pngs) {
      const response = await page.request.get(icon.src, RESET_RETRIES);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
    }
    const sizes = (purpose: string) =>
      pngs.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');

    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(await (await page.request.get(touch!, RESET_RETRIES)).body())).toBe('180x180');
  });

  // Chrome's own installability check. A test's context is incognito, where nothing installs, so this
  // runs in a browser profile of its own (a persistent context).
  test(`${locale}: Chrome finds the site installable (Page.getInstallabilityErrors)`, async ({
    baseURL,
    launchOptions,
  }) => {
    const profile = mkdtempSync(join(tmpdir(), 'ralph-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await controlledPage(page, `/${locale}`);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(new URL(manifest.url).pathname).toBe(`/manifest.${locale}.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

test('GET /sw.js answers the script itself: 200, JavaScript, revalidated every time, no redirect', async ({
  request,
}) => {
  for (const path of ['/sw.js', '/offline/sv', '/offline/en']) {
    const response = await request.get(path, { ...RESET_RETRIES, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const response = await request.get('/sw.js', { ...RESET_RETRIES, maxRedirects: 0 });
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript\b/);
  expect(await response.text()).toBe(readFileSync('dist/client/sw.js', 'utf8'));
});
