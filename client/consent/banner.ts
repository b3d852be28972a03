import {
  CONSENT_CATEGORIES,
  CONSENT_ROOT_ID,
  consentModeSignals,
  type Consent,
} from '../../shared/consent';
import { consentChanged, currentConsent } from './state';

/**
 * The banner with JavaScript (loaded on first use by ./enable): a choice is posted as the form would be
 * and applied in place — the banner closes, Consent Mode is updated, listeners hear it
 * (consentChanged), allowed scripts load; ./enable tells the other tabs. The footer's "Cookie settings"
 * opens it with the categories shown; Escape closes it again and focus returns to the opener.
 *
 * `data-state` on the banner: `ask` (no choice: shown), `chosen` (hidden but for the #consent target),
 * `open` (opened from the footer), `closed` (hidden even as the target).
 */
type Gtag = (...args: unknown[]) => void;

const root = () => document.getElementById(CONSENT_ROOT_ID)!;
let opener: HTMLElement | null = null;

/** Posts the choice and applies it: the choice for the other tabs, or null to let the form post plainly. */
export async function submitChoice(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<Consent | null> {
  const fields = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name)
    fields.set(submitter.name, submitter.value);
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams(fields as unknown as Record<string, string>),
  });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: { consent: Consent } };
  applyChoice(data.consent, true);
  return data.consent;
}

/** Another tab chose (the cookie is already this tab's too). */
export function followOtherTab() {
  const consent = currentConsent();
  if (consent) applyChoice(consent, false);
}

/** The footer's "Cookie settings": the banner with its categories open, focus on its title. */
export function openSettings(from: HTMLElement) {
  opener = from;
  const banner = root();
  banner.dataset.state = 'open';
  banner.querySelector('details')?.setAttribute('open', '');
  banner.querySelector<HTMLElement>('#consent-title')?.focus();
}

function close() {
  root().dataset.state = currentConsent() ? 'closed' : 'ask';
  opener?.focus();
  opener = null;
}

document.getElementById(CONSENT_ROOT_ID)?.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && root().dataset.state === 'open') close();
});

function applyChoice(consent: Consent, ownChoice: boolean) {
  const banner = root();
  const focusInside = banner.contains(document.activeElement);
  banner.dataset.state = 'closed';
  banner.querySelector('details')?.removeAttribute('open');
  for (const category of CONSENT_CATEGORIES) {
    const box = banner.querySelector<HTMLInputElement>(`input[name="${category}"]`);
    if (box) box.checked = consent[category];
  }
  if (location.hash === `#${CONSENT_ROOT_ID}`)
    history.replaceState(history.state, '', location.pathname + location.search);
  (window as Window & { gtag?: Gtag }).gtag?.('consent', 'update', consentModeSignals(consent));
  consentChanged();
  if (focusInside) (opener ?? document.getElementById('main'))?.focus({ preventScroll: true });
  opener = null;
  const status = document.getElementById('consent-status');
  if (ownChoice && status) status.textContent = status.dataset.saved ?? '';
  if (banner.dataset.scripts) void import('./scripts').then((m) => m.loadAllowedScripts(consent));
}
