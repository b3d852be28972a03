// A plain rule, no zod: the review form runs it in the browser, where zod/mini cost 7.9 KB gzip
// (README decision 210). The Worker's schema calls it (worker/bff/reviews.ts).

/** Lengths a review's fields may have (the form's maxLength). */
export const REVIEW_LIMITS = { author: 80, comment: 2000 } as const;

/** A review as a shopper writes it: the form checks it before sending, the Worker again on arrival. */
export interface ReviewInput {
  /** Whole stars, 1 to 5. */
  rating: number;
  author: string;
  comment: string;
}
export type ReviewField = keyof ReviewInput;
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'author', 'comment'];

/** Text that is something once its surrounding spaces are gone, and not longer than `max`. */
const filled = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 && value.trim().length <= max;

/** The fields of a review that are missing or wrong, in form order. */
export function reviewProblems(input: unknown): ReviewField[] {
  const review = (typeof input === 'object' && input ? input : {}) as Partial<ReviewInput>;
  const rating = review.rating;
  const valid: Record<ReviewField, boolean> = {
    rating: Number.isInteger(rating) && rating! >= 1 && rating! <= 5,
    author: filled(review.author, REVIEW_LIMITS.author),
    comment: filled(review.comment, REVIEW_LIMITS.comment),
  };
  return REVIEW_FIELDS.filter((field) => !valid[field]);
}

/**
 * The product page's query parameter for the review form's result without JavaScript (a plain POST
 * to /reviews answers 303 back with it): shown at the form, in the page's language.
 */
export const REVIEW_RESULT_PARAM = 'review';
export const REVIEW_RESULTS = ['done', 'invalid', 'login', 'failed'] as const;
export type ReviewResult = (typeof REVIEW_RESULTS)[number];
export const reviewResultOf = (value: string | null): ReviewResult | null =>
  REVIEW_RESULTS.find((r) => r === value) ?? null;
/** The form's result as the page hands it to the island: done, or why not in the page's words. */
export type PostedReview = { failure?: string };
/** The form's fragment: the page scrolls back to it. */
export const REVIEW_FORM_FRAGMENT = 'review-form';
