import rosetta from 'rosetta';
import type { Locale } from '../locales';
import { en } from './en';
import { sv } from './sv';
import type { Translate } from './translate';

export type { Params, Translate } from './translate';

/** A translator for one locale; a text missing in that locale falls back to Swedish. Create one per request. */
export function createTranslator(locale: Locale): Translate {
  const i18n = rosetta({ sv, en });
  i18n.locale(locale);
  return (key, params) => i18n.t(key, params) || i18n.t(key, params, 'sv') || key;
}
