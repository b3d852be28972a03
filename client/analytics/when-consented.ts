/**
 * The consent cookie's name (shared/consent.ts CONSENT_COOKIE, checked equal by a test): written here
 * so that a page without any choice loads not even the consent parser for analytics.
 */
export const CONSENT_COOKIE_NAME = 'ralph-consent';

/** client/consent/state.ts CONSENT_EVENT (checked equal by a test), dispatched once a choice is stored. */
export const CONSENT_EVENT_NAME = 'ralph:consent';

/**
 * Starts client/analytics/start.ts once the visitor has made a consent choice: at once when the cookie
 * is there, else when the banner (or another tab) has stored one.
 */
export function whenConsentChosen() {
  const chosen = () =>
    document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE_NAME}=`));
  const start = () => {
    removeEventListener(CONSENT_EVENT_NAME, later);
    void import('./start').then((m) => m.startAnalytics());
  };
  const later = () => chosen() && start();
  if (chosen()) start();
  else addEventListener(CONSENT_EVENT_NAME, later);
}
