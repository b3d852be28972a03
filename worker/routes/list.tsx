import { ProductGrid } from '../../client/components/product-card';
import { localise } from '../../shared/routes';
import type { ProductsArgs } from '../commerce/catalogue';
import { ListPager } from './list-pager';
import { alternatesForPath, canonicalRedirect, notFound, pageNumber, PAGE_SIZE, type Screen } from './screen';

/** Which list a path names: its page-info URL and the products argument that selects it. */
interface ListKind { prefix: 'c' | 'b' | 'dc'; param: string; scope: (alias: string) => Pick<ProductsArgs, 'categoryAlias' | 'brandAlias' | 'discountCampaignAlias'> }

const listScreen = (kind: ListKind): Screen => async (shop, match) => {
  const { t, catalogue, link } = shop;
  const path = match.params.path ?? match.params[kind.param] ?? '';
  const alias = kind.prefix === 'c' ? (match.params[kind.param] ?? '') : path;
  const page = pageNumber(shop.url);
  const [info, list] = await Promise.all([
    catalogue.listPage(`/${kind.prefix}/${path}`),
    catalogue.products({ ...kind.scope(alias), skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, filter: { sort: 'LATEST' } }),
  ]);
  if (!info) return notFound();
  if (page > 1 && list.products.length === 0) return notFound();
  const canonicalPath = localise(link, info.path);
  const redirect = canonicalRedirect(shop, canonicalPath);
  if (redirect) return redirect;
  const query = page > 1 ? `?page=${page}` : '';
  const shown = Math.min(list.count, (page - 1) * PAGE_SIZE + list.products.length);
  return {
    title: `${info.meta.title}${page > 1 ? ` – ${t('list.page', { page })}` : ''}`, description: info.meta.description,
    canonical: canonicalPath + query, alternates: alternatesForPath(shop, info.path, query),
    preloadImage: list.products[0]?.image ?? undefined,
    body: (
      <>
        <header className="list-head">
          {info.hideTitle ? null : <h1>{info.name}</h1>}
          {info.description ? <p className="list-description">{info.description}</p> : null}
          <p className="list-count">{t('list.count', { count: list.count })}</p>
          {info.subCategories.length ? (
            <nav aria-label={t('list.subCategories')}><ul className="chips">{info.subCategories.map((c) => <li key={c.id}><a href={localise(link, c.path)}>{c.name}</a></li>)}</ul></nav>
          ) : null}
        </header>
        {list.products.length ? <ProductGrid products={list.products} eagerCount={4} label={info.name} /> : <p>{t('list.empty')}</p>}
        <ListPager t={t} page={page} shown={shown} total={list.count} path={canonicalPath} />
      </>
    ),
  };
};

/** Category list (/c/…, only the last segment is the alias), brand list (/b/…), campaign list (/dc/…). */
export const categoryScreen = listScreen({ prefix: 'c', param: 'category', scope: (categoryAlias) => ({ categoryAlias }) });
export const brandScreen = listScreen({ prefix: 'b', param: 'brand', scope: (brandAlias) => ({ brandAlias }) });
export const campaignScreen = listScreen({ prefix: 'dc', param: 'discountCampaign', scope: (discountCampaignAlias) => ({ discountCampaignAlias }) });
