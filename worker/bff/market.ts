import { z } from 'zod';
import { rememberCheckoutMarket, rememberLocale, rememberMarket } from '../edge/cookies';
import { channelOf } from '../edge/shop';
import { ReturnPath, translatorForPath } from './browser-request';
import { formAction, pathWith } from './form-action';
import { MARKET_NOTICE, pathInMarket } from '../../shared/market-path';

const Form = z.object({
  market: z.string().regex(/^[a-z]{2,8}$/),
  return: ReturnPath,
});

/**
 * The market selector (worker/chrome/market-selector.tsx), a plain form: the specification's market
 * change. The browsing market and the checkout market become the chosen one (cookies), a language the
 * market does not allow becomes its default one, and the shopper sees the same page in the new market
 * (303), where prices and the cart are read in its currency. That page tells the other tabs
 * (`?notice=market.changed`, client/markets/market-change.ts).
 */
export const marketChange = formAction({
  endpoint: 'market',
  schema: Form,
  run: async (c, { market: alias, return: back }) => {
    const channel = await channelOf(c);
    const market = channel.markets.find((m) => m.alias === alias);
    if (!market) return c.text(translatorForPath(back)('request.unreadable'), 400);
    const marketsInPath = c.get('config').MARKETS_IN_PATH;
    const { path, locale } = pathInMarket(back, { channel, market, marketsInPath });
    rememberMarket(c, market.alias);
    rememberCheckoutMarket(c, market.alias);
    rememberLocale(c, locale);
    return c.redirect(pathWith(path, 'notice', MARKET_NOTICE), 303);
  },
});
