import { loadChunk } from '../chunk-load';

const INTENT = ['scroll', 'pointermove', 'touchstart', 'keydown', 'focusin'];

interface NavigateEvent extends Event {
  destination: { sameDocument: boolean };
  downloadRequest: string | null;
}

/**
 * The feedback behaviours' starter, part of the entry and kept tiny: everything else loads when it
 * is first needed. The header's hiding and the prefetching wait for the shopper's first
 * interaction; the loading bar for a navigation away from this document (the Navigation API's
 * `navigate`: followed links, sent forms, not what a script prevented; browsers without it show
 * no bar); a server notice's code loads only when the address has one or the page says one under
 * the header (the cart's notices, which come with no `?notice=`: a login's merge, a cart not found),
 * or the address opens the login panel (`?action=`), whose parameters it takes away on a page that
 * shows no panel (a logged-in visitor's).
 */
export function startFeedback() {
  const onIntent = () => {
    for (const type of INTENT) removeEventListener(type, onIntent);
    void loadChunk(() => import('./on-intent')).then((m) => m.startOnIntent());
  };
  for (const type of INTENT) addEventListener(type, onIntent, { passive: true });
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (e) => {
    const { destination, downloadRequest } = e as NavigateEvent;
    if (!destination.sameDocument && downloadRequest === null)
      void loadChunk(() => import('./loading-bar')).then((m) => m.navigationStarted());
  });
  if (/[?&](notice|action)=/.test(location.search) || document.querySelector('.account-notice'))
    void loadChunk(() => import('./server-notice')).then((m) => m.showServerNotice());
}
