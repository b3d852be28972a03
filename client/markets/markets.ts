import { onTabMessage } from '../channel';

/**
 * What every page needs of the market change, kept small: its code (market-change.ts) loads only when
 * a page arrives from a change, another tab announces one, or the selector opens.
 */
export function enableMarkets() {
  const change = () => import('./market-change');
  if (location.search.includes('notice=market.changed'))
    void change().then((m) => m.announceArrival());
  onTabMessage('market', ({ market }) => void change().then((m) => m.followMarket(market)));
  for (const selector of document.querySelectorAll<HTMLDetailsElement>('[data-market-selector]'))
    selector.addEventListener('toggle', () => void change().then((m) => m.closeOnLeave(selector)), {
      once: true,
    });
}
