import type { Page } from '@playwright/test';
import { en } from '../../shared/i18n/en';
import { enAuth } from '../../shared/i18n/en-auth';
import { enCheckout } from '../../shared/i18n/en-checkout';
import { sv } from '../../shared/i18n/sv';
import { svAuth } from '../../shared/i18n/sv-auth';
import { svCheckout } from '../../shared/i18n/sv-checkout';
import { expect, hydrated, RESET_RETRIES, test } from './fixtures';
import { MONEY } from './money-patterns';

/**
 * Walks the start page, a category page and a product page in both languages and two markets (se,
 * fi; the market from the ralph-selected-market cookie), and on each page checks
 * - every same-origin link answers (GET, redirects followed) without a 404 or a server error; links
 *   are checked once over the whole walk, at most LINKS_PER_PAGE new ones per page;
 * - no untranslated text (see `untranslated` below);
 * - every price element (`.price-selling`, `.price-regular`, `[data-money]`) is written in the
 *   market's format, with no-break spaces (MONEY).
 */
const LINKS_PER_PAGE = 25;
const MARKETS = ['se', 'fi'] as const;
const LOCALES = ['sv', 'en'] as const;

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
const TEXTS = {
  sv: flatten({ ...sv, ...svAuth, ...svCheckout } as unknown as Tree),
  en: flatten({ ...en, ...enAuth, ...enCheckout } as unknown as Tree),
};
const KEYS = new Set(TEXTS.sv.map(([k]) => k));

/**
 * The untranslated-text heuristic, built from the interface texts:
 * - a message key on the page (`checkout.back`) is a text the translator did not find;
 * - a text of the other language: for each key whose texts differ, the longest fixed part (between
 *   {{params}}) of the other language's text, when it is at least 12 characters long (short words
 *   such as "Material" or "Sale" are shared by both languages and by product data) and appears in no
 *   text of this language. Elements that declare another language (`lang`, e.g. the language switch)
 *   are left out.
 */
function foreignTexts(locale: 'sv' | 'en'): string[] {
  const other = locale === 'sv' ? 'en' : 'sv';
  const own = TEXTS[locale].map(([, t]) => t.toLowerCase());
  const ownByKey = new Map(TEXTS[locale]);
  return TEXTS[other]
    .filter(([key, text]) => ownByKey.get(key) !== text)
    .map(
      ([, text]) =>
        text
          .split(/\{\{\s*\w+\s*\}\}/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0]!,
    )
    .filter((part) => part.length >= 12 && !own.some((t) => t.includes(part.toLowerCase())));
}

async function visibleText(page: Page, locale: string) {
  return page.evaluate((lang) => {
    const foreign = [...document.querySelectorAll<HTMLElement>('[lang]')].filter(
      (e) => e !== document.documentElement && e.lang !== lang,
    );
    let text = document.body.innerText;
    for (const e of foreign) text = text.replace(e.innerText, '');
    return text;
  }, locale);
}

async function untranslated(page: Page, locale: 'sv' | 'en') {
  const text = await visibleText(page, locale);
  const keys = [...text.matchAll(/\b[a-z][A-Za-z]+\.[a-z][A-Za-z0-9]+\b/g)]
    .map((m) => m[0])
    .filter((k) => KEYS.has(k));
  const foreign = foreignTexts(locale).filter((t) => text.includes(t));
  return [...keys, ...foreign];
}

async function prices(page: Page) {
  return page.locator('.price-selling, .price-regular, [data-money]').evaluateAll((elements) =>
    elements.map((e) => {
      const copy = e.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.sr-only').forEach((s) => s.remove());
      return copy.textContent!.trim();
    }),
  );
}

async function sameOriginLinks(page: Page) {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === origin)
    .map((u) => u.pathname + u.search);
}

test.describe.configure({ timeout: 120_000 });
/** Links answered so far, over both markets' walks (one worker runs the file in order). */
const checked = new Map<string, number>();

for (const market of MARKETS) {
  test(`walk in the ${market} market: no 404, no untranslated text, money in the market's format`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ralph-selected-market', value: market, url: baseURL! }]);
    const problems: string[] = [];
    let seenPrices = 0;
    for (const locale of LOCALES) {
      const category = `/${locale}/c/clothing`;
      await page.goto(category);
      const product = await page.locator('.grid .card-link').first().getAttribute('href');
      for (const path of [`/${locale}`, category, product!]) {
        await page.goto(path);
        await hydrated(page);
        for (const t of await untranslated(page, locale))
          problems.push(`${path}: untranslated "${t}"`);
        const shown = await prices(page);
        seenPrices += shown.length;
        for (const p of shown)
          if (!MONEY[market].test(p)) problems.push(`${path}: price "${p}" is not ${market} money`);
        const fresh = [...new Set(await sameOriginLinks(page))]
          .filter((l) => !checked.has(l))
          .slice(0, LINKS_PER_PAGE);
        for (const link of fresh) {
          const res = await page.request.get(link, { ...RESET_RETRIES, maxRedirects: 5 });
          checked.set(link, res.status());
          if (res.status() === 404 || res.status() >= 500)
            problems.push(`${path}: link ${link} answers ${res.status()}`);
        }
      }
    }
    console.log(`${market}: ${checked.size} links, ${seenPrices} prices`);
    expect(checked.size).toBeGreaterThan(30);
    expect(seenPrices).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
}
