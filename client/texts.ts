import { translatorFrom, type Translate } from '../shared/i18n/translate';
import type { Locale } from '../shared/locales';

/** Text chunks beyond the base texts, loaded only by the islands that speak them. */
export interface TextParts {
  /** The log-in texts: the panel, the reset page and the newsletter form. */
  auth?: boolean;
  /** The checkout's texts: the checkout form and its summary. */
  checkout?: boolean;
}

const loaded = new Map<string, Promise<Translate>>();

/**
 * The texts of the page's language, loaded once: each language is a chunk of its own, so a page never
 * downloads the other language (every page would otherwise carry both, ~9 KiB gzip). The log-in and
 * the checkout texts are chunks of their own too, which only the pages with those islands load.
 */
export function textsFor(locale: Locale, parts: TextParts = {}): Promise<Translate> {
  const key = `${locale}:${!!parts.auth}:${!!parts.checkout}`;
  let texts = loaded.get(key);
  if (!texts) {
    texts = Promise.all([
      baseTexts(locale),
      parts.auth ? authTexts(locale) : {},
      parts.checkout ? checkoutTexts(locale) : {},
    ]).then(([base, auth, checkout]) => translatorFrom(locale, { ...base, ...auth, ...checkout }));
    loaded.set(key, texts);
  }
  return texts;
}

const baseTexts = (locale: Locale) =>
  locale === 'en'
    ? import('../shared/i18n/en').then((m) => m.en)
    : import('../shared/i18n/sv').then((m) => m.sv);

const authTexts = (locale: Locale) =>
  locale === 'en'
    ? import('../shared/i18n/en-auth').then((m) => m.enAuth)
    : import('../shared/i18n/sv-auth').then((m) => m.svAuth);

const checkoutTexts = (locale: Locale) =>
  locale === 'en'
    ? import('../shared/i18n/en-checkout').then((m) => m.enCheckout)
    : import('../shared/i18n/sv-checkout').then((m) => m.svCheckout);
