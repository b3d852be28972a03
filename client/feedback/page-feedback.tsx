import { useApp } from '../app-context';
import { LOADING_ID } from './loading';
import { NOTIFICATIONS_ID } from './notify';
import { OUTDATED_ID, OUTDATED_SCRIPT } from './outdated-browser';
import { VIEWPORT_SCRIPT } from './viewport';

/** <head>: the viewport classes before the first paint (the server renders the 1360 px ones). */
export function ViewportScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEWPORT_SCRIPT }} />;
}

/** First in <body>: the outdated-browser warning (spec section 8), hidden unless the check fails. */
export function OutdatedBrowserWarning({ nonce }: { nonce: string }) {
  const { t } = useApp();
  return (
    <>
      <p id={OUTDATED_ID} className="outdated-browser" role="alert" hidden>
        {t('feedback.outdatedBrowser')}
      </p>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: OUTDATED_SCRIPT }} />
    </>
  );
}

/**
 * Last in <body>: the one notification region (client/feedback/notify.ts; a live region must be in
 * the page before anything is put in it to be announced) and the loading indicator
 * (client/feedback/loading.ts), both fixed in a corner, so neither moves the page.
 */
export function FeedbackRegions() {
  const { t } = useApp();
  return (
    <>
      <div id={NOTIFICATIONS_ID} className="notifications" aria-live="polite" />
      <p id={LOADING_ID} className="loading-indicator" role="status" hidden>
        <span className="spinner" aria-hidden="true" />
        {t('feedback.loading')}
      </p>
    </>
  );
}
