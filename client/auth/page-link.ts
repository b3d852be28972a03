import { onTabMessage, postToTabs } from '../channel';
import { PAGE_STATE_ID, type PageState } from '../page-state';

/**
 * The login state's side of the cross-tab channel (message `{type:'auth'}`): after a login,
 * registration, logout or an ended session every other tab reloads, so its prices, VAT mode, cart and
 * header follow. The announcing tab does not hear its own message.
 */
export function announceAuth() {
  postToTabs({ type: 'auth' });
}

export function reloadOnAuth() {
  onTabMessage('auth', () => location.reload());
}

/** The page state the server wrote (#ralph-state), read outside React (links, forms, timers). */
export function pageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  try {
    return JSON.parse(element.textContent ?? '') as PageState;
  } catch {
    return null;
  }
}

/** The scope every browser endpoint takes: the page's language and browsing market. */
export function scopeOf(state: PageState | null): { locale: string; market: string } {
  return {
    locale: state?.locale ?? document.documentElement.lang,
    market: state?.browsingMarket ?? '',
  };
}
