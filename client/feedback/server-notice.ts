import { notify } from './notify';
import { withoutPanelParams } from '../auth/panel-state';

/**
 * A page reached after a form post carries its outcome as `?notice=<key>`, which the server renders
 * as a line under the header (worker/chrome/account-control.tsx: it works without JavaScript), as
 * it renders what it says of the cart once (a login's merge, a cart not found). With scripts, that
 * line becomes a notification: announced (a line present at load is not), gone after
 * 5 s, and the notice leaves the address so that reloading does not show it again. A notice that
 * came with the panel's `?action=` is the panel's to say and take away when the page shows the panel;
 * a page that shows none (a logged-in visitor's `?action=login`) takes the panel's parameters away
 * here, so that a reload says nothing again and opens no panel after a logout.
 */
export function showServerNotice() {
  const line = document.querySelector<HTMLElement>('.account-notice');
  if (line?.textContent) {
    notify(line.textContent, line.classList.contains('error') ? 'error' : 'ok');
    line.remove();
  }
  const url = new URL(location.href);
  const notice = url.searchParams.get('notice');
  // A market change's notice is the market code's to take away, once it has told the other tabs.
  if (notice === 'market.changed') return;
  if (url.searchParams.has('action')) {
    if (document.querySelector('[data-island="account-panel"]')) return;
    history.replaceState(history.state, '', withoutPanelParams(url) + url.hash);
    return;
  }
  if (!notice) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
