// zod/mini: the same schema in the browser costs a few KiB instead of all of zod.
import * as z from 'zod/mini';

/** Lengths a review's fields may have (the form's maxLength). */
export const REVIEW_LIMITS = { author: 80, comment: 2000 } as const;

/** A review as a shopper writes it: the form checks it before sending, the Worker again on arrival. */
export const ReviewInput = z.object({
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_LIMITS.author)),
  comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(REVIEW_LIMITS.comment)),
});
export type ReviewField = keyof z.infer<typeof ReviewInput>;
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'author', 'comment'];

/** The fields of a review that are missing or wrong, in form order. */
export function reviewProblems(input: unknown): ReviewField[] {
  const result = ReviewInput.safeParse(input);
  if (result.success) return [];
  const wrong = new Set(result.error.issues.map((i) => i.path[0]));
  return REVIEW_FIELDS.filter((f) => wrong.has(f));
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
