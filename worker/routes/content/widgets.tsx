import { ProductGrid } from '../../../client/components/product-card';
import type { Translate } from '../../../shared/i18n/translator';
import { localise, type LinkContext } from '../../../shared/routes';
import type { ProductList, Widget } from '../../../shared/types';

/** What the content screen prepares before rendering: sanitised HTML and product lists, by widget id. */
export interface WidgetData { html: Map<string, string>; products: Map<string, ProductList> }

const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Site links in CMS configuration are locale-free or already localised; external ones stay as they are. */
const siteHref = (link: LinkContext, href: string) => (/^https?:/i.test(href) || /^\/(sv|en)(\/|$)/.test(href) ? href : localise(link, href));

/** One CMS widget by type; unknown types and JSON (data for custom components) render nothing. */
export function WidgetView({ widget, data, t, link, imageBase }: { widget: Widget; data: WidgetData; t: Translate; link: LinkContext; imageBase: string }) {
  const c = widget.config;
  switch (widget.type) {
    case 'Text':
      return <section className="widget widget-text">{str(c.title) ? <h2>{str(c.title)}</h2> : null}{str(c.text) ? <p>{str(c.text)}</p> : null}</section>;
    case 'Rich text':
    case 'HTML':
      return <section className="widget widget-html" dangerouslySetInnerHTML={{ __html: data.html.get(widget.id) ?? '' }} />;
    case 'Image': {
      const image = (c.image ?? {}) as Record<string, unknown>;
      if (!str(image.filename)) return null;
      const img = <img src={`${imageBase}/pagewidget/800w/${encodeURIComponent(str(image.filename))}`} alt={str(image.altText)} width={800} height={500} loading="lazy" />;
      return <figure className="widget widget-image">{str(image.href) ? <a href={siteHref(link, str(image.href))}>{img}</a> : img}</figure>;
    }
    case 'Banner':
      return (
        <section className="widget widget-banner">
          {str(c.title) ? <h2>{str(c.title)}</h2> : null}
          {str(c.text) ? <p>{str(c.text)}</p> : null}
          {str(c.href) && str(c.buttonText) ? <a className="button primary" href={siteHref(link, str(c.href))}>{str(c.buttonText)}</a> : null}
        </section>
      );
    case 'Buttons': {
      const buttons = Array.isArray(c.buttons) ? (c.buttons as Record<string, unknown>[]) : [];
      return <nav className="widget widget-buttons" aria-label={t('content.links')}>{buttons.filter((b) => str(b.href)).map((b) => <a key={str(b.href)} className="button" href={siteHref(link, str(b.href))}>{str(b.buttonText)}</a>)}</nav>;
    }
    case 'Product list': {
      const list = data.products.get(widget.id);
      if (!list?.products.length) return null;
      return <section className="widget widget-products">{str(c.title) ? <h2>{str(c.title)}</h2> : null}<ProductGrid products={list.products} label={str(c.title) || t('content.products')} /></section>;
    }
    case 'Video':
      // No third-party player before consent: a link to the video.
      return str(c.videoProvider) === 'youtube' && /^[\w-]{6,20}$/.test(str(c.videoId))
        ? <p className="widget widget-video"><a href={`https://www.youtube.com/watch?v=${str(c.videoId)}`} rel="noopener">{`${t('content.video')}: ${str(c.title) || str(c.videoId)}`}</a></p>
        : null;
    default:
      return null;
  }
}
