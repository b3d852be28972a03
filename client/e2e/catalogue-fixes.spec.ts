import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, hydrated, openProductWhere, RESET_RETRIES, test } from './fixtures';

/** Issue 13, the catalogue's defects: each test fails on the code before the fix. */

const TEXT = {
  sv: {
    search: 'Sök produkter',
    suggestions: 'Sökförslag',
    products: 'Produkter',
    material: 'Material',
    watchOne: 'Bevaka varan',
    restock: /^Åter i lager \d{1,2} [a-zåäö]+ \d{4}$/,
    sizeWords: /storlek/i,
    favorites: 'favoriter',
    news: 'nyheter',
  },
  en: {
    search: 'Search products',
    suggestions: 'Search suggestions',
    products: 'Products',
    material: 'Material',
    watchOne: 'Notify me when it is back',
    restock: /^Back in stock [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    sizeWords: /size/i,
    favorites: 'favorites',
    news: 'news',
  },
} as const;

const productLinks = (page: Page) =>
  page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));

for (const locale of ['sv', 'en'] as const) {
  const text = TEXT[locale];

  test(`${locale}: material filters are capitalised; suggestions name a product once`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/c/clothing`);
    const materials = page
      .locator('.facet-group')
      .filter({ has: page.locator('summary', { hasText: text.material }) })
      .locator('.facet-option label');
    expect(await materials.count()).toBeGreaterThan(2);
    for (const label of await materials.allTextContents()) expect(label).toMatch(/^\p{Lu}/u);

    await hydrated(page);
    await page
      .getByRole('combobox', { name: text.search })
      .fill(locale === 'sv' ? 'bomull' : 'cotton');
    const names = page
      .getByRole('listbox', { name: text.suggestions })
      .getByRole('group', { name: text.products })
      .locator('.suggestion-name');
    await expect(names.first()).toBeVisible();
    const all = (await names.allTextContents()).map((n) => n.toLowerCase());
    expect(all.length).toBeGreaterThan(4);
    expect(new Set(all).size).toBe(all.length);
  });

  test(`${locale}: /${locale}/product/:alias leads to the product page`, async ({ page }) => {
    await page.goto(`/${locale}/c/shoes`);
    const [href] = await productLinks(page);
    const alias = href!.split('/').pop()!;
    const answer = await page.request.get(`/${locale}/product/${alias}`, {
      ...RESET_RETRIES,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(301);
    await page.goto(`/${locale}/product/${alias}`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${locale}: a sold-out product of one size: a watch of the product, and its restock date`, async ({
    page,
  }) => {
    // The seed's most sold beanie is sold out with a restock date (worker/backend/seed/generate.ts).
    await page.goto(`/${locale}/c/accessories/headwear/beanies?sort=MOST_SOLD`);
    const [href] = await productLinks(page);
    await page.goto(href!);
    await hydrated(page);
    const notify = page.locator('details.notify');
    await expect(notify.locator('summary')).toHaveText(text.watchOne);
    await expect(page.locator('.add-to-cart .stock-restock')).toHaveText(text.restock);
    await notify.locator('summary').click();
    await expect(notify.locator('.restock')).toHaveText(text.restock);
    expect(await notify.innerText()).not.toMatch(text.sizeWords);
  });

  test(`${locale}: a control character in the address never reaches the page`, async ({ page }) => {
    await page.goto(`/${locale}/s/sko%00%1B?sort=%07PRICE`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/s/sko\\?sort=PRICE$`));
    expect(await page.title()).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    const html = await page.content();
    expect(html).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/);
    await page.goto(`/${locale}/s/%00`);
    expect(await page.title()).not.toContain('\u0000');
  });

  test(`${locale}: favorites, news and search titles end with " | Ralph" as the others do`, async ({
    page,
  }) => {
    for (const path of [text.favorites, text.news, 's/sko', 'c/shoes'])
      for (const query of ['', path.startsWith('c/') ? '?page=2' : '']) {
        await page.goto(`/${locale}/${path}${query}`);
        expect(await page.title(), path).toMatch(/\S \| Ralph$/);
      }
  });
}

/**
 * WCAG 2.2 target size (2.5.8) on a phone. A target passes at 24 × 24 CSS px or more, or when a circle
 * of 24 px diameter on its centre meets no other target (and no other small target's circle). Exempt,
 * as WCAG says: links inside a sentence (an inline link in a paragraph or list item with other text),
 * and what is not shown (hidden, in a closed <details>, visually hidden text). A radio or checkbox in
 * its label counts as the label. axe's target-size rule runs too: it also finds targets that another
 * element covers.
 */
function undersizedTargets(): string[] {
  const SELECTOR =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], label:has(> input[type=radio]), label:has(> input[type=checkbox])';
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) return false;
    if (el.closest('[hidden], [inert], [aria-hidden=true], .sr-only')) return false;
    const closed = el.closest('details:not([open])');
    return !closed || el.closest('summary')?.parentElement === closed;
  };
  const inSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement?.closest('p, li, dd, td, figcaption');
    return !!block && (block.textContent ?? '').replace(el.textContent ?? '', '').trim() !== '';
  };
  const targets = [...document.querySelectorAll(SELECTOR)]
    .filter((el) => !(el.matches('input[type=radio], input[type=checkbox]') && el.closest('label')))
    .filter((el) => shown(el) && !inSentence(el))
    .map((el) => ({ el, box: el.getBoundingClientRect() }));
  const small = (t: (typeof targets)[number]) => t.box.width < 23.99 || t.box.height < 23.99;
  const centre = (b: DOMRect) => [b.x + b.width / 2, b.y + b.height / 2] as const;
  const distance = ([x, y]: readonly [number, number], b: DOMRect) =>
    Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom));
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const failures: string[] = [];
  for (const a of targets.filter(small)) {
    const c = centre(a.box);
    const near = targets.find(
      (b) =>
        b !== a &&
        !b.el.contains(a.el) &&
        !a.el.contains(b.el) &&
        (small(b)
          ? Math.hypot(c[0] - centre(b.box)[0], c[1] - centre(b.box)[1]) < 24
          : distance(c, b.box) < 12),
    );
    if (near)
      failures.push(
        `${name(a.el)} ${Math.round(a.box.width)}×${Math.round(a.box.height)} beside ${name(near.el)}`,
      );
  }
  return failures;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
async function expectTargetsLargeEnough(page: Page, what: string) {
  expect(await page.evaluate(undersizedTargets), `${what}: targets under 24 × 24 px`).toEqual([]);
  await page.addScriptTag({ content: axeSource });
  const axe = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (
            d: Document,
            o: object,
          ) => Promise<{ violations: { nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run;
    const result = await run(document, { runOnly: ['target-size'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  });
  expect(axe, `${what}: axe target-size`).toEqual([]);
}

test.describe('target size on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  for (const locale of ['sv', 'en'] as const)
    test(`${locale}: start, category, product (related products) and the open cart panel`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await hydrated(page);
      await expectTargetsLargeEnough(page, 'start page');
      await page.goto(`/${locale}/c/clothing`);
      await hydrated(page);
      await expectTargetsLargeEnough(page, 'category page');
      // A product whose related products have 'Choose size' links (products of several sizes).
      await openProductWhere(
        page,
        `/${locale}/c/clothing/bottoms/shorts`,
        '.related .quick-link',
        'related products',
      );
      await hydrated(page);
      await expectTargetsLargeEnough(page, 'product page');
      // The cart panel: a product of one size in stock, added.
      await openProductWhere(
        page,
        `/${locale}/c/accessories/headwear/caps`,
        '.add-to-cart [data-stock="IN_STOCK"]',
        'a cap in stock',
      );
      await hydrated(page);
      await page.locator('.add-to-cart button[type=submit]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectTargetsLargeEnough(page, 'cart panel');
    });
});
