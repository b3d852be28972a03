import { viewedProduct } from '../../shared/cookies';
import { ERROR_CODE } from '../../shared/envelope';
import { latestViewedOf, rememberLatestViewed } from '../edge/cookies';
import { jsonAction } from './action';
import { BrowserScope, IntId } from './browser-request';

const Body = BrowserScope.extend({ productId: IntId });

/**
 * POST /viewed {productId, locale, market}: a product page the browser prefetched has been shown, so
 * it is a view now (the prefetch set no cookie: a hovered card is not a viewed product).
 */
export const productViewed = jsonAction({
  endpoint: 'viewed',
  schema: Body,
  invalid: (_, t) => [{ message: t('request.unreadable'), code: ERROR_CODE.badRequest }],
  run: async (c, { productId }) => {
    rememberLatestViewed(c, viewedProduct(latestViewedOf(c), productId));
    return { data: { ok: true } };
  },
});
