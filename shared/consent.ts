/**
 * The visitor's consent (specification section 3: key:value pairs in a cookie). `ralph-consent` holds
 * every category and the policy version, e.g. `v:1|necessary:1|preferences:0|statistics:1|marketing:0`;
 * a cookie of another version counts as no choice, so a policy change asks again. The specification's
 * `ralph-cookie-consent` (`true|false`) is written beside it as the marketing gate.
 */
export const CONSENT_COOKIE = 'ralph-consent';
export const CONSENT_VERSION = 1;
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const ONLY_NECESSARY: Consent = {
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
};
export const ALL_CONSENT: Consent = {
  necessary: true,
  preferences: true,
  statistics: true,
  marketing: true,
};

/** The cookie's value for a choice (necessary is always on). */
export const serializeConsent = (consent: Consent): string =>
  [
    `v:${CONSENT_VERSION}`,
    ...CONSENT_CATEGORIES.map((c) => `${c}:${c === 'necessary' || consent[c] ? 1 : 0}`),
  ].join('|');

/** The choice in a cookie value, or null: no cookie, garbage or another policy version (ask again). */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value) return null;
  const pairs = new Map(
    value.split('|').map((pair) => pair.split(':', 2) as [string, string | undefined]),
  );
  if (pairs.get('v') !== String(CONSENT_VERSION)) return null;
  const consent = { ...ONLY_NECESSARY };
  for (const c of CONSENT_CATEGORIES) {
    const v = pairs.get(c);
    if (v !== '0' && v !== '1') return null;
    if (c !== 'necessary') consent[c] = v === '1';
  }
  return consent;
}

/** Google Consent Mode's signal values. */
export type ConsentSignal = 'granted' | 'denied';

/**
 * Google Consent Mode v2 signals for a choice (null: no choice yet, everything but security denied).
 * statistics → analytics_storage; marketing → ad_storage, ad_user_data, ad_personalization; preferences
 * → functionality_storage, personalization_storage; security_storage serves the necessary cookies.
 */
export function consentModeSignals(consent: Consent | null): Record<string, ConsentSignal> {
  const g = (on: boolean | undefined): ConsentSignal => (on ? 'granted' : 'denied');
  return {
    ad_storage: g(consent?.marketing),
    ad_user_data: g(consent?.marketing),
    ad_personalization: g(consent?.marketing),
    analytics_storage: g(consent?.statistics),
    functionality_storage: g(consent?.preferences),
    personalization_storage: g(consent?.preferences),
    security_storage: 'granted',
  };
}

/** The id of the consent banner's root element (server-rendered on every page; hidden once chosen). */
export const CONSENT_ROOT_ID = 'consent';
/** The id of the Consent Mode head script; the script loader takes the page's CSP nonce from it. */
export const CONSENT_MODE_SCRIPT_ID = 'consent-mode';
