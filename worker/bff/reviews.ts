import type { Context } from 'hono';
import { z } from 'zod';
import { LANGUAGE_ID } from '../../shared/locales';
import { ReviewInput } from '../../shared/reviews';
import { commerceFor } from '../edge/commerce-for';
import { CommerceError } from '../commerce/errors';
import type { WorkerEnv } from '../context';
import { authTokenOf } from '../edge/cookies';
import { BrowserScope, translatorForBody } from './browser-request';

const Body = BrowserScope.extend({
  alias: z.string().regex(/^[a-z0-9-]{1,120}$/),
  ...ReviewInput.shape,
});

/**
 * POST /reviews {alias, rating, author, comment, locale, market}: a logged-in customer's review
 * (postProductReview with the customer's token). The API holds it until an operator accepts it.
 * JSON only, same origin (checked before); errors come back in the shopper's language, per field.
 */
export async function postReview(c: Context<WorkerEnv>): Promise<Response> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    return c.json(
      { errors: [{ message: 'Expected application/json', code: 'UNSUPPORTED_MEDIA_TYPE' }] },
      415,
    );
  c.header('cache-control', 'no-store');
  const raw: unknown = await c.req.json().catch(() => null);
  const t = translatorForBody(raw);
  const token = authTokenOf(c);
  if (!token)
    return c.json(
      { errors: [{ message: t('reviews.loginRequired'), code: 'UNAUTHENTICATED' }] },
      401,
    );
  const parsed = Body.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    return c.json(
      {
        errors: fields.map((field) => ({
          field,
          message: field === 'rating' ? t('reviews.starsRequired') : t('form.required'),
          code: 'INVALID_INPUT',
        })),
      },
      400,
    );
  }
  const { alias, rating, author, comment, locale, market } = parsed.data;
  const { client } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: 'PERSON',
  });
  try {
    await client.mutate('postProductReview', { alias, rating, author, comment }, { bearer: token });
    return c.json({ data: { ok: true } });
  } catch (error) {
    // The API refused the customer's token (expired, revoked): the shopper has to log in again.
    if (error instanceof CommerceError && error.code === 'UNAUTHENTICATED')
      return c.json(
        { errors: [{ message: t('reviews.loginRequired'), code: 'UNAUTHENTICATED' }] },
        401,
      );
    const unknownProduct = error instanceof CommerceError && error.code === 'PRODUCT_NOT_FOUND';
    if (!unknownProduct)
      console.error(
        JSON.stringify({
          level: 'error',
          requestId: c.get('requestId'),
          msg: 'review failed',
          error: String(error),
        }),
      );
    return c.json(
      {
        errors: [
          { message: t('reviews.failed'), code: unknownProduct ? 'PRODUCT_NOT_FOUND' : 'UPSTREAM' },
        ],
      },
      unknownProduct ? 404 : 502,
    );
  }
}
