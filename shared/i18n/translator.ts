import rosetta from 'rosetta';
import type { Locale } from '../locales';
import { en } from './en';
import { enAccount } from './en-account';
import { enAuth } from './en-auth';
import { enServer } from './en-server';
import { sv } from './sv';
import { svAccount } from './sv-account';
import { svAuth } from './sv-auth';
import { svServer } from './sv-server';
import { localParams, type Translate } from './translate';

export type { Params, Translate } from './translate';

// Every language's texts merged once (they are constants; rosetta only reads them without `set`).
const TEXTS = {
  sv: Object.freeze({ ...sv, ...svAuth, ...svAccount, ...svServer }),
  en: Object.freeze({ ...en, ...enAuth, ...enAccount, ...enServer }),
};

/** A translator for one locale; a text missing in that locale falls back to Swedish. Create one per request. */
export function createTranslator(locale: Locale): Translate {
  const i18n = rosetta({ ...TEXTS });
  i18n.locale(locale);
  return (key, raw) => {
    const params = localParams(locale, raw);
    return i18n.t(key, params) || i18n.t(key, params, 'sv') || key;
  };
}
