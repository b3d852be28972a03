import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { pageTitle } from '../../shared/page-title';
import { ROUTES, type RouteName } from '../../shared/routes';
import { request } from '../testing/app';
import { testCustomer } from '../testing/customer';

const db = (env as unknown as { DB: D1Database }).DB;
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** A URL per route with a page (sv, en); routes that only redirect are listed apart below. */
async function pagesByRoute(): Promise<Partial<Record<RouteName, [string, string]>>> {
  const p = await db
    .prepare(
      `SELECT p.alias, c.path FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1`,
    )
    .first<{ alias: string; path: string }>();
  const brand = await db.prepare('SELECT alias FROM brands LIMIT 1').first<{ alias: string }>();
  const both = (path: string): [string, string] => [`/sv${path}`, `/en${path}`];
  return {
    home: both(''),
    notFound: both('/404'),
    brands: ['/sv/varumarken', '/en/brands'],
    checkout: ['/sv/kassan', '/en/checkout'],
    klarnaFail: both('/checkout/klarna-fail?error=Error'),
    favorites: ['/sv/favoriter', '/en/favorites'],
    news: ['/sv/nyheter', '/en/news'],
    orders: ['/sv/mina-sidor/ordrar', '/en/my-account/orders'],
    balance: ['/sv/mina-sidor/saldo', '/en/my-account/balance'],
    settings: ['/sv/mina-sidor/installningar', '/en/my-account/settings'],
    resetPassword: both('/account/reset-password?resetKey=x'),
    previewWidgets: both('/preview-widgets?loginToken=no-such-preview-token'),
    product: both(`/p/${p!.path.split('/').pop()}/${p!.alias}`),
    category: both(p!.path),
    brand: both(`/b/${brand!.alias}`),
    discountCampaign: both('/dc/winter-sale'),
    search: both('/s/tr%C3%B6ja'),
    listByUrl: both('/l/sale'),
    content: both('/om-ralph'),
  };
}
/** Routes that never render a page of their own: they lead elsewhere (their target is tested above). */
const REDIRECTING: RouteName[] = [
  'account',
  'confirmation',
  'productById',
  'searchForm',
  'list',
  'contentPreview',
];

describe('page titles: one builder, every page ends with " | Ralph"', () => {
  it('the builder: suffix once, at the end; the start page keeps its own; no control characters', () => {
    const t = createTranslator('sv');
    expect(pageTitle(t, 'Favoriter')).toBe('Favoriter | Ralph');
    expect(pageTitle(t, 'Skor | Ralph', 'Sida 2')).toBe('Skor – Sida 2 | Ralph');
    expect(pageTitle(t, 'Ralph – nordisk design')).toBe('Ralph – nordisk design');
    expect(pageTitle(t, 'Sök\u0000 efter\n"x"\u009b')).toBe('Sök efter "x" | Ralph');
    expect(pageTitle(t, '', null)).toBe('Ralph');
  });

  it('every route of the table with a page, in both languages', async () => {
    const pages = await pagesByRoute();
    const missing = (Object.keys(ROUTES) as RouteName[]).filter(
      (r) => !pages[r] && !REDIRECTING.includes(r),
    );
    expect(missing).toEqual([]);
    const { cookie } = await testCustomer();
    const wrong: string[] = [];
    for (const [route, urls] of Object.entries(pages))
      for (const url of urls) {
        const res = await request(url, { headers: { cookie } });
        const title = titleOf(await res.text()) ?? '(none)';
        const ok = route === 'home' ? title.startsWith('Ralph – ') : title.endsWith(' | Ralph');
        if (!ok || res.status !== (route === 'notFound' || route === 'previewWidgets' ? 404 : 200))
          wrong.push(`${url} ${res.status}: ${title}`);
      }
    expect(wrong).toEqual([]);
  }, 60_000);
});
