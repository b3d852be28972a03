import { capped } from '../args';
import { LIMITS } from '../limits';
import { paymentMethods } from '../checkout/payment-methods';
import { formatMoney } from '../money';
import type { BackendContext, Scope } from '../scope';

interface AreaRow {
  id: number;
  alias: string;
  family: string;
  tags: string;
  title: string;
  description: string;
}
interface WidgetRow {
  id: number;
  sort_order: number;
  layout: string;
  type: string;
  configuration: string;
}
interface MenuRow {
  id: number;
  parent_id: number;
  sort_order: number;
  label: string;
  url: string;
  category_alias: string | null;
}
interface CategoryRow {
  id: number;
  parent_id: number;
  sort_order: number;
  alias: string;
  name: string;
  path: string;
}

export interface WidgetAreaArgs {
  alias?: string | null;
  family?: string | null;
  areaName?: string | null;
  preview?: boolean | null;
  filters?: ({ key?: string | null; value?: string | null } | null)[] | null;
}

/**
 * Query.widgetArea: by alias (content pages), by family and area name (the start page; list and product
 * pages add filters, and the area with the most matching filters wins; one with a filter the page did
 * not send does not apply), or, with
 * `preview`, the draft the caller's bearer token was issued for (and nothing without a valid one).
 * One container per widget, the widget's configuration as the JSON string the Merchant API sends.
 */
export async function widgetArea(ctx: BackendContext, scope: Scope, args: WidgetAreaArgs) {
  const l = scope.lang;
  const columns = `id, alias, family, tags, title_${l} AS title, description_${l} AS description`;
  const area = args.preview
    ? await ctx.db
        .prepare(
          `SELECT ${columns} FROM content_areas WHERE id = (SELECT area_id FROM preview_tokens WHERE token = ? AND expires_at > ?)`,
        )
        .bind(ctx.bearer ?? '', ctx.now())
        .first<AreaRow>()
    : args.alias
      ? await ctx.db
          .prepare(`SELECT ${columns} FROM content_areas WHERE alias = ? AND status = 'published'`)
          .bind(args.alias)
          .first<AreaRow>()
      : await ctx.db
          .prepare(
            `SELECT ${columns} FROM content_areas a WHERE family = ?1 AND area_name = ?2 AND status = 'published'
          AND NOT EXISTS (SELECT 1 FROM content_area_filters f WHERE f.area_id = a.id
            AND NOT EXISTS (SELECT 1 FROM json_each(?3) j WHERE json_extract(j.value, '$.key') = f.key AND json_extract(j.value, '$.value') = f.value))
          ORDER BY (SELECT count(*) FROM content_area_filters f WHERE f.area_id = a.id) DESC, a.id LIMIT 1`,
          )
          .bind(
            args.family ?? '',
            args.areaName ?? '',
            JSON.stringify(capped(args.filters, LIMITS.widgetFilters, 'filters').filter(Boolean)),
          )
          .first<AreaRow>();
  if (!area) return null;
  const fill = marketFields(scope);
  const widgets = (
    await ctx.db
      .prepare(
        `SELECT id, sort_order, layout, type, configuration_${l} AS configuration FROM content_widgets WHERE area_id = ? ORDER BY sort_order`,
      )
      .bind(area.id)
      .all<WidgetRow>()
  ).results;
  return {
    id: area.id,
    name: area.alias,
    title: area.title,
    familyName: area.family,
    tags: area.tags.split(',').filter(Boolean),
    meta: { title: area.title, description: fill(area.description), keywords: null },
    containers: widgets.map((w) => ({
      id: w.id,
      name: `container-${w.id}`,
      sortOrder: w.sort_order,
      classNames: [],
      layout: w.layout,
      responsiveMode: 'default',
      design: 'default',
      widgets: [
        {
          id: String(w.id),
          name: w.type,
          sortOrder: 0,
          type: w.type,
          size: w.layout,
          classNames: [],
          images: [],
          configuration: fill(w.configuration),
        },
      ],
    })),
  };
}

/** How the shop's texts name the ways to pay, by whether the market offers invoice (payment-methods.ts). */
const WAYS_TO_PAY = {
  withInvoice: { sv: 'kort, senare eller mot faktura', en: 'card, later or by invoice' },
  withoutInvoice: { sv: 'kort eller senare', en: 'card or later' },
} as const;

/**
 * The demo CMS's market fields (a Geins editor writes one widget per market instead), JSON-safe text:
 * `{freeShippingOver}` becomes the market's threshold in its money, `{paymentMethods}` the ways to pay
 * it offers (invoice in se only: fi, dk and no were promised an invoice their checkout never offered).
 */
const marketFields = (scope: Scope) => {
  const threshold = formatMoney(scope.market.freeShippingOver, scope.currency, scope.moneyLocale);
  // "349 kr." ends a sentence by itself: no second full stop.
  const closing = threshold.endsWith('.') ? threshold : `${threshold}.`;
  const invoice = paymentMethods(scope.market, 'PERSON').some((m) => m.kind === 'invoice');
  const ways = WAYS_TO_PAY[invoice ? 'withInvoice' : 'withoutInvoice'][scope.lang];
  return (text: string) =>
    text
      .replaceAll('{freeShippingOver}.', closing)
      .replaceAll('{freeShippingOver}', threshold)
      .replaceAll('{paymentMethods}', ways);
};

const menuItem = (id: string, label: string, url: string, order: number, children: object[]) => ({
  id,
  label,
  title: label,
  type: children.length ? 'Category' : 'CustomUrl',
  order,
  value: url,
  canonicalUrl: url,
  open: false,
  hidden: false,
  targetBlank: false,
  children,
});

/**
 * Query.getMenuAtLocation: the location's items in order, children nested (the API gives three levels).
 * A category item takes its name and URL from the category and lists its sub-categories (two levels).
 */
export async function getMenuAtLocation(
  db: D1Database,
  scope: Scope,
  args: { menuLocationId?: string | null },
) {
  const l = scope.lang;
  const rows = (
    await db
      .prepare(
        `SELECT id, parent_id, sort_order, label_${l} AS label, ${l === 'en' ? 'COALESCE(url_en, url)' : 'url'} AS url, category_alias FROM menu_items WHERE location = ? ORDER BY sort_order`,
      )
      .bind(args.menuLocationId ?? '')
      .all<MenuRow>()
  ).results;
  if (!rows.length) return null;
  const needsCategories = rows.some((r) => r.category_alias);
  const categories = needsCategories
    ? (
        await db
          .prepare(
            `SELECT id, parent_id, sort_order, alias, name_${l} AS name, path FROM categories`,
          )
          .all<CategoryRow>()
      ).results
    : [];
  const childrenOf = (parentId: number, depth: number): object[] =>
    depth === 0
      ? []
      : categories
          .filter((c) => c.parent_id === parentId)
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((c) =>
            menuItem(`category-${c.id}`, c.name, c.path, c.sort_order, childrenOf(c.id, depth - 1)),
          );
  const itemOf = (r: MenuRow): object | null => {
    if (r.category_alias) {
      const category = categories.find((c) => c.alias === r.category_alias);
      return category
        ? menuItem(
            String(r.id),
            category.name,
            category.path,
            r.sort_order,
            childrenOf(category.id, 2),
          )
        : null;
    }
    return menuItem(
      String(r.id),
      r.label,
      r.url,
      r.sort_order,
      rows
        .filter((c) => c.parent_id === r.id)
        .map(itemOf)
        .filter((c): c is object => c !== null),
    );
  };
  return {
    id: args.menuLocationId ?? '',
    name: args.menuLocationId,
    title: null,
    locations: [args.menuLocationId],
    channels: [],
    languages: [scope.language],
    menuItems: rows
      .filter((r) => r.parent_id === 0)
      .map(itemOf)
      .filter((i): i is object => i !== null),
  };
}
