import { translatorFrom, type Translate } from '../shared/i18n/translate';
import type { Locale } from '../shared/locales';

let loaded: Promise<Translate> | null = null;

/**
 * The texts of the page's language, loaded once: each language is a chunk of its own, so a page never
 * downloads the other language (every page would otherwise carry both, ~9 KiB gzip).
 */
export function textsFor(locale: Locale): Promise<Translate> {
  return (loaded ??=
    locale === 'en'
      ? import('../shared/i18n/en').then((m) => translatorFrom('en', m.en))
      : import('../shared/i18n/sv').then((m) => translatorFrom('sv', m.sv)));
}
