import { href, localise } from '../../../shared/routes';
import { alternatesFor, canonicalRedirect, notFound, type Screen } from '../screen';
import { prepareWidgets } from './widget-data';
import { WidgetArea } from './widgets';
import { pageTitle } from '../../../shared/page-title';

/**
 * Content pages (/{lang}/:alias, and /{lang}/content/:alias redirected there) built from their widget
 * area. A page tagged `menu` gets the info-pages menu beside it; one tagged `landing` the landing layout.
 */
export const contentScreen: Screen = async (shop, match) => {
  const { t, link, catalogue } = shop;
  const alias = match.params.alias ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(alias)) return notFound();
  const [page, infoMenu] = await Promise.all([
    catalogue.widgetArea({ alias }, shop.customerType),
    catalogue.menu('info-pages'),
  ]);
  if (!page) return notFound();
  const canonical = href(link, 'content', { alias });
  const redirect = canonicalRedirect(shop, canonical);
  if (redirect) return redirect;
  const data = await prepareWidgets(shop, page.widgets);
  const showMenu = page.tags.includes('menu') && infoMenu && infoMenu.items.length > 0;
  return {
    // A campaign page asks for the landing layout with the tag `landing` (README, content).
    ...(page.tags.includes('landing') ? { layout: 'landing' as const } : {}),
    title: pageTitle(t, page.title),
    description: page.description,
    canonical,
    alternates: alternatesFor(shop, { name: 'content', params: { alias } }),
    body: (
      <div className={showMenu ? 'content-layout with-menu' : 'content-layout'}>
        {showMenu ? (
          <nav className="info-menu" aria-label={t('content.infoPages')}>
            <ul>
              {infoMenu.items.map((i) => (
                <li key={i.path}>
                  <a
                    href={localise(link, i.path)}
                    aria-current={i.path === `/${alias}` ? 'page' : undefined}
                  >
                    {i.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <article className="content-page">
          <h1>{page.title}</h1>
          <WidgetArea
            widgets={page.widgets}
            data={data}
            t={t}
            link={link}
            imageBase={shop.config.IMAGE_BASE_URL}
          />
        </article>
      </div>
    ),
  };
};
