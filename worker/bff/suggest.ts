import { z } from 'zod';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID } from '../../shared/locales';
import type { Suggestions } from '../../shared/types';
import { commerceFor } from '../edge/commerce-for';
import { customerTypeOf } from '../edge/cookies';
import { CommerceError } from '../commerce/errors';
import { log } from '../log';
import { queryAction } from './action';
import { BrowserScope } from './browser-request';

/** The most colours the catalogue gives one product name (the seed makes one to three). */
const COLOURS_PER_NAME = 3;

/** One suggestion per product name (the most relevant colour), at most `take`. */
export function distinctNames(suggestions: Suggestions, take: number): Suggestions {
  const seen = new Set<string>();
  const products = suggestions.products.filter((p) => {
    const key = p.name.trim().toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...suggestions, products: products.slice(0, take) };
}

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
      // Colours of one product share its name: ask for enough to fill the list once they are folded.
      const suggestions = distinctNames(
        await catalogue.suggestions(q, take * COLOURS_PER_NAME),
        take,
      );
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
