import {
  CONSENT_COOKIE,
  parseConsent,
  type Consent,
  type ConsentCategory,
} from '../../shared/consent';

/**
 * The visitor's consent as the page knows it: the `ralph-consent` cookie, kept current by the consent
 * banner (which writes the cookie, then calls consentChanged) and by other tabs. Analytics and
 * third-party scripts ask `hasConsent` before doing anything and subscribe with `onConsentChange`.
 */
const listeners = new Set<(consent: Consent | null) => void>();

export function currentConsent(): Consent | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return parseConsent(raw ? decodeURIComponent(raw) : null);
}

export const hasConsent = (category: ConsentCategory): boolean =>
  currentConsent()?.[category] ?? false;

export function onConsentChange(listener: (consent: Consent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The DOM event consentChanged dispatches, for code that must not load this module first. */
export const CONSENT_EVENT = 'ralph:consent';

/** Called after the cookie changed (in this tab, or another tab said so). */
export function consentChanged() {
  const consent = currentConsent();
  for (const listener of listeners) listener(consent);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
