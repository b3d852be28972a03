import { z } from 'zod';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID } from '../../shared/locales';
import { commerceFor } from '../edge/commerce-for';
import { customerTypeOf } from '../edge/cookies';
import { CommerceError } from '../commerce/errors';
import { log } from '../log';
import { queryAction } from './action';
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
export const searchSuggest = queryAction({
  endpoint: 'suggest',
  schema: Query,
  invalid: (_, t) => [{ message: t('search.termLength'), code: ERROR_CODE.badRequest, field: 'q' }],
  run: async (c, { q, take, locale, market }, t) => {
    const { catalogue } = commerceFor(c, {
      marketId: market,
      languageId: LANGUAGE_ID[locale],
      customerType: customerTypeOf(c),
    });
    try {
      const suggestions = await catalogue.suggestions(q, take);
      c.header('cache-control', 'private, max-age=60');
      c.header('vary', 'Cookie');
      return { data: suggestions };
    } catch (error) {
      log('error', 'search suggest failed', { requestId: c.get('requestId'), error });
      return {
        errors: [{ message: t('search.unavailable'), code: ERROR_CODE.upstream }],
        status: error instanceof CommerceError ? error.status : 502,
      };
    }
  },
});
