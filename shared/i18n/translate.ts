import rosetta from 'rosetta';
import { LANGUAGE_ID, type Locale } from '../locales';
import { formatNumber } from '../money';
import type { AuthMessages, MessageKey, Messages } from './messages';

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * Number params are written as the language writes numbers ("5 200 produkter", "5,200 products",
 * "4,5 av 5"); a number that must stay as digits (an order number) is passed as a string.
 */
export function localParams(locale: Locale, params: Params | undefined): Params | undefined {
  if (!params) return params;
  const out: Params = {};
  for (const [k, v] of Object.entries(params))
    out[k] = typeof v === 'number' ? formatNumber(v, LANGUAGE_ID[locale]) : v;
  return out;
}

/**
 * A text's "[one|other]" follows its `count` param (a number, or one written as the language writes
 * it): '{{count}} [vara|varor]' says "1 vara" and "0 varor"; a branch may hold the count ('Visa
 * [träffen|alla {{count}} träffar]'). Swedish and English have just these two forms for whole
 * numbers: one for exactly 1, the other for the rest. The server chooses on the text before its
 * params are filled in (translator.ts); the browser on the filled text, only for a call with a
 * count, and no browser text with a count takes anything but numbers (i18n.test.ts), so a shopper's
 * words are never read as a choice.
 */
export const PLURAL = /\[([^\]|]*)\|([^\]]*)\]/g;
export const plural = (text: string, params: Params | undefined) =>
  text.replace(PLURAL, (_, one: string, other: string) =>
    Number(params?.count) === 1 ? one : other,
  );

/**
 * A translator from one language's texts only. The browser loads just its page's language (every
 * language has every key, which i18n.test.ts checks); this module imports no texts, so a bundle that
 * uses it carries only the language it loads. Server code uses createTranslator (translator.ts). The
 * account pages' texts (sv-account.ts) are not in the browser's chunk: no client code asks for them.
 */
export function translatorFrom(
  locale: Locale,
  messages: Messages & Partial<AuthMessages>,
): Translate {
  const i18n = rosetta({ [locale]: messages });
  i18n.locale(locale);
  return (key, params) => {
    const text = i18n.t(key, localParams(locale, params)) || key;
    return params && 'count' in params ? plural(text, params) : text;
  };
}
