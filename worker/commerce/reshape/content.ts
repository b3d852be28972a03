import { log } from '../../log';
import type { ContentPage, Menu, MenuItem, ReviewPage } from '../../../shared/types';
import { MenuSchema, ReviewsSchema, WidgetAreaSchema } from '../upstream-schemas';
import { parseUpstream } from './upstream-parse';

export function toReviewPage(raw: unknown): ReviewPage {
  const r = parseUpstream(ReviewsSchema, raw, 'reviews');
  return {
    count: r?.count ?? 0,
    average: r?.averageRating ?? 0,
    reviews: (r?.reviews ?? []).flatMap((x) =>
      x
        ? [
            {
              author: x.author,
              rating: x.rating,
              comment: x.comment,
              date: x.reviewDate,
            },
          ]
        : [],
    ),
  };
}

/** A content page from its widget area; a widget whose configuration is not JSON is left out and logged. */
export function toContentPage(raw: unknown): ContentPage | null {
  const area = parseUpstream(WidgetAreaSchema, raw, 'widget area');
  if (!area) return null;
  const parse = (json: string): Record<string, unknown> | null => {
    try {
      const v: unknown = JSON.parse(json);
      return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
    } catch (error) {
      // Reshaped once per cache fill, so a broken widget is logged once, not per page view.
      log('warn', 'a CMS widget configuration is not JSON; the widget is left out', { error });
      return null;
    }
  };
  return {
    title: area.meta?.title ?? '',
    description: area.meta?.description ?? '',
    tags: (area.tags ?? []).filter((t): t is string => !!t),
    widgets: (area.containers ?? []).flatMap((c) =>
      (c?.widgets ?? []).flatMap((w) => {
        const config = w ? parse(w.configuration) : null;
        return w && config ? [{ id: w.id, type: w.name, layout: c!.layout, config }] : [];
      }),
    ),
  };
}

export function toMenu(raw: unknown): Menu | null {
  const menu = parseUpstream(MenuSchema, raw, 'menu');
  if (!menu) return null;
  // Items without a label or URL are left out, as the original does.
  type Raw = {
    label: string;
    canonicalUrl: string;
    targetBlank?: boolean | null;
    children?: unknown;
  } | null;
  const items = (list: Raw[] | null | undefined, depth: number): MenuItem[] =>
    (list ?? []).flatMap((i) =>
      i && i.label && i.canonicalUrl
        ? [
            {
              label: i.label,
              path: i.canonicalUrl,
              newTab: i.targetBlank ?? false,
              children:
                depth < 3 && Array.isArray(i.children) ? items(i.children as Raw[], depth + 1) : [],
            },
          ]
        : [],
    );
  return { items: items(menu.menuItems, 1) };
}
