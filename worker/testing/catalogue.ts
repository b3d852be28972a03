import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import { catalogue } from '../commerce/catalogue';
import { createCommerceClient } from '../commerce/client';
import { embeddedFetch } from './graphql';

/**
 * The catalogue as a page reads it (embedded backend in-process, no edge cache), for tests that need
 * real reshaped objects: products, lists, menus, reviews. Reads of one catalogue share the isolate's
 * memory cache, so the same query gives the same object, as it does across requests.
 */
export const testCatalogue = (locale: Locale = 'sv') =>
  catalogue(
    createCommerceClient({
      endpoint: 'http://shop.test/_commerce/graphql',
      apiKey: 'test-key',
      scope: {
        channelId: '1|se',
        marketId: 'se',
        languageId: LANGUAGE_ID[locale],
        customerType: 'PERSON',
      },
      cache: null,
      waitUntil: () => {},
      fetch: (input, init) => embeddedFetch(String(input), init as RequestInit),
    }),
    { imageBase: '/_commerce' },
    '1|se',
  );
