import { CONSENT_MODE_SCRIPT_ID, consentModeSignals, type Consent } from '../../shared/consent';
import { serializeForScript } from '../../shared/json';

/** How long Google's tags wait for the banner's update before the first hit, as Google suggests. */
const WAIT_FOR_UPDATE_MS = 500;

/** The head script's code: the data layer, gtag, and Consent Mode's defaults for this visitor. */
export function consentModeCode(consent: Consent | null): string {
  const defaults = consent
    ? consentModeSignals(consent)
    : { ...consentModeSignals(null), wait_for_update: WAIT_FOR_UPDATE_MS };
  return (
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}' +
    `gtag('consent','default',${serializeForScript(defaults)});`
  );
}

/**
 * Google Consent Mode v2, first in the head (before any tag can load): every signal denied until the
 * visitor chooses, the stored choice for a returning visitor (no flicker, no hit before the update).
 * The contract for the data layer (README decision): before consent it holds these `consent` commands
 * and nothing else; events go in only once statistics is consented to (client/consent/state.ts).
 */
export function ConsentModeScript({ consent, nonce }: { consent: Consent | null; nonce: string }) {
  return (
    <script
      id={CONSENT_MODE_SCRIPT_ID}
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: consentModeCode(consent) }}
    />
  );
}
