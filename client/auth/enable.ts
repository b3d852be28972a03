import type { Frame } from './panel-state';
import { announceAuth, pageState, reloadOnAuth } from './page-link';

/** panel-state.ts's FRAMES, kept out of this module: every page loads it. */
const FRAME = /^(login|create|reset|change)$/;

/**
 * The login's behaviour on every page, without React until it is needed: other tabs' logins and
 * logouts reload this one, a logged-in page renews its session on time, and the account links, the
 * logout button and the newsletter form load their code only when used. Before this runs they are
 * plain links and forms that work on their own.
 */
export function enableAccount() {
  reloadOnAuth();
  announceArrival();
  const auth = pageState()?.auth;
  if (auth?.loggedIn && auth.refreshInMs !== undefined)
    void import('./refresh').then((m) => m.scheduleRefresh(auth.refreshInMs!));
  // Live operations: a logged-in customer's cart follows their other devices (no socket otherwise).
  if (auth?.loggedIn) void import('../live/socket').then((m) => m.follow('cart'));
  document.addEventListener('click', openPanelLink);
  document.addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    if (form.matches('form[data-logout]')) {
      e.preventDefault();
      void import('./logout').then((m) => m.logOut(form));
    } else if (form.matches('form[data-newsletter]')) {
      e.preventDefault();
      void import('./newsletter').then((m) => m.subscribe(form));
    }
  });
}

/** A link to this page with `?action=<frame>` opens the panel in place instead of loading the page again. */
function openPanelLink(e: MouseEvent) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return;
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = new URL(link.href, location.href);
  const frame = url.searchParams.get('action') ?? '';
  if (url.origin !== location.origin || url.pathname !== location.pathname || !FRAME.test(frame))
    return;
  e.preventDefault();
  void import('./open-panel').then((m) => m.openPanel(frame as Frame, link));
}

/** Notices of a page reached by a plain form post that logged in or out (C's /auth/* fallback, D's delete). */
const LOGIN_CHANGED =
  /^(auth\.(loggedIn|created|loggedOut|wrongPasswordLoggedOut|sessionEnded)|account\.deleted)$/;

/**
 * A page that arrives with such a notice tells the other tabs (the form itself could not), once: the
 * notice leaves the address (the panel takes its own parameters away when it opens).
 */
function announceArrival() {
  const url = new URL(location.href);
  if (!LOGIN_CHANGED.test(url.searchParams.get('notice') ?? '')) return;
  announceAuth();
  if (url.searchParams.has('action')) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
