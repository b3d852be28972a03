import type { ProductList, Widget } from '../../../shared/types';
import type { WidgetAreaSelector } from '../../commerce/catalogue';
import type { Shop } from '../../context';
import { showsFavoritesList } from '../page-cache';
import { orNull } from '../../streaming/deferred';
import { sanitizeHtml } from './sanitize-html';

/** What a screen prepares before rendering an area: sanitised HTML, and product lists that stream in. */
export interface WidgetData {
  html: Map<string, string>;
  products: Map<string, Promise<ProductList | null>>;
}

const ROW_SIZE = 4;
/** A configuration value as text ('' when it is not a string): CMS configuration is free-form JSON. */
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Rows a Product list widget shows: pageCount rows of 4 when limited (at most 5 rows), otherwise 20 products. */
export const productTake = (c: Record<string, unknown>) =>
  c.limitNrOfRows ? ROW_SIZE * Math.min(Math.max(Number(c.pageCount) || 1, 1), 5) : 20;

/** A CMS image at a width from the image service (Geins: `<server>/pagewidget/<W>w/<fileName>`). */
export const widgetImageUrl = (imageBase: string, file: string, width: number) =>
  `${imageBase}/pagewidget/${width}w/${encodeURIComponent(file)}`;

/**
 * Starts what the widgets need: HTML is sanitised now (it is in the shell); product lists are deferred,
 * so the area's text and banners reach the visitor before any product query has answered.
 */
export async function prepareWidgets(shop: Shop, widgets: Widget[]): Promise<WidgetData> {
  const data: WidgetData = { html: new Map(), products: new Map() };
  await Promise.all(
    widgets.map(async (w) => {
      if (w.type === 'HTML' || w.type === 'Rich text')
        data.html.set(w.id, await sanitizeHtml(str(w.config.html) || str(w.config.text)));
      if (w.type === 'Product list') {
        const list = widgetProducts(shop, w.config);
        if (list) data.products.set(w.id, shop.defer(list, `product list widget ${w.id}`));
      }
    }),
  );
  return data;
}

/**
 * A Product list widget's products: by its search parameters, or (mode LATEST_VIEWED / FAVORITES) the
 * visitor's recently viewed products or favorites, newest first, in that order. Null when a personal list
 * is empty: the widget then does not show.
 */
function widgetProducts(shop: Shop, config: Record<string, unknown>): Promise<ProductList> | null {
  const take = productTake(config);
  const mode = str(config.mode);
  if (mode === 'LATEST_VIEWED' || mode === 'FAVORITES') {
    if (mode === 'FAVORITES') showsFavoritesList(shop);
    const ids = (
      mode === 'LATEST_VIEWED' ? shop.latestViewed : [...shop.favorites].reverse()
    ).slice(0, take);
    return ids.length
      ? shop.catalogue
          .productsInOrder(ids)
          .then((products) => ({ count: products.length, products }))
      : null;
  }
  const filter = (config.searchParameters ?? {}) as Record<string, unknown>;
  const facets = Array.isArray(filter.facets)
    ? filter.facets.filter((f): f is string => typeof f === 'string')
    : undefined;
  return shop.catalogue.products({
    take,
    filter: {
      sort: str(filter.sort) || 'LATEST',
      searchText: str(filter.searchText) || undefined,
      facets,
    },
  });
}

/** An area ready to render: its widgets and what they need. */
export interface PreparedArea {
  widgets: Widget[];
  data: WidgetData;
}

/**
 * A page's optional CMS area (list and product pages): nothing when the CMS has none for the page, and
 * nothing, logged, when the CMS fails to answer: the area never takes the page down with it.
 */
export async function loadArea(shop: Shop, area: WidgetAreaSelector): Promise<PreparedArea | null> {
  const page = await orNull(
    shop.catalogue.widgetArea(area, shop.customerType),
    `widget area ${JSON.stringify(area)}`,
    shop.requestId,
  );
  return page?.widgets.length
    ? { widgets: page.widgets, data: await prepareWidgets(shop, page.widgets) }
    : null;
}

/** The first Banner's image: the start page preloads it as its largest paint. */
export const bannerImage = (widgets: Widget[], imageBase: string) => {
  const banner = widgets.find(
    (w) =>
      w.type === 'Banner' && str((w.config.image as Record<string, unknown> | undefined)?.filename),
  );
  return banner
    ? widgetImageUrl(
        imageBase,
        str((banner.config.image as Record<string, unknown>).filename),
        1200,
      )
    : undefined;
};
