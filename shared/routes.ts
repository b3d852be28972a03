import type { Locale } from './locales';

/**
 * The route table of the specification (section 2), per locale. Pattern segments:
 * `word` literal · `:name` one segment · `:name?` optional last segment ·
 * `*name` one to three segments, the param is the last one (product and category paths) ·
 * `+name` one or more segments, joined with '/' · `**` anything.
 */
export const ROUTES = {
  home: { sv: '', en: '' },
  notFound: { sv: '404', en: '404' },
  account: { sv: 'account', en: 'account' },
  resetPassword: { sv: 'account/reset-password', en: 'account/reset-password' },
  brands: { sv: 'varumarken', en: 'brands' },
  checkout: { sv: 'kassan', en: 'checkout' },
  confirmation: { sv: 'kassan/bekraftelse', en: 'checkout/confirmation' },
  klarnaFail: { sv: 'checkout/klarna-fail', en: 'checkout/klarna-fail' },
  favorites: { sv: 'favoriter', en: 'favorites' },
  news: { sv: 'nyheter', en: 'news' },
  balance: { sv: 'mina-sidor/saldo', en: 'my-account/balance' },
  orders: { sv: 'mina-sidor/ordrar', en: 'my-account/orders' },
  settings: { sv: 'mina-sidor/installningar', en: 'my-account/settings' },
  previewWidgets: { sv: 'preview-widgets', en: 'preview-widgets' },
  product: { sv: 'p/*alias', en: 'p/*alias' },
  productById: { sv: 'product/:alias?', en: 'product/:alias?' },
  category: { sv: 'c/*category', en: 'c/*category' },
  brand: { sv: 'b/+brand', en: 'b/+brand' },
  discountCampaign: { sv: 'dc/+discountCampaign', en: 'dc/+discountCampaign' },
  search: { sv: 's/:search', en: 's/:search' },
  searchForm: { sv: 's', en: 's' },
  list: { sv: 'list/**', en: 'list/**' },
  listByUrl: { sv: 'l/**', en: 'l/**' },
  contentPreview: { sv: 'content/:alias?', en: 'content/:alias?' },
  content: { sv: ':alias', en: ':alias' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string>;
export interface RouteMatch {
  name: RouteName;
  params: RouteParams;
}

// Every pattern split once (matchRoute tries the table in order on every page request); patterns
// come from the route table only, so the map is bounded.
const TOKENS = new Map<string, string[]>();

function matchPattern(pattern: string, segments: string[]): RouteParams | null {
  let tokens = TOKENS.get(pattern);
  if (!tokens) TOKENS.set(pattern, (tokens = pattern ? pattern.split('/') : []));
  const params: RouteParams = {};
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const rest = segments.slice(i);
    if (token === '**') {
      params.path = rest.join('/');
      return params;
    }
    if (token.startsWith('*') || token.startsWith('+')) {
      if (rest.length < 1 || (token.startsWith('*') && rest.length > 3)) return null;
      params[token.slice(1)] = token.startsWith('*') ? rest[rest.length - 1]! : rest.join('/');
      params.path = rest.join('/');
      return params;
    }
    const segment = segments[i];
    if (token.endsWith('?')) {
      if (segments.length > i + 1) return null;
      if (segment) params[token.slice(1, -1)] = segment;
      return params;
    }
    if (segment === undefined) return null;
    if (token.startsWith(':')) params[token.slice(1)] = segment;
    else if (token !== segment) return null;
  }
  return segments.length === tokens.length ? params : null;
}

/** The route for the path segments after the locale (and market), in table order. */
export function matchRoute(segments: string[], locale: Locale): RouteMatch | null {
  for (const [name, patterns] of Object.entries(ROUTES) as [RouteName, Record<Locale, string>][]) {
    const params = matchPattern(patterns[locale], segments);
    if (params) return { name, params };
  }
  return null;
}

export interface LinkContext {
  locale: Locale;
  market: string | null;
}

/** The URL prefix: /{market}/{locale} with markets in the path, else /{locale}. */
export const prefixOf = (ctx: LinkContext) =>
  ctx.market ? `/${ctx.market}/${ctx.locale}` : `/${ctx.locale}`;

/** A localised URL for a named route. Wildcard params take a path (e.g. 'clothing/tops'). */
export function href(ctx: LinkContext, name: RouteName, params: RouteParams = {}): string {
  const pattern: string = ROUTES[name][ctx.locale];
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((token) => {
      if (token === '**') return params.path ?? '';
      if (!/^[:*+]/.test(token)) return token;
      // Wildcards take the whole matched path when there is one (a product under its category path).
      const value =
        (/^[*+]/.test(token) ? params.path : undefined) ?? params[token.replace(/^[:*+]|\?$/g, '')];
      return value === undefined
        ? ''
        : token.startsWith(':')
          ? encodeURIComponent(value)
          : value.split('/').map(encodeURIComponent).join('/');
    })
    .filter(Boolean)
    .join('/');
  return `${prefixOf(ctx)}${path ? `/${path}` : ''}`;
}

/** A commerce API canonical path (/p/…, /c/…, locale-free) under the shopper's prefix. */
export const localise = (ctx: LinkContext, apiPath: string) =>
  `${prefixOf(ctx)}${apiPath.startsWith('/') ? apiPath : `/${apiPath}`}`;
