import { MARKET_NOTICE } from '../../shared/market-path';
import { dropFromAddress } from '../address';
import { pageState } from '../auth/page-link';
import { postToTabs } from '../channel';

/**
 * The market change's side in the browser (specification section 4; the change itself is the
 * selector's form, worker/bff/market.ts), loaded when used (client/markets/markets.ts). A page reached
 * by the change tells the other tabs once (`{type:'market'}`), and they follow: they load again, so
 * prices, the cart and its currency are read in the new market. With markets in the path a tab goes to
 * its own page under the new market (loading its old address again would choose the old market back).
 *
 * `announceArrival` is called for a page whose address carries the change's notice; it takes the
 * notice from the address (the server notice's code leaves this one to it).
 */
export function announceArrival() {
  const market = pageState()?.browsingMarket;
  if (!market) return;
  postToTabs({ type: 'market', market });
  if (new URLSearchParams(location.search).get('notice') === MARKET_NOTICE)
    dropFromAddress('notice');
}

export function followMarket(market: string) {
  const state = pageState();
  if (!/^[a-z]{2,8}$/.test(market) || market === state?.browsingMarket) return;
  if (!state?.market) return location.reload();
  const rest = location.pathname.split('/').slice(2).join('/');
  location.assign(`/${market}/${rest}${location.search}${location.hash}`);
}
