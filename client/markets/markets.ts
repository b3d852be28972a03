import { onTabMessage } from '../channel';

/**
 * What every page needs of the market change, kept small: its code (market-change.ts) loads only when
 * a page arrives from a change or another tab announces one (the selector's closing is
 * client/feedback/disclosures.ts).
 */
export function enableMarkets() {
  const change = () => import('./market-change');
  // MARKET_NOTICE (shared/market-path.ts): announceArrival tells the other tabs and takes it away.
  if (location.search.includes('notice=market.changed'))
    void change().then((m) => m.announceArrival());
  onTabMessage('market', ({ market }) => void change().then((m) => m.followMarket(market)));
}
