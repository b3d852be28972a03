import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppContext } from '../app-context';
import { AccountPanel, OPEN_PANEL_EVENT, type OpenPanelDetail } from '../islands/account-panel';
import { textsFor } from '../texts';
import { withoutPanelParams, type Frame } from './panel-state';
import { pageState, scopeOf } from './page-link';

/**
 * Opens the account panel on `frame` without loading the page again: the panel already on the page
 * if there is one (it was rendered open, or opened before), else a new one mounted at the end of the body.
 */
export async function openPanel(frame: Frame, opener: HTMLElement) {
  const detail: OpenPanelDetail = { frame, opener };
  window.dispatchEvent(new CustomEvent(OPEN_PANEL_EVENT, { detail }));
  if (detail.handled) return;
  const state = pageState();
  if (!state) return;
  const page = withoutPanelParams(new URL(location.href));
  const loggedIn = state.auth.loggedIn;
  const container = document.body.appendChild(document.createElement('div'));
  const env = {
    t: await textsFor(state.locale, { auth: true }),
    locale: state.locale,
    link: { locale: state.locale, market: state.market },
    vatIncluded: state.customerType === 'PERSON',
  };
  createRoot(container).render(
    <StrictMode>
      <AppContext.Provider value={env}>
        <AccountPanel
          frame={loggedIn ? 'change' : frame === 'change' ? 'login' : frame}
          returnPath={page}
          pagePath={page}
          market={scopeOf(state).market}
          opener={opener}
        />
      </AppContext.Provider>
    </StrictMode>,
  );
}
