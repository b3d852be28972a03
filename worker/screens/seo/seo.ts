import type { Context } from 'hono';
import { DEFAULT_LOCALE, LANGUAGE_ID, LOCALES } from '../../../shared/locales';
import { href, ROUTES, type RouteName } from '../../../shared/routes';
import { commerceFor } from '../../edge/commerce-for';
import type { WorkerEnv } from '../../context';
import { flattenMenu, FOOTER_MENU_LOCATION, MAIN_MENU_LOCATION } from '../../chrome/main-menu';

const PRODUCTS_PER_SITEMAP = 1000;
const TAKE = 200;
/** Pages worth indexing that are not catalogue data. */
const STATIC_PAGES: RouteName[] = ['home', 'brands', 'news'];
/** Never for crawlers: personal pages and endless filter/search combinations. */
const PRIVATE_PAGES: RouteName[] = [
  'checkout',
  'confirmation',
  'klarnaFail',
  'account',
  'resetPassword',
  'orders',
  'balance',
  'settings',
  'favorites',
  'previewWidgets',
];

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function catalogueFor(c: Context<WorkerEnv>) {
  return commerceFor(c, {
    marketId: '',
    languageId: LANGUAGE_ID[DEFAULT_LOCALE],
    customerType: 'PERSON',
  }).catalogue;
}

/** Every locale's URL for one locale-free path, under the default market when markets are in the path. */
async function prefixes(c: Context<WorkerEnv>) {
  const channel = await catalogueFor(c).channel();
  const market = c.get('config').MARKETS_IN_PATH ? channel.defaultMarket : null;
  const origin = new URL(c.req.url).origin;
  return {
    origin,
    market,
    url: (locale: string, path: string) =>
      `${origin}${market ? `/${market}` : ''}/${locale}${path}`,
  };
}

function urlEntry(urls: Record<string, string>): string {
  const alternates = Object.entries(urls)
    .map(([l, u]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escape(u)}"/>`)
    .join('');
  const fallback = urls[DEFAULT_LOCALE]
    ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escape(urls[DEFAULT_LOCALE])}"/>`
    : '';
  return Object.values(urls)
    .map((u) => `<url><loc>${escape(u)}</loc>${alternates}${fallback}</url>`)
    .join('');
}
const urlset = (entries: string) =>
  xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries}</urlset>`,
  );

/** /sitemap.xml: the index of the page, list and product sitemaps. */
export async function sitemapIndex(c: Context<WorkerEnv>) {
  const { origin } = await prefixes(c);
  const count = (await catalogueFor(c).products({ take: 0 })).count;
  const files = [
    'pages',
    'lists',
    ...Array.from(
      { length: Math.ceil(count / PRODUCTS_PER_SITEMAP) },
      (_, i) => `products-${i + 1}`,
    ),
  ];
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((f) => `<sitemap><loc>${origin}/sitemap-${f}.xml</loc></sitemap>`).join('')}</sitemapindex>`,
  );
}

/** /sitemap-{pages|lists|products-N}.xml, each URL with its sv and en alternates. */
export async function sitemapPart(c: Context<WorkerEnv>) {
  const part = /^sitemap-([a-z0-9-]+)\.xml$/.exec(c.req.param('file') ?? '')?.[1] ?? '';
  const p = await prefixes(c);
  const catalogue = catalogueFor(c);
  const both = (path: string) => Object.fromEntries(LOCALES.map((l) => [l, p.url(l, path)]));
  if (part === 'pages') {
    // Content pages are the ones the CMS links from the footer.
    const footer = await catalogue.menu(FOOTER_MENU_LOCATION);
    const content = (footer?.items ?? [])
      .filter((i) => i.path.startsWith('/'))
      .map((i) => urlEntry(both(i.path)));
    return urlset(
      [
        ...STATIC_PAGES.map((name) =>
          urlEntry(
            Object.fromEntries(
              LOCALES.map((l) => [l, p.origin + href({ locale: l, market: p.market }, name)]),
            ),
          ),
        ),
        ...content,
      ].join(''),
    );
  }
  if (part === 'lists') {
    // Generic /l/ lists have no index in the API: the ones the main menu links to are the shop's.
    const [categories, brands, menu] = await Promise.all([
      catalogue.categories(),
      catalogue.brands(),
      catalogue.menu(MAIN_MENU_LOCATION),
    ]);
    const lists = flattenMenu(menu?.items ?? [])
      .map((i) => i.path)
      .filter((path) => path.startsWith('/l/'));
    return urlset(
      [...new Set([...categories.map((x) => x.path), ...brands.map((x) => x.path), ...lists])]
        .map((path) => urlEntry(both(path)))
        .join(''),
    );
  }
  const n = /^products-(\d+)$/.exec(part)?.[1];
  if (!n) return c.notFound();
  const first = (Number(n) - 1) * PRODUCTS_PER_SITEMAP;
  const pages = await Promise.all(
    Array.from({ length: PRODUCTS_PER_SITEMAP / TAKE }, (_, i) =>
      catalogue.products({ skip: first + i * TAKE, take: TAKE, filter: { sort: 'NONE' } }),
    ),
  );
  const products = pages.flatMap((l) => l.products);
  if (products.length === 0) return c.notFound();
  return urlset(products.map((x) => urlEntry(both(x.path))).join(''));
}

/**
 * /robots.txt: lists and products are open; personal pages, search results and filtered lists are not,
 * in every market when markets are in the path (`/*` stands for each). It asks the commerce API
 * nothing: a robots.txt that fails tells a crawler to keep out of the whole site.
 */
export function robots(c: Context<WorkerEnv>) {
  const prefix = c.get('config').MARKETS_IN_PATH ? '/*' : '';
  const lines = ['User-agent: *', 'Allow: /'];
  for (const locale of LOCALES) {
    for (const name of PRIVATE_PAGES)
      lines.push(
        `Disallow: ${prefix}/${locale}/${(ROUTES[name] as Record<string, string>)[locale]!.replace(/\/:.*$/, '')}`,
      );
    lines.push(`Disallow: ${prefix}/${locale}/s/`, `Disallow: ${prefix}/${locale}/s?`);
  }
  lines.push(
    'Disallow: /*?*categories=',
    'Disallow: /*?*brands=',
    'Disallow: /*?*skus=',
    'Disallow: /*?*price=',
    'Disallow: /*?*discount=',
    'Disallow: /*?*p-',
    'Disallow: /*?*sort=',
  );
  lines.push(
    'Disallow: /graphql',
    'Disallow: /_commerce/',
    '',
    `Sitemap: ${new URL(c.req.url).origin}/sitemap.xml`,
    '',
  );
  return c.text([...new Set(lines)].join('\n'), 200, { 'cache-control': 'public, max-age=3600' });
}
