import { useApp } from '../app-context';

/**
 * A favorite heart: a toggle button wired by client/favorites/hearts.ts (hidden until then, as it
 * cannot work without JavaScript). aria-pressed carries the state; the label stays the same.
 */
export function FavoriteButton({
  productId,
  alias,
  name,
}: {
  productId: number;
  alias: string;
  name: string;
}) {
  const { t, favorites } = useApp();
  return (
    <button
      type="button"
      className="favorite"
      data-favorite={productId}
      data-favorite-alias={alias}
      aria-pressed={favorites?.includes(productId) ? 'true' : 'false'}
      aria-label={t('favorites.toggle', { name })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20.5 4.2 12.9A4.9 4.9 0 0 1 11.2 6l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z" />
      </svg>
    </button>
  );
}
