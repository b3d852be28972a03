import { wayBack } from './way-back';
import { coveredByPanel } from './account-control';
import {
  CONSENT_CATEGORIES,
  CONSENT_ROOT_ID,
  ONLY_NECESSARY,
  type ConsentCategory,
} from '../../shared/consent';
import { localise } from '../../shared/routes';
import {
  scriptsFor,
  THIRD_PARTIES,
  THIRD_PARTY_NAMES,
  thirdPartyIds,
  type PagePrivacy,
} from '../../shared/third-party';
import type { Shop } from '../context';

const LABEL = {
  necessary: ['consent.necessary', 'consent.necessaryText'],
  preferences: ['consent.preferences', 'consent.preferencesText'],
  statistics: ['consent.statistics', 'consent.statisticsText'],
  marketing: ['consent.marketing', 'consent.marketingText'],
} as const satisfies Record<ConsentCategory, readonly [string, string]>;

/**
 * The cookie banner, on every page: a non-modal region fixed at the bottom (it covers, never moves, the
 * content), in the first paint while the visitor has made no valid choice. A plain form to POST /consent
 * (worker/bff/consent.ts), so it works without JavaScript; with JavaScript client/consent/ applies the
 * choice in place. After a choice it stays in the page hidden (`data-state="chosen"`) for the footer's
 * "Cookie settings", which shows it as the #consent target, or through the script.
 * `data-scripts` names the configured third-party scripts; `data-load` says the choice allows one now.
 * `.consent-end` comes last: the banner shows only once parsed whole (a banner growing up from the
 * bottom while the page streams in would be a layout shift).
 */
export function ConsentBanner({ shop, privacy }: { shop: Shop; privacy: PagePrivacy }) {
  const { t, consent } = shop;
  const ids = scriptsFor(thirdPartyIds(shop.config), privacy);
  const allowsScript = THIRD_PARTY_NAMES.some(
    (name) => ids[name] && consent?.[THIRD_PARTIES[name].category],
  );
  const ticked = consent ?? ONLY_NECESSARY;
  return (
    <>
      <section
        id={CONSENT_ROOT_ID}
        className="consent"
        aria-labelledby="consent-title"
        data-state={consent ? 'chosen' : 'ask'}
        data-scripts={new URLSearchParams(ids).toString() || undefined}
        data-load={allowsScript ? '' : undefined}
        {...coveredByPanel(shop)}
      >
        <form method="post" action="/consent" className="consent-form">
          <input type="hidden" name="return" value={wayBack(shop.url)} />
          <div className="consent-text">
            <h2 id="consent-title" tabIndex={-1}>
              {t('consent.title')}
            </h2>
            <p>
              {t('consent.text')}{' '}
              <a href={localise(shop.link, '/cookies')}>{t('consent.readMore')}</a>
            </p>
          </div>
          <details className="consent-details">
            <summary>{t('consent.customize')}</summary>
            <fieldset>
              <legend>{t('consent.categories')}</legend>
              {CONSENT_CATEGORIES.map((category) => (
                <div className="consent-category" key={category}>
                  <input
                    type="checkbox"
                    id={`consent-${category}`}
                    name={category}
                    value="1"
                    defaultChecked={ticked[category]}
                    disabled={category === 'necessary'}
                    aria-describedby={`consent-${category}-text`}
                  />
                  <label htmlFor={`consent-${category}`}>{t(LABEL[category][0])}</label>
                  <p id={`consent-${category}-text`}>{t(LABEL[category][1])}</p>
                </div>
              ))}
            </fieldset>
            <button type="submit" name="choice" value="custom" className="button">
              {t('consent.save')}
            </button>
          </details>
          <div className="consent-actions">
            <button type="submit" name="choice" value="necessary" className="button primary">
              {t('consent.onlyNecessary')}
            </button>
            <button type="submit" name="choice" value="all" className="button primary">
              {t('consent.acceptAll')}
            </button>
          </div>
        </form>
        <span className="consent-end" />
      </section>
      <p id="consent-status" className="sr-only" role="status" data-saved={t('consent.saved')} />
    </>
  );
}

/**
 * The footer's way back to the choice. A link to the banner (#consent shows it without JavaScript) that
 * acts as a button: with JavaScript it opens the banner's details in place and moves focus there.
 */
export function ConsentSettingsLink({ t }: { t: Shop['t'] }) {
  return (
    <a
      href={`#${CONSENT_ROOT_ID}`}
      role="button"
      className="consent-open"
      aria-controls={CONSENT_ROOT_ID}
      data-consent-open=""
    >
      {t('consent.settings')}
    </a>
  );
}
