import { translatorFrom, type Translate } from '../shared/i18n/translate';
import type { Locale } from '../shared/locales';

const loaded = new Map<string, Promise<Translate>>();

/**
 * The texts of the page's language, loaded once: each language is a chunk of its own, so a page never
 * downloads the other language (every page would otherwise carry both, ~9 KiB gzip). `withAuth` adds
 * the log-in texts (another chunk), which only the panel, the reset page and the newsletter form need.
 */
export function textsFor(locale: Locale, withAuth = false): Promise<Translate> {
  const key = `${locale}:${withAuth}`;
  let texts = loaded.get(key);
  if (!texts) {
    texts = Promise.all([baseTexts(locale), withAuth ? authTexts(locale) : {}]).then(
      ([base, auth]) => translatorFrom(locale, { ...base, ...auth }),
    );
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
