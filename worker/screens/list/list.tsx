import { href, localise } from '../../../shared/routes';
import type { ProductsArgs } from '../../commerce/catalogue';
import { listPage } from './list-page';
import { loadList, type ListScope } from './load';
import { loadArea } from '../content/widget-data';
import { WidgetArea } from '../content/widgets';
import { fillPlaceholders } from '../placeholders';
import { Deferred } from '../../streaming/deferred';
import { breadcrumbList, Breadcrumbs, categoryTrail } from '../../chrome/breadcrumbs';
import type { Shop } from '../../context';
import type { ScreenResult } from '../../streaming/page';
import {
  alternatesFor,
  alternatesForPath,
  aroundPart,
  canonicalRedirect,
  notFound,
  type Screen,
} from '../screen';

/** Which list a path names: its page-info URL and the products argument that selects it. */
interface ListKind {
  prefix: 'c' | 'b' | 'dc';
  param: string;
  scope: (
    alias: string,
  ) => Pick<ProductsArgs, 'categoryAlias' | 'brandAlias' | 'discountCampaignAlias'>;
}

/**
 * A list whose page info comes from the commerce API by URL: heading, descriptions (placeholders filled),
 * sub-categories. Page info and products load in parallel: one round trip, even with a cold cache.
 */
async function apiListScreen(shop: Shop, infoUrl: string, scope: ListScope): Promise<ScreenResult> {
  const { t, link } = shop;
  // The CMS areas of family Productlist (original-storefront notes 2.4): the top one is part of the first
  // screen and loads with the list; the bottom one streams in below it.
  const filters = areaFilters(scope.args);
  const bottom = aroundPart(shop, () =>
    shop.defer(
      loadArea(shop, {
        family: 'Productlist',
        areaName: 'The bottom part of the product list',
        filters,
      }),
      'list bottom area',
    ),
  );
  const [info, loaded, top, categories] = await Promise.all([
    shop.catalogue.listPage(infoUrl),
    loadList(shop.catalogue, scope, shop.url),
    aroundPart(shop, () =>
      loadArea(shop, {
        family: 'Productlist',
        areaName: 'The top part of the product list',
        filters,
      }),
    ),
    // A category page shows where it sits in the tree.
    scope.args.categoryAlias
      ? aroundPart(shop, () => shop.catalogue.categories())
      : Promise.resolve(null),
  ]);
  if (!info) return notFound();
  const canonicalPath = localise(link, info.path);
  const redirect = canonicalRedirect(shop, canonicalPath);
  if (redirect) return redirect;
  const placeholders = (count: number) => ({
    count,
    name: info.name,
    category: info.name,
    dshort: info.description,
  });
  const crumbs =
    categories && scope.args.categoryAlias
      ? categoryTrail(shop, categories, {
          alias: scope.args.categoryAlias,
          name: info.name,
          path: info.path,
        })
      : null;
  return listPage(shop, scope, loaded, ({ count, canonicalQuery }) => ({
    title: fillPlaceholders(info.meta.title, placeholders(count)),
    description: fillPlaceholders(info.meta.description, placeholders(count)),
    path: canonicalPath,
    label: info.name,
    alternates: alternatesForPath(shop, info.path, canonicalQuery),
    structuredData: crumbs ? [breadcrumbList(crumbs)] : undefined,
    head: (
      <header className="list-head">
        {crumbs ? <Breadcrumbs shop={shop} crumbs={crumbs} /> : null}
        {info.hideTitle ? null : <h1>{info.name}</h1>}
        {info.description ? (
          <p className="list-description">
            {fillPlaceholders(info.description, placeholders(count))}
          </p>
        ) : null}
        {info.subCategories.length ? (
          <nav aria-label={t('list.subCategories')}>
            <ul className="chips">
              {info.subCategories.map((c) => (
                <li key={c.id}>
                  <a href={localise(link, c.path)}>{c.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {top ? (
          <WidgetArea {...top} t={t} link={link} imageBase={shop.config.IMAGE_BASE_URL} />
        ) : null}
      </header>
    ),
    foot: (
      <Deferred promise={bottom} fallback={null}>
        {(area) => (
          <WidgetArea {...area} t={t} link={link} imageBase={shop.config.IMAGE_BASE_URL} />
        )}
      </Deferred>
    ),
  }));
}

/** Which page the list is, in the CMS's terms: its areas can target a category, a brand or a campaign. */
function areaFilters(args: ProductsArgs): { key: string; value: string }[] {
  if (args.categoryAlias) return [{ key: 'Category', value: args.categoryAlias }];
  if (args.brandAlias) return [{ key: 'Brand', value: args.brandAlias }];
  if (args.discountCampaignAlias) return [{ key: 'Campaign', value: args.discountCampaignAlias }];
  return [];
}

const listScreen =
  (kind: ListKind): Screen =>
  async (shop, match) => {
    const path = match.params.path ?? match.params[kind.param] ?? '';
    const alias = kind.prefix === 'c' ? (match.params[kind.param] ?? '') : path;
    return apiListScreen(shop, `/${kind.prefix}/${path}`, {
      args: kind.scope(alias),
      defaultSort: 'LATEST',
    });
  };

/** Generic lists by URL: /l/<alias> (canonical) and /list/<alias> (redirected to it). */
export const genericListScreen: Screen = async (shop, match) => {
  const url = `/l/${match.params.path ?? ''}`;
  return apiListScreen(shop, url, { args: { url }, defaultSort: 'LATEST' });
};

/** Category list (/c/…, only the last segment is the alias), brand list (/b/…), campaign list (/dc/…). */
export const categoryScreen = listScreen({
  prefix: 'c',
  param: 'category',
  scope: (categoryAlias) => ({ categoryAlias }),
});
export const brandScreen = listScreen({
  prefix: 'b',
  param: 'brand',
  scope: (brandAlias) => ({ brandAlias }),
});
export const campaignScreen = listScreen({
  prefix: 'dc',
  param: 'discountCampaign',
  scope: (discountCampaignAlias) => ({ discountCampaignAlias }),
});

/** All new products (/sv/nyheter, /en/news), newest first. */
export const newsScreen: Screen = async (shop, match) => {
  const { t, link } = shop;
  const path = href(link, 'news');
  const scope: ListScope = { args: {}, defaultSort: 'LATEST' };
  return listPage(
    shop,
    scope,
    await loadList(shop.catalogue, scope, shop.url),
    ({ count, canonicalQuery }) => ({
      title: t('news.title'),
      description: fillPlaceholders(t('news.description'), { count }),
      path,
      label: t('news.title'),
      alternates: alternatesFor(shop, match, canonicalQuery),
      head: (
        <header className="list-head">
          <h1>{t('news.title')}</h1>
        </header>
      ),
    }),
  );
};
