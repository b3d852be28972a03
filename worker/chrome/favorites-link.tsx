import { href } from '../../shared/routes';
import type { Shop } from '../context';

/**
 * The header's link to the favorites page with their number, from the favorites cookie;
 * client/favorites/favorites-link.ts keeps the number current as hearts change here or in other tabs.
 */
export function FavoritesLink({ shop }: { shop: Shop }) {
  const { t, link } = shop;
  return (
    <a className="favorites-link" href={href(link, 'favorites')} data-favorites-link="">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="favorites-label">{t('favorites.title')}</span>{' '}
      <span className="badge" data-favorites-count="">
        {shop.favorites.length}
      </span>
    </a>
  );
}
