import type { Context } from 'hono';
import { z } from 'zod';
import { ERROR_CODE, type EnvelopeError } from '../../shared/envelope';
import type { Translate } from '../../shared/i18n/translator';
import { LANGUAGE_ID } from '../../shared/locales';
import {
  REVIEW_FORM_FRAGMENT,
  REVIEW_RESULT_PARAM,
  reviewProblems,
  type ReviewResult,
} from '../../shared/reviews';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { customerSessionOf } from '../identity/customer-session';
import { log } from '../log';
import { jsonAction } from './action';
import { BrowserScope, ReturnPath, translatorForPath } from './browser-request';
import { backWith, formAction, jsonOrForm } from './form-action';

const Alias = z.string().regex(/^[a-z0-9-]{1,120}$/);
/** A review with the shared rules (shared/reviews.ts): one issue per wrong field, named by its path. */
const Body = BrowserScope.extend({
  alias: Alias,
  rating: z.number(),
  author: z.string().trim(),
  comment: z.string().trim(),
}).superRefine((review, ctx) => {
  for (const field of reviewProblems(review))
    ctx.addIssue({ code: 'custom', path: [field], message: `${field} is missing or wrong` });
});

type Review = z.output<typeof Body>;
type Sent = { data: { ok: true } } | { errors: EnvelopeError[]; status: 401 | 404 | 502 };

/**
 * postProductReview with the logged-in customer's token (refreshed and retried once if the API
 * refuses it). The API holds the review until an operator accepts it. Errors in the shopper's language.
 */
async function send(
  c: Context<WorkerEnv>,
  { alias, rating, author, comment, locale, market }: Review,
  t: Translate,
): Promise<Sent> {
  const loginRequired = {
    errors: [{ message: t('reviews.loginRequired'), code: 'UNAUTHENTICATED' }],
    status: 401 as const,
  };
  const session = await customerSessionOf(c);
  if (!session) return loginRequired;
  const { client } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: 'PERSON',
  });
  const { error } = await session.customer.call((bearer) =>
    client.mutation('postProductReview', {
      variables: { alias, rating, author, comment },
      bearer,
    }),
  );
  if (!error) return { data: { ok: true } };
  // The API refused the customer's token (expired, revoked): the shopper has to log in again.
  if (error.code === 'UNAUTHENTICATED') return loginRequired;
  const unknownProduct = error.code === 'PRODUCT_NOT_FOUND';
  if (!unknownProduct) log('error', 'review failed', { requestId: c.get('requestId'), error });
  return {
    errors: [
      {
        message: t('reviews.failed'),
        code: unknownProduct ? 'PRODUCT_NOT_FOUND' : ERROR_CODE.upstream,
      },
    ],
    status: unknownProduct ? 404 : 502,
  };
}

/**
 * POST /reviews {alias, rating, author, comment, locale, market} as JSON: a logged-in customer's
 * review from the page's script. Errors come back in the shopper's language, per field.
 */
const postReviewJson = jsonAction({
  endpoint: 'reviews',
  schema: Body,
  invalid: (issues, t) =>
    [...new Set(issues.map((i) => String(i.path[0])))].map((field) => ({
      field,
      message: field === 'rating' ? t('reviews.starsRequired') : t('form.required'),
      code: 'INVALID_INPUT',
    })),
  run: (c, review, t) => send(c, review, t),
});

/**
 * The same as a plain form (no JavaScript): 303 back to the product page with
 * `?review=<result>#review-form`, which the page says at the form in its language. The text never
 * goes into a URL. The browser keeps the form from being sent with a field missing (`required`).
 */
const postReviewForm = formAction({
  endpoint: 'reviews',
  schema: BrowserScope.extend({
    alias: z.string().max(200).catch(''),
    rating: z.coerce.number().catch(0),
    author: z.string().max(1000).catch(''),
    comment: z.string().max(10_000).catch(''),
    return: ReturnPath,
  }),
  run: async (c, { return: back, ...fields }) => {
    const review = Body.safeParse(fields);
    let result: ReviewResult = 'invalid';
    if (review.success) {
      const sent = await send(c, review.data, translatorForPath(back));
      result = 'data' in sent ? 'done' : sent.status === 401 ? 'login' : 'failed';
    }
    return backWith(c, back, REVIEW_RESULT_PARAM, result, REVIEW_FORM_FRAGMENT);
  },
});

/** POST /reviews: JSON from the page's script, or the product page's form without JavaScript. */
export const postReview = jsonOrForm(postReviewJson, postReviewForm);
