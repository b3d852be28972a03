import { z } from 'zod';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID } from '../../shared/locales';
import { ReviewInput } from '../../shared/reviews';
import { commerceFor } from '../edge/commerce-for';
import { customerSessionOf } from '../identity/customer-session';
import { log } from '../log';
import { jsonAction } from './action';
import { BrowserScope } from './browser-request';

const Body = BrowserScope.extend({
  alias: z.string().regex(/^[a-z0-9-]{1,120}$/),
  ...ReviewInput.shape,
});

/**
 * POST /reviews {alias, rating, author, comment, locale, market}: a logged-in customer's review
 * (postProductReview with the customer's token). The API holds it until an operator accepts it.
 * Errors come back in the shopper's language, per field.
 */
export const postReview = jsonAction({
  endpoint: 'reviews',
  schema: Body,
  invalid: (issues, t) =>
    [...new Set(issues.map((i) => String(i.path[0])))].map((field) => ({
      field,
      message: field === 'rating' ? t('reviews.starsRequired') : t('form.required'),
      code: 'INVALID_INPUT',
    })),
  run: async (c, { alias, rating, author, comment, locale, market }, t) => {
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
    // With the customer's token, refreshed and retried once if the API refuses it.
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
  },
});
