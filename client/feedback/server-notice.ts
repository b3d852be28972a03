import { notify } from './notify';

/**
 * A page reached after a form post carries its outcome as `?notice=<key>`, which the server renders
 * as a line under the header (worker/chrome/account-control.tsx: it works without JavaScript). With
 * scripts, that line becomes a notification: announced (a line present at load is not), gone after
 * 5 s, and the notice leaves the address so that reloading does not show it again.
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
  if (!notice || notice === 'market.changed' || url.searchParams.has('action')) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
