import type { Translate } from '../../../shared/i18n/translator';
import type { ReviewPage } from '../../../shared/types';
import { reviewResultOf, type PostedReview } from '../../../shared/reviews';
import { shopDate, shopDay } from '../../../shared/shop-time';

export const REVIEWS_PER_PAGE = 5;

/** Five stars for a score, to the nearest half (3.5 is three and a half, not four); the label says the score. */
export function Stars({ t, score }: { t: Translate; score: number }) {
  const halves = Math.round(Math.min(Math.max(score, 0), 5) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return (
    <span className="stars" role="img" aria-label={t('reviews.stars', { score })}>
      {'★'.repeat(full)}
      {half ? <span className="star-half">★</span> : null}
      <span className="stars-empty">{'★'.repeat(5 - full - half)}</span>
    </span>
  );
}

/**
 * Reviews below the product: average, count, five per page with crawlable ?reviews=N links. A
 * review's date is the day it was written in the zone of the market's country (README decision 200).
 */
export function ProductReviews({
  t,
  locale,
  country,
  page,
  reviews,
  path,
}: {
  t: Translate;
  locale: string;
  country: string;
  page: number;
  reviews: ReviewPage;
  path: string;
}) {
  const pages = Math.max(1, Math.ceil(reviews.count / REVIEWS_PER_PAGE));
  const link = (n: number) => `${path}${n > 1 ? `?reviews=${n}` : ''}#reviews`;
  return (
    <>
      {reviews.count ? (
        <p className="reviews-summary">
          <Stars t={t} score={reviews.average} />
          {` ${t('reviews.average', { score: reviews.average, count: reviews.count })}`}
        </p>
      ) : (
        <p>{t('reviews.none')}</p>
      )}
      {reviews.reviews.length ? (
        <ol className="review-list">
          {reviews.reviews.map((r, i) => (
            <li key={`${r.date}-${i}`} className="review">
              <p className="review-head">
                <Stars t={t} score={r.rating} /> <strong>{r.author}</strong>{' '}
                <time dateTime={shopDay(r.date, country)}>{shopDate(r.date, locale, country)}</time>
              </p>
              <p>{r.comment}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="review-pager" aria-label={t('reviews.paging')}>
          {page > 1 ? (
            <a href={link(page - 1)} rel="prev">
              {t('reviews.previous')}
            </a>
          ) : null}
          <span>{t('reviews.pages', { page: Math.min(page, pages), pages })}</span>
          {page < pages ? (
            <a href={link(page + 1)} rel="next">
              {t('reviews.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

const REVIEW_FAILURE = {
  invalid: 'reviews.incomplete',
  login: 'reviews.loginRequired',
  failed: 'reviews.failed',
} as const;

/**
 * The review form's result without JavaScript (`?review=`, worker/bff/reviews.ts) for its island: a
 * failure in the page's words, said here so that its texts stay out of the browser's chunk.
 */
export function postedReview(t: Translate, param: string | null): PostedReview | null {
  const result = reviewResultOf(param);
  return result === 'done' ? {} : result ? { failure: t(REVIEW_FAILURE[result]) } : null;
}
