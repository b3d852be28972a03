// Browser-side measurements: JavaScript bytes, GraphQL requests and hydration errors in real Chromium; Lighthouse.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const compressed = (buf) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/**
 * Loads each page and reports what the browser did: the JavaScript it loaded before any interaction,
 * then (after asking every island to hydrate) in all; jsGzip and jsAfterAllIslandsGzip are the same.
 */
export async function browserFacts(base, pages, headersOf = () => ({})) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const page = await browser.newPage({ extraHTTPHeaders: headersOf(path) });
      const scripts = new Set();
      let graphql = 0;
      const problems = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/graphql') graphql++;
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // Before any interaction: what the page loads alone (islands hydrate when used, issue 12).
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const before = [...scripts].map((p) => readFileSync(`dist/client${p}`));
      // Then every island, as client/e2e/fixtures.ts hydrated() asks for them.
      await page.waitForFunction(() => {
        dispatchEvent(new Event('ralph:wake-islands'));
        return document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0;
      });
      await page.waitForTimeout(500);
      const js = [...scripts].map((p) => readFileSync(`dist/client${p}`));
      const sum = (k, files = js) => files.map(compressed).reduce((s, c) => s + c[k], 0);
      const html = await (await fetch(base + path, { headers: headersOf(path) })).text();
      const state = [
        ...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g),
      ].reduce((s, m) => s + Buffer.byteLength(m[1]), 0);
      out[name] = {
        jsFiles: js.length,
        jsRaw: sum('raw'),
        jsGzip: sum('gzip'),
        jsBrotli: sum('brotli'),
        jsBeforeInteractionGzip: sum('gzip', before),
        jsBeforeInteractionFiles: before.length,
        jsAfterAllIslandsGzip: sum('gzip'),
        htmlBytes: Buffer.byteLength(html),
        htmlGzip: gzipSync(html).length,
        stateBytes: state,
        graphqlRequestsDuringLoad: graphql,
        hydrationErrors: problems.filter((p) => /hydrat/i.test(p)).length,
        consoleProblems: problems.length,
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * Lighthouse 12 (fetched on demand with npx), default mobile profile; medians of `runs`. Its Chrome may
 * use both cores (the bench pins itself to one): on one core, Chrome's browser, renderer and GPU
 * processes take turns and leave "unattributable" long tasks, 150 ms of TBT on a start page that has
 * 14 ms with both (README decision 127). The Worker is idle between page loads.
 */
export function lighthouse(base, pages, runs, headersOf = () => ({})) {
  const out = {};
  for (const [name, path] of Object.entries(pages)) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const json = execFileSync(
        'taskset',
        [
          '-c',
          '0-1',
          'npx',
          '-y',
          'lighthouse@12',
          base + path,
          '--only-categories=performance',
          '--output=json',
          '--quiet',
          ...(Object.keys(headersOf(path)).length
            ? [`--extra-headers=${JSON.stringify(headersOf(path))}`]
            : []),
          `--chrome-flags=--headless=new ${FLAGS.join(' ')}`,
        ],
        { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, CHROME_PATH: CHROME } },
      );
      const r = JSON.parse(json);
      results.push({
        score: r.categories.performance.score * 100,
        lcp: r.audits['largest-contentful-paint'].numericValue,
        tbt: r.audits['total-blocking-time'].numericValue,
        cls: r.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const med = (k) => {
      const s = results.map((r) => r[k]).sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)];
    };
    out[name] = {
      runs,
      score: med('score'),
      lcpMs: Math.round(med('lcp')),
      tbtMs: Math.round(med('tbt')),
      cls: Number(med('cls').toFixed(3)),
    };
  }
  return out;
}
