import type { Context } from 'hono';
import { z } from 'zod';
import { LANGUAGE_ID } from '../../shared/locales';
import { commerceFor } from '../edge/commerce-for';
import type { WorkerEnv } from '../context';
import { customerTypeOf } from '../edge/cookies';
import { BrowserScope } from './browser-request';

const Query = BrowserScope.extend({
  q: z.string().trim().min(2).max(100),
  // At most 5 products on phones and 10 elsewhere (the client says which).
  take: z.coerce
    .number()
    .pipe(z.union([z.literal(5), z.literal(10)]))
    .catch(10),
});

/**
 * GET /search/suggest?q=…&take=5|10&locale=…&market=…: type-ahead for the header search, a read with no
 * side effects (so no Origin check). Prices follow the visitor's customer type, so it is private.
 */
export async function searchSuggest(c: Context<WorkerEnv>): Promise<Response> {
  const parsed = Query.safeParse(c.req.query());
  if (!parsed.success)
    return c.json(
      { errors: [{ message: 'q must be 2 to 100 characters', code: 'BAD_REQUEST' }] },
      400,
    );
  const { q, take, locale, market } = parsed.data;
  const customerType = customerTypeOf(c);
  const { catalogue } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType,
  });
  try {
    const suggestions = await catalogue.suggestions(q, take);
    c.header('cache-control', 'private, max-age=60');
    c.header('vary', 'Cookie');
    return c.json({ data: suggestions });
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId'),
        msg: 'search suggest failed',
        error: String(error),
      }),
    );
    return c.json(
      { errors: [{ message: 'Search is not available right now', code: 'UPSTREAM' }] },
      502,
    );
  }
}
