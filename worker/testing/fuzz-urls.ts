import { LOCALES } from '../../shared/locales';
import { href, ROUTES, type LinkContext, type RouteName } from '../../shared/routes';

/**
 * URL fuzzing for the storefront (worker/screens/fuzz.test.ts): seeds from the route table and from
 * links found on real pages, then mutated the way hand-edited links, broken crawlers and attackers
 * mutate them. Everything is drawn from one seeded generator, so a failing URL comes back on rerun.
 */
export interface Random {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
}

/** mulberry32: small, fast and good enough to spread URLs; the same seed gives the same sequence. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)]! };
}

/** The hrefs of a page that stay on the site (no assets, no other origins), entities undone. */
export function siteLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)]
    .map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"'),
    )
    .filter((h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/assets/'));
}

/** Facet values of a list's filter form as `[param, 'label~id']`, for facet queries with real ids. */
export function facetEntries(html: string): [string, string][] {
  return [
    ...html.matchAll(
      /name="((?:categories|brands|skus|price|discount|p-[a-z0-9-]+))" value="([^"]+)"/g,
    ),
  ].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]);
}

const WORDS = ['clothing', 'tops', 'x', 'finns-inte', 'a-b', '1', '0', 'shoes', 'åäö', 'NEW'];
const ESCAPES = ['%', '%E0%A4%A', '%zz', '%C0%AF', '%ED%A0%80', '%FF', '%%', '%2', '%00', '%2F'];
const UNICODE = ['åäö', '日本語', '😀', '👩‍👩‍👧', 'e\u0301', '\u202Eabc', 'Ω≈ç√', '\u00A0', 'ﬁ'];
const NUMBERS = [
  '0',
  '-1',
  '-99999',
  '99999999999999999999',
  '1e9',
  '3.5',
  'NaN',
  '0x10',
  '',
  ' 2',
];
const PARAMS = ['categories', 'brands', 'skus', 'price', 'discount', 'p-size', 'p-color', 'p-x'];

/** A route's URL with sample params, as the link builder writes it. */
export function routeUrls(rnd: Random, ctxs: LinkContext[], samples: string[]): string[] {
  const out: string[] = [];
  for (const ctx of ctxs)
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      out.push(href(ctx, name));
      for (let i = 0; i < 3; i++) {
        const value = rnd.pick([...samples, ...WORDS]);
        out.push(
          href(ctx, name, {
            alias: value,
            category: value,
            brand: value,
            search: value,
            discountCampaign: value,
            path: value,
          }),
        );
      }
    }
  return out;
}

const enc = (s: string) => encodeURIComponent(s);
const split = (url: string): [string, string] => {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
};
const join = (path: string, query: string) => (query ? `${path}?${query}` : path);
const withParam = (url: string, param: string) => {
  const [path, query] = split(url);
  return join(path, query ? `${query}&${param}` : param);
};
/** Replaces or extends one segment after the prefix (a random one). */
const onSegment = (rnd: Random, url: string, change: (segment: string) => string) => {
  const [path, query] = split(url);
  const segments = path.split('/');
  const i = 1 + rnd.int(Math.max(1, segments.length - 1));
  segments[i] = change(segments[i] ?? '');
  return join(segments.join('/'), query);
};
const facetId = (rnd: Random) =>
  `${rnd.pick(['c', 'b', 's', 'p', 'pr', 'ca', 'zzz'])}_${rnd.int(1e6)}`;

/** The mutations, by name (the name goes into failure messages). `facets` are real `[param, entry]`s. */
export function mutations(facets: [string, string][]) {
  const realEntry = (rnd: Random) =>
    facets.length ? rnd.pick(facets) : (['brands', 'x~b_1'] as [string, string]);
  return {
    badEscape: (rnd: Random, url: string) =>
      rnd.next() < 0.7
        ? onSegment(rnd, url, (s) =>
            rnd.next() < 0.5 ? s + rnd.pick(ESCAPES) : rnd.pick(ESCAPES) + s,
          )
        : withParam(url, `${rnd.pick(['q', 'page', 'sort', ...PARAMS])}=${rnd.pick(ESCAPES)}`),
    badEscapeKey: (rnd: Random, url: string) => withParam(url, `${rnd.pick(ESCAPES)}=1`),
    longSegment: (rnd: Random, url: string) =>
      rnd.next() < 0.7
        ? onSegment(rnd, url, () =>
            enc(rnd.pick(['a', 'ö', '😀', '-'])).repeat(rnd.pick([300, 10_000])),
          )
        : withParam(url, `${rnd.pick(PARAMS)}=${'a'.repeat(10_000)}`),
    repeatedFacet: (rnd: Random, url: string) => {
      const [param, entry] = realEntry(rnd);
      return withParam(
        url,
        `${param}=${Array(2 + rnd.int(60))
          .fill(enc(entry))
          .join(',')}`,
      );
    },
    repeatedParam: (rnd: Random, url: string) => {
      const [param, entry] = realEntry(rnd);
      return withParam(
        url,
        Array(2 + rnd.int(80))
          .fill(`${param}=${enc(entry)}`)
          .join('&'),
      );
    },
    unknownFacets: (rnd: Random, url: string) =>
      withParam(
        url,
        `${rnd.pick(PARAMS)}=${Array.from({ length: 1 + rnd.int(10) }, () => `x~${facetId(rnd)}`).join(',')}`,
      ),
    malformedFacets: (rnd: Random, url: string) =>
      withParam(
        url,
        `${rnd.pick(PARAMS)}=${rnd.pick(['~', ',,,', '~~~', 'a~', '~b_', '%7E', 'x~B_1', 'x~b_1~c_2', enc(rnd.pick(UNICODE)) + '~b_1'])}`,
      ),
    /** Hundreds of ids, spread over many groups so no group's own cap hides them. */
    manyFacets: (rnd: Random, url: string) => {
      const groups = 5 + rnd.int(60);
      const real = facets.map(([, e]) => e);
      const params = Array.from({ length: groups }, (_, g) => {
        const ids = Array.from({ length: 5 + rnd.int(30) }, () =>
          real.length && rnd.next() < 0.5 ? enc(rnd.pick(real)) : `x~${facetId(rnd)}`,
        );
        return `${g < PARAMS.length ? PARAMS[g] : `p-g${g}`}=${ids.join(',')}`;
      });
      return withParam(url, params.join('&'));
    },
    unicode: (rnd: Random, url: string) =>
      rnd.next() < 0.5
        ? onSegment(rnd, url, (s) =>
            rnd.next() < 0.5 ? enc(rnd.pick(UNICODE)) : s + rnd.pick(UNICODE),
          )
        : withParam(url, `${rnd.pick(['q', 'sort', ...PARAMS])}=${enc(rnd.pick(UNICODE))}`),
    dotSegments: (rnd: Random, url: string) =>
      onSegment(rnd, url, (s) =>
        rnd.pick(['..', '.', '%2e%2e', '%2E', `${s}/..`, `../${s}`, `..%2F${s}`, '...']),
      ),
    doubleSlash: (rnd: Random, url: string) =>
      rnd.next() < 0.3 ? `/${url}` : onSegment(rnd, url, (s) => `${s}/`),
    trailing: (rnd: Random, url: string) => {
      const [path, query] = split(url);
      return join(path + rnd.pick(['/', '//', '/index.html', '.json', ';x=1', '%20', '+']), query);
    },
    numbers: (rnd: Random, url: string) =>
      withParam(
        url,
        `${rnd.pick(['page', 'reviews', 'page', 'skip', 'take'])}=${enc(rnd.pick(NUMBERS))}`,
      ),
    oddParams: (rnd: Random, url: string) =>
      withParam(
        url,
        rnd.pick([
          'sort=__proto__',
          '__proto__[x]=1',
          'constructor=1',
          'sort=RELEVANCE',
          'sort=' + 'A'.repeat(5000),
          '=',
          '&&&',
          'q',
          'page[]=2',
          'page=2&page=3',
          'sort=PRICE&sort=LATEST',
          'a=1;b=2',
          'return=//evil.example',
          'q=<script>alert(1)</script>',
          `x=${'y&'.repeat(500)}`,
          'utm_source=%',
        ]),
      ),
    locale: (rnd: Random, url: string) =>
      url.replace(
        /^\/(sv|en)(?=\/|$|\?)/,
        `/${rnd.pick(['SV', 'de', 'en-US', '', 'sv/sv', 'en%00', 'se'])}`,
      ),
  } satisfies Record<string, (rnd: Random, url: string) => string>;
}

export type MutationName = keyof ReturnType<typeof mutations>;

/** `count` mutated URLs from `bases`, each one to three mutations deep, with the names applied. */
export function mutate(rnd: Random, bases: string[], facets: [string, string][], count: number) {
  const all = mutations(facets);
  const names = Object.keys(all) as MutationName[];
  return Array.from({ length: count }, () => {
    let url = rnd.pick(bases);
    const applied: MutationName[] = [];
    for (let depth = 1 + rnd.int(rnd.next() < 0.7 ? 1 : 3); depth > 0; depth--) {
      const name = rnd.pick(names);
      url = all[name](rnd, url);
      applied.push(name);
    }
    return { url, applied };
  });
}

export const DEFAULT_CONTEXTS: LinkContext[] = LOCALES.map((locale) => ({ locale, market: null }));
