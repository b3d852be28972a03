import type { Scope } from '../scope';

interface AreaRow { id: number; alias: string; family: string; tags: string; title: string; description: string }
interface WidgetRow { id: number; sort_order: number; layout: string; type: string; configuration: string }

/**
 * Query.widgetArea for content pages (by alias): one container per widget, in order, with the widget's
 * configuration as the JSON string the Merchant API sends. Null when there is no such page.
 */
export async function widgetArea(db: D1Database, scope: Scope, args: { alias?: string | null }) {
  const l = scope.lang;
  const area = await db.prepare(`SELECT id, alias, family, tags, title_${l} AS title, description_${l} AS description FROM content_areas WHERE alias = ?`).bind(args.alias ?? '').first<AreaRow>();
  if (!area) return null;
  const widgets = (await db.prepare(`SELECT id, sort_order, layout, type, configuration_${l} AS configuration FROM content_widgets WHERE area_id = ? ORDER BY sort_order`).bind(area.id).all<WidgetRow>()).results;
  return {
    id: area.id, name: area.alias, title: area.title, familyName: area.family, tags: area.tags.split(',').filter(Boolean),
    meta: { title: area.title, description: area.description, keywords: null },
    containers: widgets.map((w) => ({
      id: w.id, name: `container-${w.id}`, sortOrder: w.sort_order, classNames: [], layout: w.layout, responsiveMode: 'default', design: 'default',
      widgets: [{ id: String(w.id), name: w.type, sortOrder: 0, type: w.type, size: w.layout, classNames: [], images: [], configuration: w.configuration }],
    })),
  };
}

/** Query.getMenuAtLocation: the menu's items in order (one level in the demo). */
export async function getMenuAtLocation(db: D1Database, scope: Scope, args: { menuLocationId?: string | null }) {
  const l = scope.lang;
  const items = (await db.prepare(`SELECT id, sort_order, label_${l} AS label, url FROM menu_items WHERE location = ? ORDER BY sort_order`).bind(args.menuLocationId ?? '').all<{ id: number; sort_order: number; label: string; url: string }>()).results;
  if (!items.length) return null;
  return {
    id: args.menuLocationId ?? '', name: args.menuLocationId, title: null, locations: [args.menuLocationId], channels: [], languages: [scope.language],
    menuItems: items.map((i) => ({ id: String(i.id), label: i.label, title: i.label, type: 'CustomUrl', order: i.sort_order, value: i.url, canonicalUrl: i.url, open: false, hidden: false, targetBlank: false, children: [] })),
  };
}
