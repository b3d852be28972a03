import { z } from 'zod';
import { TOKEN_PATTERN } from '../../../shared/cookies';
import { href } from '../../../shared/routes';
import { alternatesFor, type Screen } from '../screen';
import { prepareWidgets } from './widget-data';
import { WidgetArea } from './widgets';
import { pageTitle } from '../../../shared/page-title';

/** A Geins admin's token (the shape of any API token). Anything else is not a preview link. */
const LoginToken = z.string().regex(TOKEN_PATTERN).min(16).max(4096);

/**
 * /{lang}/preview-widgets?loginToken=…: what the CMS editor is previewing, asked for with `preview: true`
 * and the token as the bearer (the API works out the area from the token). Guarded: without a token the
 * visitor goes to the start page (spec routing rule 1). Never cached, never indexed.
 */
export const previewWidgetsScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const token = LoginToken.safeParse(shop.url.searchParams.get('loginToken'));
  if (!token.success) return { redirect: href(link, 'home'), status: 302 };
  const area = await shop.catalogue.previewArea(token.data, shop.customerType);
  const search = `?loginToken=${encodeURIComponent(token.data)}`;
  const base = {
    canonical: href(link, 'previewWidgets'),
    alternates: alternatesFor(shop, match, search),
    robots: 'noindex, nofollow',
  };
  if (!area) {
    return {
      ...base,
      status: 404,
      title: pageTitle(t, t('preview.unavailable')),
      description: '',
      body: (
        <div className="message-page">
          <h1>{t('preview.unavailable')}</h1>
          <p>{t('preview.unavailableText')}</p>
        </div>
      ),
    };
  }
  const data = await prepareWidgets(shop, area.widgets);
  return {
    ...base,
    title: pageTitle(t, `${t('preview.title')}: ${area.title}`),
    description: area.description,
    body: (
      <article className="content-page">
        <p className="preview-note" role="note">
          {t('preview.note')}
        </p>
        <h1>{area.title}</h1>
        <WidgetArea
          widgets={area.widgets}
          data={data}
          t={t}
          link={link}
          imageBase={shop.config.IMAGE_BASE_URL}
        />
      </article>
    ),
  };
};
