import { FAVORITE_PATH } from '../../shared/favorite-form';
import { useApp } from '../app-context';

/**
 * A favorite heart: a toggle button wired by client/favorites/hearts.ts (hidden until then). aria-pressed
 * carries the state; the label stays the same. For a browser that runs no scripts (`noScript`, known
 * from its second page on) it is a plain form's button that asks for the other state (POST /favorite);
 * should scripts run after all, the page turns it back into a button (worker/chrome/document.tsx).
 */
export function FavoriteButton({
  productId,
  alias,
  name,
  path,
}: {
  productId: number;
  alias: string;
  name: string;
  /** The product's page: where the plain form goes back to when the browser sends no Referer. */
  path: string;
}) {
  const { t, locale, favorites, noScript } = useApp();
  const pressed = favorites?.includes(productId) ?? false;
  const button = (
    <button
      type={noScript ? 'submit' : 'button'}
      className="favorite"
      name={noScript ? 'favorite' : undefined}
      value={noScript ? (pressed ? 'off' : 'on') : undefined}
      data-favorite={productId}
      data-favorite-alias={alias}
      aria-pressed={pressed ? 'true' : 'false'}
      aria-label={t('favorites.toggle', { name })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20.5 4.2 12.9A4.9 4.9 0 0 1 11.2 6l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z" />
      </svg>
    </button>
  );
  if (!noScript) return button;
  return (
    <form className="favorite-form" method="post" action={FAVORITE_PATH}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="back" value={path} />
      {button}
    </form>
  );
}
