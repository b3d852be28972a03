import { href, localise } from '../../../shared/routes';
import type { ProductList } from '../../../shared/types';
import { sanitizeHtml } from '../../render/sanitize-html';
import { alternatesFor, canonicalRedirect, notFound, type Screen } from '../screen';
import { WidgetView, type WidgetData } from './widgets';

const ROWS = 4;

/**
 * Content pages (/{lang}/:alias, and /{lang}/content/:alias redirected there) built from their widget
 * area. HTML is sanitised and product lists are fetched before rendering, in parallel; a page tagged
 * `menu` gets the info-pages menu beside it.
 */
export const contentScreen: Screen = async (shop, match) => {
  const { t, link, catalogue } = shop;
  const alias = match.params.alias ?? '';
  if (!/^[a-z0-9-]{1,80}$/.test(alias)) return notFound();
  const [page, infoMenu] = await Promise.all([catalogue.contentPage(alias, shop.customerType), catalogue.menu('info-pages').catch(() => null)]);
  if (!page) return notFound();
  const canonical = href(link, 'content', { alias });
  const redirect = canonicalRedirect(shop, canonical);
  if (redirect) return redirect;
  const data: WidgetData = { html: new Map(), products: new Map() };
  await Promise.all(page.widgets.map(async (w) => {
    if (w.type === 'HTML' || w.type === 'Rich text') data.html.set(w.id, await sanitizeHtml(String(w.config.html ?? w.config.text ?? '')));
    if (w.type === 'Product list') {
      const filter = (w.config.searchParameters ?? {}) as { sort?: string; searchText?: string; facets?: string[] };
      const take = w.config.limitNrOfRows ? ROWS * Math.min(Math.max(Number(w.config.pageCount) || 1, 1), 5) : 20;
      const list: ProductList = await catalogue.products({ take, filter: { sort: typeof filter.sort === 'string' ? filter.sort : 'LATEST', searchText: filter.searchText, facets: filter.facets } }).catch(() => ({ count: 0, products: [] }));
      data.products.set(w.id, list);
    }
  }));
  const showMenu = page.tags.includes('menu') && infoMenu && infoMenu.items.length > 0;
  return {
    title: `${page.title} | Ralph`, description: page.description, canonical, alternates: alternatesFor(shop, { name: 'content', params: { alias } }),
    body: (
      <div className={showMenu ? 'content-layout with-menu' : 'content-layout'}>
        {showMenu ? (
          <nav className="info-menu" aria-label={t('content.infoPages')}>
            <ul>{infoMenu.items.map((i) => <li key={i.path}><a href={localise(link, i.path)} aria-current={i.path === `/${alias}` ? 'page' : undefined}>{i.label}</a></li>)}</ul>
          </nav>
        ) : null}
        <article className="content-page">
          <h1>{page.title}</h1>
          {page.widgets.map((w) => <WidgetView key={w.id} widget={w} data={data} t={t} link={link} imageBase={shop.config.IMAGE_BASE_URL} />)}
        </article>
      </div>
    ),
  };
};
