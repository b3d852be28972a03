import type { ReactNode } from 'react';
import { log } from '../../log';
import { z } from 'zod';
import { ProductGrid } from '../../../client/components/product-card';
import type { Translate } from '../../../shared/i18n/translator';
import { localise, type LinkContext } from '../../../shared/routes';
import type { Widget } from '../../../shared/types';
import { CachedHtml } from '../../streaming/cached-html';
import { Deferred } from '../../streaming/deferred';
import { GridSkeleton } from '../../chrome/skeleton';
import { productTake, str, widgetImageUrl, type WidgetData } from './widget-data';

/** Site links in CMS configuration may carry a locale prefix; they get the visitor's market and locale. External ones stay. */
const siteHref = (link: LinkContext, href: string) =>
  /^https?:/i.test(href) ? href : localise(link, href.replace(/^\/(sv|en)(?=\/|$)/, '') || '/');

/** Whether the area's first widget carries a title that can be the page's h1 (the start page has no other). */
export const opensWithTitle = (widgets: Widget[]) =>
  (widgets[0]?.type === 'Banner' || widgets[0]?.type === 'Text') && !!str(widgets[0].config.title);

/**
 * An area's widgets on a 12-column grid: containers are full, half, third or quarter wide (one column on
 * phones). With `titleIsHeading` the first widget's title is the page's h1 and its image the largest paint.
 */
export function WidgetArea({
  widgets,
  data,
  t,
  link,
  imageBase,
  titleIsHeading = false,
}: {
  widgets: Widget[];
  data: WidgetData;
  t: Translate;
  link: LinkContext;
  imageBase: string;
  titleIsHeading?: boolean;
}) {
  return (
    <div className="widget-area">
      {widgets.map((w, i) => (
        <div
          key={w.id}
          className={`widget-cell ${['half', 'third', 'quarter'].includes(w.layout) ? w.layout : 'full'}`}
        >
          <WidgetView
            widget={w}
            data={data}
            t={t}
            link={link}
            imageBase={imageBase}
            first={titleIsHeading && i === 0}
          />
        </div>
      ))}
    </div>
  );
}

// Selling points: {"component": "usps", "title": "…", "items": ["…", …]}
const Usps = z.object({
  title: z.string().max(200).optional(),
  items: z.array(z.string().max(200)).min(1).max(12),
});

/**
 * JSON widgets carry data for the shop's own components (the original's cms-json-container): the JSON's
 * `component` picks one here. Unknown components, and JSON that is not for a component, render nothing.
 */
const JSON_COMPONENTS: Record<string, (data: unknown) => ReactNode> = {
  usps: (data) => {
    const usps = Usps.safeParse(data);
    return usps.success ? (
      <section className="widget widget-usps">
        {usps.data.title ? <h2>{usps.data.title}</h2> : null}
        <ul>
          {usps.data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    ) : null;
  },
};

function JsonWidget({ json }: { json: string }) {
  let data: unknown = null;
  try {
    data = JSON.parse(json);
  } catch (error) {
    log('warn', 'a JSON widget holds no JSON; it renders nothing', { error });
    return null;
  }
  const component =
    data && typeof data === 'object' ? (data as { component?: unknown }).component : undefined;
  return typeof component === 'string' && Object.hasOwn(JSON_COMPONENTS, component) ? (
    <>{JSON_COMPONENTS[component]!(data)}</>
  ) : null;
}

/** One CMS widget by type; unknown types render nothing. */
export function WidgetView({
  widget,
  data,
  t,
  link,
  imageBase,
  first,
}: {
  widget: Widget;
  data: WidgetData;
  t: Translate;
  link: LinkContext;
  imageBase: string;
  first: boolean;
}) {
  const c = widget.config;
  const Title = first ? 'h1' : 'h2';
  switch (widget.type) {
    case 'Text':
      return (
        <section className="widget widget-text">
          {str(c.title) ? <Title>{str(c.title)}</Title> : null}
          {str(c.text) ? <p>{str(c.text)}</p> : null}
        </section>
      );
    case 'Rich text':
    case 'HTML':
      return (
        <section
          className="widget widget-html"
          dangerouslySetInnerHTML={{ __html: data.html.get(widget.id) ?? '' }}
        />
      );
    case 'Image': {
      const image = (c.image ?? {}) as Record<string, unknown>;
      if (!str(image.filename)) return null;
      const img = (
        <img
          src={widgetImageUrl(imageBase, str(image.filename), 800)}
          alt={str(image.altText)}
          width={800}
          height={500}
          loading="lazy"
        />
      );
      return (
        <figure className="widget widget-image">
          {str(image.href) ? <a href={siteHref(link, str(image.href))}>{img}</a> : img}
        </figure>
      );
    }
    case 'Banner': {
      const image = (c.image ?? {}) as Record<string, unknown>;
      return (
        <section
          className={
            str(image.filename) ? 'widget widget-banner with-image' : 'widget widget-banner'
          }
        >
          {str(image.filename) ? (
            <img
              className="banner-image"
              src={widgetImageUrl(imageBase, str(image.filename), 1200)}
              alt={str(image.altText)}
              width={1200}
              height={500}
              fetchPriority={first ? 'high' : undefined}
              loading={first ? undefined : 'lazy'}
            />
          ) : null}
          <div className="banner-text">
            {str(c.title) ? <Title>{str(c.title)}</Title> : null}
            {str(c.text) ? <p>{str(c.text)}</p> : null}
            {str(c.href) && str(c.buttonText) ? (
              <a className="button primary" href={siteHref(link, str(c.href))}>
                {str(c.buttonText)}
              </a>
            ) : null}
          </div>
        </section>
      );
    }
    case 'Buttons': {
      const buttons = Array.isArray(c.buttons) ? (c.buttons as Record<string, unknown>[]) : [];
      return (
        <nav className="widget widget-buttons" aria-label={str(c.title) || t('content.links')}>
          {buttons
            .filter((b) => str(b.href))
            .map((b) => (
              <a key={str(b.href)} className="button" href={siteHref(link, str(b.href))}>
                {str(b.buttonText)}
              </a>
            ))}
        </nav>
      );
    }
    case 'Product list': {
      const list = data.products.get(widget.id);
      if (!list) return null;
      const title = str(c.title);
      return (
        <section className="widget widget-products">
          {title ? <Title>{title}</Title> : null}
          <Deferred promise={list} fallback={<GridSkeleton count={Math.min(productTake(c), 8)} />}>
            {(products) =>
              products.products.length ? (
                <CachedHtml
                  render={ProductGrid}
                  props={{ products: products.products, label: title || t('content.products') }}
                  attributes={{ className: 'contents' }}
                />
              ) : str(c.mode) ? null : (
                <p>{t('content.noProducts')}</p>
              )
            }
          </Deferred>
        </section>
      );
    }
    case 'Video':
      // No third-party player before consent: a link to the video.
      return str(c.videoProvider) === 'youtube' && /^[\w-]{6,20}$/.test(str(c.videoId)) ? (
        <p className="widget widget-video">
          <a
            href={`https://www.youtube.com/watch?v=${str(c.videoId)}`}
            rel="noopener"
          >{`${t('content.video')}: ${str(c.title) || str(c.videoId)}`}</a>
        </p>
      ) : null;
    case 'JSON':
      return <JsonWidget json={str(c.json)} />;
    default:
      return null;
  }
}
