import type { Translate } from '../../shared/i18n/translator';

/** Count bar and crawlable previous/next links (?page=N) under a product list. */
export function ListPager({ t, page, shown, total, path }: { t: Translate; page: number; shown: number; total: number; path: string }) {
  const last = Math.max(1, Math.ceil(total / 20));
  const link = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className="pager" aria-label={t('list.page', { page })}>
      <p className="count-bar" data-testid="count-bar">{t('list.seen', { shown, total })}</p>
      <progress max={total} value={shown} aria-hidden="true" />
      <div className="pager-links">
        {page > 1 ? <a className="button" rel="prev" href={link(page - 1)}>{t('list.previous')}</a> : null}
        {page < last ? <a className="button" rel="next" href={link(page + 1)}>{t('list.next')}</a> : null}
      </div>
    </nav>
  );
}
