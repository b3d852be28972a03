import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, hydrated, RESET_RETRIES, test } from './fixtures';
import { MARKETS_PORT, PORT, THIRD_PARTY_IDS } from './ports';

// A client of its own per test (TEST-NET-2): the choice's POST /consent counts against the shopping
// rate limit, which the other specs' requests from 127.0.0.1 may have used up in a full run.
const runId = Date.now() % 100;
let client = 0;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${runId + ++client}` });
});

/**
 * The cookie banner, Consent Mode v2 and the third-party scripts (issue 11, section 1). The default
 * server has no third-party script configured; the markets server has all five, and every request to
 * another host is answered here by a stub: no test reaches the internet.
 */
const SV = {
  title: 'Vi använder cookies',
  all: 'Tillåt alla cookies',
  necessary: 'Tillåt endast nödvändiga',
  choose: 'Välj själv',
  save: 'Spara mitt val',
  settings: 'Cookieinställningar',
  saved: 'Ditt val av cookies är sparat',
};
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};
const GRANTED = Object.fromEntries(Object.keys(DENIED).map((k) => [k, 'granted']));
const YEAR_SECONDS = 31_536_000;

const banner = (page: Page) => page.getByRole('region', { name: SV.title });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Loaded, with the banner's listeners in place (a choice applies without a reload from then on). */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('#consent[data-ready]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** window.dataLayer as plain values (gtag pushes `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const named = (name: string) => cookies.find((c) => c.name === name);
  return {
    consent: decodeURIComponent(named('ralph-consent')?.value ?? ''),
    marketing: named('ralph-cookie-consent')?.value,
    expires: named('ralph-consent')?.expires ?? 0,
  };
}

test.describe('the consent banner', () => {
  test('asks on the first visit, in the first paint, and accept all applies in place', async ({
    page,
    context,
  }) => {
    const html = await (await page.request.get('/sv', RESET_RETRIES)).text();
    expect(html).toMatch(/<section id="consent"[^>]*data-state="ask"/);
    await ready(page, '/sv');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeInViewport();
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ]);
    await button(page, SV.all).click();
    await expect(banner(page)).toBeHidden();
    expect(await samePage(page)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: SV.saved })).toHaveCount(1);
    const cookies = await consentCookies(context);
    expect(cookies.consent).toBe('v:1|necessary:1|preferences:1|statistics:1|marketing:1');
    expect(cookies.marketing).toBe('true');
    expect(Math.abs(cookies.expires - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(600);
    // The consent commands come first; the shop's own events (client/analytics/) follow them.
    expect((await dataLayer(page)).slice(0, 2)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
    ]);
    await expect.poll(async () => (await dataLayer(page)).at(-1)).toHaveProperty('event');
    // A returning visitor: no banner, and the defaults come from the cookie (nothing to wait for).
    await page.goto('/sv/c/clothing');
    await expect(banner(page)).toBeHidden();
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', GRANTED]);
  });

  test('only necessary: every optional category denied, the marketing gate false', async ({
    page,
    context,
  }) => {
    await ready(page, '/en');
    await button(page, 'Only necessary cookies').click();
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
    expect(await samePage(page)).toBe(true);
    const cookies = await consentCookies(context);
    expect(cookies.consent).toBe('v:1|necessary:1|preferences:0|statistics:0|marketing:0');
    expect(cookies.marketing).toBe('false');
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', DENIED],
    ]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
    expect(await dataLayer(page)).toEqual([['consent', 'default', DENIED]]);
  });

  test('per category: the details view saves what is ticked', async ({ page, context }) => {
    await ready(page, '/sv');
    await expect(page.getByRole('checkbox', { name: 'Statistik' })).toBeHidden();
    await page.getByText(SV.choose).click();
    const necessary = page.getByRole('checkbox', { name: 'Nödvändiga' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    await expectAccessible(page);
    await button(page, SV.save).click();
    await expect(banner(page)).toBeHidden();
    expect(await samePage(page)).toBe(true);
    expect((await consentCookies(context)).consent).toBe(
      'v:1|necessary:1|preferences:0|statistics:1|marketing:0',
    );
    expect((await consentCookies(context)).marketing).toBe('false');
    // The last consent command; with statistics granted, the page's own events may follow it.
    const consentCommands = (await dataLayer(page)).filter(
      (entry) => Array.isArray(entry) && entry[0] === 'consent',
    );
    expect(consentCommands.at(-1)).toEqual([
      'consent',
      'update',
      { ...DENIED, analytics_storage: 'granted' },
    ]);
  });

  test('changed later from the footer on any page; Escape closes it and focus returns', async ({
    page,
    context,
  }) => {
    await ready(page, '/sv');
    await button(page, SV.necessary).click();
    await expect(banner(page)).toBeHidden();
    await ready(page, '/sv/c/clothing/tops');
    const opener = button(page, SV.settings);
    await opener.click();
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('#consent-title')).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Marknadsföring' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('checkbox', { name: 'Marknadsföring' }).check();
    await button(page, SV.save).click();
    await expect(banner(page)).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await samePage(page)).toBe(true);
    const cookies = await consentCookies(context);
    expect(cookies.consent).toBe('v:1|necessary:1|preferences:0|statistics:0|marketing:1');
    expect(cookies.marketing).toBe('true');
    // The next page shows the stored choice in the settings.
    await ready(page, '/sv');
    await button(page, SV.settings).click();
    await expect(page.getByRole('checkbox', { name: 'Marknadsföring' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
  });

  test('another tab follows the choice without a reload', async ({ page, context }) => {
    const other = await context.newPage();
    await ready(other, '/en');
    await ready(page, '/sv');
    await expect(other.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await button(page, SV.all).click();
    await expect(other.getByRole('region', { name: 'We use cookies' })).toBeHidden();
    expect(await samePage(other)).toBe(true);
    // The update reached the other tab's Consent Mode (its own analytics start after it).
    expect(await dataLayer(other)).toContainEqual(['consent', 'update', GRANTED]);
    await other.close();
  });

  test('a choice under an older policy version asks again', async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'ralph-consent',
        value: encodeURIComponent('v:0|necessary:1|preferences:1|statistics:1|marketing:1'),
        url: `http://127.0.0.1:${PORT}`,
      },
    ]);
    await page.goto('/sv');
    await expect(banner(page)).toBeVisible();
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ]);
  });

  test('keyboard only: first in the tab order, details, a choice, and the footer opener', async ({
    page,
    context,
  }) => {
    await ready(page, '/sv');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Läs mer om cookies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByText(SV.choose)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Preferenser' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Statistik' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button(page, SV.save)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    expect((await consentCookies(context)).consent).toBe(
      'v:1|necessary:1|preferences:0|statistics:1|marketing:0',
    );
    // The footer's opener is a button: Space opens the settings too, Escape closes them.
    await button(page, SV.settings).focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#consent-title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    await expect(button(page, SV.settings)).toBeFocused();
    // With the choice made, the skip link is the first Tab stop, and it takes focus to the content.
    await ready(page, '/sv');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('axe-clean and no layout shift: the banner covers, never moves, the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    for (const path of ['/sv', '/sv/c/clothing/tops']) {
      await ready(page, path);
      await page.waitForLoadState('networkidle');
      await expect(banner(page)).toBeVisible();
      expect(await shifts(), `layout shifts on ${path}`).toEqual([]);
      await expectAccessible(page);
    }
    // The footer can be scrolled clear of the banner (lazy-rendered rows settle the page's height first).
    await expect
      .poll(() =>
        page.evaluate(() => {
          scrollTo(0, document.documentElement.scrollHeight);
          const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
          return footer.bottom <= document.getElementById('consent')!.getBoundingClientRect().top;
        }),
      )
      .toBe(true);
    // (Scrolling a list lays out its lazily rendered rows, a shift of its own: not counted below.)
    await page.evaluate(() => scrollTo(0, 0));
    const before = (await shifts()).length;
    await button(page, SV.all).click();
    await expect(banner(page)).toBeHidden();
    await button(page, SV.settings).click();
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect((await shifts()).slice(before), 'layout shifts on choosing and opening again').toEqual(
      [],
    );
  });

  test('works without JavaScript: a plain form POST and a #consent target', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sv/c/clothing?page=1');
    await expect(banner(page)).toBeVisible();
    await button(page, SV.necessary).click();
    await expect(page).toHaveURL(/\/sv\/c\/clothing\?page=1$/);
    await expect(banner(page)).toBeHidden();
    expect((await consentCookies(context)).marketing).toBe('false');
    await page.getByRole('button', { name: SV.settings }).click();
    await expect(banner(page)).toBeVisible();
    await page.getByText(SV.choose).click();
    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    await button(page, SV.save).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookies(context)).consent).toBe(
      'v:1|necessary:1|preferences:0|statistics:1|marketing:0',
    );
    await context.close();
  });
});

test.describe('third-party scripts (all five configured)', () => {
  test.use({ baseURL: `http://127.0.0.1:${MARKETS_PORT}` });

  /** Every request to another host, answered by a stub; the log says what was asked for. */
  async function thirdParty(context: BrowserContext) {
    const requests: string[] = [];
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        requests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      },
    );
    return requests;
  }
  const EXPECTED = {
    tagManager: `https://www.googletagmanager.com/gtm.js?id=${THIRD_PARTY_IDS.GTM_ID}`,
    heatmap: `https://static.hotjar.com/c/hotjar-${THIRD_PARTY_IDS.HEATMAP_ID}.js?sv=6`,
    emailMarketing: `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${THIRD_PARTY_IDS.EMAIL_MARKETING_ID}`,
    socialPixel: `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${THIRD_PARTY_IDS.SOCIAL_PIXEL_ID}&lib=ttq`,
    insights: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  };
  /** The inserted scripts, each with whether it carries the page's CSP nonce. */
  const inserted = (page: Page) =>
    page.evaluate(() => {
      const nonce = (document.getElementById('consent-mode') as HTMLScriptElement).nonce;
      return [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')].map(
        (s) => ({ src: s.src, nonce: !!nonce && s.nonce === nonce }),
      );
    });

  test('nothing before consent: no third-party request, only the consent defaults in the data layer', async ({
    page,
    context,
  }) => {
    const requests = await thirdParty(context);
    const response = await page.goto('/se/sv');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain('https://*.googletagmanager.com');
    expect(csp).toContain('https://px.ads.linkedin.com');
    await hydrated(page);
    await expect(page.locator('#consent[data-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // Browsing and opening the details is no consent.
    await page.getByText(SV.choose).click();
    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    await page.goto('/se/sv/c/clothing');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await inserted(page)).toEqual([]);
    expect(await dataLayer(page)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ]);
  });

  test('accept all loads each script once, with the nonce; a returning visitor gets them at load', async ({
    page,
    context,
  }) => {
    const requests = await thirdParty(context);
    await ready(page, '/se/sv');
    expect(requests).toEqual([]);
    await button(page, SV.all).click();
    await expect.poll(() => requests.length).toBe(5);
    expect([...requests].sort()).toEqual(Object.values(EXPECTED).sort());
    expect(await samePage(page)).toBe(true);
    expect((await inserted(page)).every((s) => s.nonce)).toBe(true);
    // Consent is updated before the tag manager starts; nothing but consent came before it (the
    // shop's own events, client/analytics/, follow).
    const withoutShopEvents = async () =>
      (await dataLayer(page)).filter(
        (e) => Array.isArray(e) || (e as { event?: string }).event === 'gtm.js',
      );
    expect(await withoutShopEvents()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', GRANTED],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect((await dataLayer(page)).slice(0, 2)).toEqual((await withoutShopEvents()).slice(0, 2));
    requests.length = 0;
    await page.goto('/se/sv/c/clothing');
    await expect.poll(() => requests.length).toBe(5);
    expect(await withoutShopEvents()).toEqual([
      ['consent', 'default', GRANTED],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  test('statistics only: the tag manager and the heatmap, never the marketing scripts', async ({
    page,
    context,
  }) => {
    const requests = await thirdParty(context);
    await ready(page, '/se/sv');
    await page.getByText(SV.choose).click();
    await page.getByRole('checkbox', { name: 'Statistik' }).check();
    await button(page, SV.save).click();
    await expect.poll(() => requests.length).toBe(2);
    await page.waitForLoadState('networkidle');
    expect([...requests].sort()).toEqual([EXPECTED.tagManager, EXPECTED.heatmap].sort());
  });

  test('only necessary loads nothing; withdrawing a loaded script reloads the page without it', async ({
    page,
    context,
  }) => {
    const requests = await thirdParty(context);
    await ready(page, '/se/sv');
    await button(page, SV.necessary).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect((await dataLayer(page)).every((e) => Array.isArray(e) && e[0] === 'consent')).toBe(true);
    // Marketing only, then withdrawn from the footer.
    await button(page, SV.settings).click();
    await page.getByRole('checkbox', { name: 'Marknadsföring' }).check();
    await button(page, SV.save).click();
    await expect.poll(() => requests.length).toBe(3);
    expect([...requests].sort()).toEqual(
      [EXPECTED.emailMarketing, EXPECTED.socialPixel, EXPECTED.insights].sort(),
    );
    requests.length = 0;
    await button(page, SV.settings).click();
    const reloaded = page.waitForEvent('load');
    await button(page, SV.necessary).click();
    await reloaded;
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await samePage(page)).toBe(false);
    expect(requests).toEqual([]);
    expect(await inserted(page)).toEqual([]);
    expect((await consentCookies(context)).marketing).toBe('false');
  });
});
