import { MARKET_NOTICE } from '../../shared/market-path';
import { pageState } from '../auth/page-link';
import { postToTabs } from '../channel';

/**
 * The market change's side in the browser (specification section 4; the change itself is the
 * selector's form, worker/bff/market.ts), loaded when used (client/markets/markets.ts). A page reached
 * by the change tells the other tabs once (`{type:'market'}`), and they follow: they load again, so
 * prices, the cart and its currency are read in the new market. With markets in the path a tab goes to
 * its own page under the new market (loading its old address again would choose the old market back).
 */
/**
 * Called for a page whose address carried the change's notice when its behaviours started: the
 * server notice's code (client/feedback/server-notice.ts) may have taken it from the address since.
 */
export function announceArrival() {
  const market = pageState()?.browsingMarket;
  if (!market) return;
  postToTabs({ type: 'market', market });
  const url = new URL(location.href);
  if (url.searchParams.get('notice') !== MARKET_NOTICE) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

export function followMarket(market: string) {
  const state = pageState();
  if (!/^[a-z]{2,8}$/.test(market) || market === state?.browsingMarket) return;
  if (!state?.market) return location.reload();
  const rest = location.pathname.split('/').slice(2).join('/');
  location.assign(`/${market}/${rest}${location.search}${location.hash}`);
}
