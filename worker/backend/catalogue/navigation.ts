import { CHANNEL_ID, DEFAULT_MARKET, LANGUAGES, MARKETS } from '../markets';
import type { Scope } from '../scope';
import { LIST_PAGES, listAlias } from './list-pages';

const languageType = (id: keyof typeof LANGUAGES, scope: Scope) => ({
  id,
  code: LANGUAGES[id].code,
  name: LANGUAGES[id][scope.lang],
});

export function channel(scope: Scope) {
  return {
    id: CHANNEL_ID,
    name: 'Ralph',
    url: 'https://ralph.example',
    defaultLanguageId: 'sv-SE',
    defaultMarketId: DEFAULT_MARKET.id,
    languages: (Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]).map((id) =>
      languageType(id, scope),
    ),
    markets: MARKETS.map((m) => ({
      id: m.id,
      alias: m.alias,
      defaultLanguageId: m.defaultLanguage,
      virtual: false,
      onlyDisplayInCheckout: false,
      groupKey: 'nordics',
      allowedLanguages: m.allowedLanguages.map((l) =>
        languageType(l as keyof typeof LANGUAGES, scope),
      ),
      country: { code: m.country.code, name: m.country[scope.lang] },
      currency: {
        code: m.currency.code,
        name: m.currency.name,
        symbol: m.currency.symbol,
        rate: m.currency.perSek,
      },
    })),
  };
}

interface CategoryRow {
  id: number;
  parent_id: number;
  sort_order: number;
  alias: string;
  path: string;
  name: string;
  description: string;
}
const categoryType = (r: CategoryRow) => ({
  categoryId: r.id,
  parentCategoryId: r.parent_id,
  order: r.sort_order,
  alias: r.alias,
  canonicalUrl: r.path,
  name: r.name,
  description: r.description,
  secondaryDescription: null,
  isHidden: false,
});

export async function categories(db: D1Database, scope: Scope, parentCategoryId?: number | null) {
  const where = parentCategoryId != null ? 'WHERE parent_id = ?' : '';
  const stmt = db.prepare(
    `SELECT id, parent_id, sort_order, alias, path, name_${scope.lang} AS name, description_${scope.lang} AS description FROM categories ${where} ORDER BY parent_id, sort_order`,
  );
  const rows = await (
    parentCategoryId != null ? stmt.bind(parentCategoryId) : stmt
  ).all<CategoryRow>();
  return rows.results.map(categoryType);
}

export async function brands(db: D1Database, scope: Scope) {
  const rows = await db
    .prepare(
      `SELECT id, alias, name, description_${scope.lang} AS description FROM brands ORDER BY name`,
    )
    .all<{ id: number; alias: string; name: string; description: string }>();
  return rows.results.map((b) => ({
    brandId: b.id,
    alias: b.alias,
    name: b.name,
    canonicalUrl: `/b/${b.alias}`,
    description: b.description,
    logo: null,
  }));
}

const SHOP_META = {
  sv: {
    title: 'Ralph – nordisk design för hem och garderob',
    description:
      'Kläder, skor, accessoarer, hem, böcker och skafferi från nordiska märken. Fri frakt över 499 kr.',
  },
  en: {
    title: 'Ralph – Nordic design for home and wardrobe',
    description:
      'Clothing, shoes, accessories, home, books and pantry from Nordic brands. Free shipping over 499 SEK.',
  },
};

/** Page info for a list URL (/c/…, /b/…, /dc/…) or alias; without either, the channel's default meta. */
export async function listPageInfo(
  db: D1Database,
  scope: Scope,
  args: { alias?: string | null; url?: string | null },
) {
  const l = scope.lang;
  if (!args.alias && !args.url)
    return {
      id: 0,
      alias: '',
      canonicalUrl: '/',
      name: 'Ralph',
      hideTitle: true,
      hideDescription: true,
      meta: { ...SHOP_META[l], keywords: null },
      subCategories: [],
    };
  const parts = (args.url ?? '').split(/[?#]/)[0]!.split('/').filter(Boolean);
  const kind = args.url ? parts[0] : 'c';
  const alias = args.alias ?? parts[parts.length - 1];
  if (!alias) return null;
  const page = (
    id: number,
    name: string,
    canonicalUrl: string,
    description: string,
    subCategories: ReturnType<typeof categoryType>[] = [],
  ) => ({
    id,
    alias,
    canonicalUrl,
    name,
    primaryDescription: description,
    secondaryDescription: null,
    hideTitle: false,
    hideDescription: false,
    primaryImage: null,
    logo: null,
    meta: { title: `${name} | Ralph`, description, keywords: null },
    subCategories,
  });
  if (kind === 'c') {
    const c = await db
      .prepare(
        `SELECT id, parent_id, sort_order, alias, path, name_${l} AS name, description_${l} AS description FROM categories WHERE alias = ?`,
      )
      .bind(alias)
      .first<CategoryRow>();
    if (!c) return null;
    return page(c.id, c.name, c.path, c.description, await categories(db, scope, c.id));
  }
  if (kind === 'b') {
    const b = await db
      .prepare(`SELECT id, name, description_${l} AS description FROM brands WHERE alias = ?`)
      .bind(alias)
      .first<{ id: number; name: string; description: string }>();
    return b ? page(b.id, b.name, `/b/${alias}`, b.description) : null;
  }
  const list = listAlias(parts);
  if (list && LIST_PAGES[list]) {
    const def = LIST_PAGES[list];
    return page(def.id, def[l].name, `/l/${list}`, def[l].description);
  }
  if (kind === 'dc') {
    const c = await db
      .prepare(
        `SELECT id, name_${l} AS name FROM campaigns WHERE alias = ? AND kind IN ('price', 'buy3pay2')`,
      )
      .bind(alias)
      .first<{ id: number; name: string }>();
    return c ? page(c.id, c.name, `/dc/${alias}`, c.name) : null;
  }
  return null;
}
