import { href, localise } from '../../shared/routes';
import type { Category } from '../../shared/types';
import type { Shop } from '../context';

/** One step of a trail: its name and absolute URL (JSON-LD wants absolute ones). */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * Home, then the category and its ancestors from the category tree (original-storefront notes 2.3: the
 * tree builds breadcrumbs). A category missing from the tree still gets itself.
 */
export function categoryTrail(
  shop: Shop,
  categories: Category[],
  category: { alias: string; name: string; path: string },
): Crumb[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: Category[] = [];
  for (
    let c = categories.find((x) => x.alias === category.alias);
    c && chain.length < 10;
    c = byId.get(c.parentId)
  )
    chain.unshift(c);
  const steps = chain.length ? chain : category.path ? [category] : [];
  return [
    { name: shop.t('shop.home'), url: shop.url.origin + href(shop.link, 'home') },
    ...steps.map((c) => ({ name: c.name, url: shop.url.origin + localise(shop.link, c.path) })),
  ];
}

/** The visible trail; the last step is the current page. */
export function Breadcrumbs({ shop, crumbs }: { shop: Shop; crumbs: Crumb[] }) {
  return (
    <nav aria-label={shop.t('shop.breadcrumbs')} className="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.url}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <a href={c.url.slice(shop.url.origin.length)}>{c.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail. */
export const breadcrumbList = (crumbs: Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: c.url,
  })),
});
