import { pageTitle } from '../../shared/page-title';
import { href } from '../../shared/routes';
import type { Shop } from '../context';
import type { Page } from '../streaming/page';

/** The 404 page: the specification's text and a way back to the start page. */
export function notFoundPage(shop: Shop): Page {
  const { t, link } = shop;
  return {
    status: 404,
    title: pageTitle(t, t('notFound.title')),
    description: t('notFound.title'),
    robots: 'noindex',
    canonical: href(link, 'notFound'),
    alternates: {},
    body: (
      <section className="message-page">
        <h1>{t('notFound.title')}</h1>
        <a className="button primary" href={href(link, 'home')}>
          {t('notFound.toStart')}
        </a>
      </section>
    ),
  };
}
