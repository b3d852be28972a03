import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Every test gets a page that records console errors, warnings (React reports hydration mismatches
 * there) and uncaught exceptions; the test fails if any appeared.
 */
// The config blocks service workers for every spec but offline.spec.ts: Playwright says so, not the shop.
const PLAYWRIGHT_OWN = /^Service Worker registration blocked by Playwright$/;

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !PLAYWRIGHT_OWN.test(m.text()))
        problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
    expect(problems, 'console errors, warnings or hydration problems').toEqual([]);
  },
});
export { expect };

/**
 * Options for every API request a test makes outside the browser (`page.request`, `request`). wrangler
 * dev closes a keep-alive connection after 5 s idle, and a request sent on it at that moment fails with
 * ECONNRESET before the server read it (reproduced: live.spec.ts, about 1 run in 10). A browser sends
 * such a request again by itself; Playwright's API client retries only when asked to. A reset after
 * the server acted would repeat a POST: a test would then see the double (two cart lines, a taken
 * e-mail) and fail, never pass by it.
 */
export const RESET_RETRIES = { maxRetries: 2 };

/**
 * Islands hydrate when used (client/islands/triggers.ts). This waits for the page to have loaded and
 * armed them, asks every island on it to hydrate (`ralph:wake-islands`, again while some are not, for
 * islands a streamed part brings later) and waits until each is interactive.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-islands="armed"]')).toHaveCount(1);
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect
    .poll(() =>
      page.evaluate(() => {
        dispatchEvent(new Event('ralph:wake-islands'));
        return document.querySelectorAll('[data-island]:not([data-hydrated])').length;
      }),
    )
    .toBe(0);
}

/** axe-core in the page, with its best practices: no violation of any impact. */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, 'axe violations').toEqual([]);
}

/** An operator's npm script (reviews, preview) against the browser tests' database; returns its output. */
export function operatorCommand(script: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_PERSIST_TO: '.wrangler/e2e-state' },
  });
}

/** A shown price as a number ('1 049 kr', '€12,50'), to compare prices. */
export const priceAmount = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** Opens the products of a category page one by one until one shows `selector`; fails when none does. */
export async function openProductWhere(
  page: Page,
  categoryPath: string,
  selector: string,
  what: string,
) {
  await page.goto(categoryPath);
  const links = await page
    .locator('.grid .card-link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  for (const href of links) {
    await page.goto(href);
    if (await page.locator(selector).count()) return;
  }
  throw new Error(`no product on ${categoryPath} with ${what}`);
}
