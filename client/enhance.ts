import { whenConsentChosen } from './analytics/when-consented';
import { enableAccount } from './auth/enable';
import { enableFavoritesLink } from './favorites/favorites-link';
import { enableConsent } from './consent/enable';
import { enableHearts } from './favorites/hearts';
import { enableMarkets } from './markets/markets';

/**
 * Page behaviour that needs no React: favorite hearts and the header's count, the login's links and
 * timers, other tabs' market changes, the header's disclosures, the cookie banner, analytics once consented.
 */
export function enhancePage() {
  enableHearts();
  enableFavoritesLink();
  enableMarkets();
  // Not on the checkout, whose header has none (and whose budget is tight).
  if (document.querySelector('details[data-disclosure]'))
    void import('./feedback/disclosures').then((m) => m.enableDisclosures());
  enableAccount();
  enableConsent();
  whenConsentChosen();
}
