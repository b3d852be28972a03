import { onTabMessage, postToTabs } from '../channel';

/**
 * The consent banner's behaviour, kept out of every page's first JavaScript: the banner and the footer's
 * "Cookie settings" are plain HTML (a form POST, a #consent target), so only these listeners load with
 * the page; the code that applies a choice in place (./banner) loads on first use, and the third-party
 * loader (./scripts) only when the stored choice allows a configured script. (Nothing but the
 * channel is imported here or by ./banner from what pages load: every module shared with the lazy
 * chunks would split into one more chunk on every page. 'consent' is CONSENT_ROOT_ID.)
 */
export function enableConsent() {
  const root = document.getElementById('consent');
  if (!root) return;
  const banner = () => import('./banner');
  let plain = false;
  root.addEventListener('submit', (event) => {
    if (plain) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    // Whatever fails in place (the chunk, the network, a refusal) goes the plain way: POST and 303 back.
    void banner()
      .then((m) => m.submitChoice(form, submitter))
      .catch(() => null)
      .then((consent) => {
        if (consent) return postToTabs({ type: 'consent', consent });
        plain = true;
        form.requestSubmit(submitter);
      });
  });
  // The footer's opener is a link acting as a button: Enter clicks it, Space must too.
  const open = (event: Event) => {
    const opener = (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-open]');
    if (!opener) return;
    event.preventDefault();
    void banner().then((m) => m.openSettings(opener));
  };
  document.addEventListener('click', open);
  document.addEventListener('keydown', (event) => event.key === ' ' && open(event));
  onTabMessage('consent', () => void banner().then((m) => m.followOtherTab()));
  if (root.hasAttribute('data-load')) void import('./scripts').then((m) => m.loadAllowedScripts());
  // A marker for tests and tools: a choice applies in place from now on.
  root.setAttribute('data-ready', '');
}
