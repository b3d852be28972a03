import { hasConsent, onConsentChange } from '../consent/state';

/**
 * Loads the page's event recorders (client/analytics/record.ts) and the forwarders (data-layer.ts,
 * email-marketing.ts) once the visitor's consent allows them, now or after a later choice: a visitor
 * without consent downloads none of their code (the pages' JavaScript budgets). Events the islands
 * track before that (cart, favorites, log-in) wait in client/events.ts' buffer.
 */
export function startAnalytics() {
  const started = new Set<string>();
  const once = (name: string, allowed: boolean, load: () => Promise<unknown>) => {
    if (allowed && !started.has(name)) {
      started.add(name);
      void load();
    }
  };
  const load = () => {
    const statistics = hasConsent('statistics');
    const marketing = hasConsent('marketing');
    once('record', statistics || marketing, () => import('./record').then((m) => m.record()));
    once('dataLayer', statistics, () => import('./data-layer').then((m) => m.forwardToDataLayer()));
    once('email', marketing, () =>
      import('./email-marketing').then((m) => m.forwardToEmailMarketing()),
    );
  };
  load();
  onConsentChange(load);
}
