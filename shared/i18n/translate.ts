import rosetta from 'rosetta';
import type { Locale } from '../locales';
import type { MessageKey, Messages } from './messages';

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * A translator from one language's texts only. The browser loads just its page's language (every
 * language has every key, which i18n.test.ts checks); this module imports no texts, so a bundle that
 * uses it carries only the language it loads. Server code uses createTranslator (translator.ts).
 */
export function translatorFrom(locale: Locale, messages: Messages): Translate {
  const i18n = rosetta({ [locale]: messages });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params) || key;
}
