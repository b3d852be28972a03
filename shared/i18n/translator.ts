import rosetta from 'rosetta';
import type { Locale } from '../locales';
import { en } from './en';
import { enAccount } from './en-account';
import { enAuth } from './en-auth';
import { enCheckout } from './en-checkout';
import { enServer } from './en-server';
import { sv } from './sv';
import { svAccount } from './sv-account';
import { svAuth } from './sv-auth';
import { svCheckout } from './sv-checkout';
import { svServer } from './sv-server';
import { mergeTexts } from './merge';
import { localParams, plural, PLURAL, type Params, type Translate } from './translate';

export type { Params, Translate } from './translate';

type Tree = { readonly [key: string]: string | Tree };
type Compiled = { [key: string]: string | ((params?: Params) => string) | Compiled };

// Every language's texts merged once (they are constants; rosetta only reads them without `set`).
const TEXTS: Record<Locale, Tree> = {
  sv: Object.freeze(mergeTexts(sv, svAuth, svCheckout, svAccount, svServer)),
  en: Object.freeze(mergeTexts(en, enAuth, enCheckout, enAccount, enServer)),
};

/**
 * The texts that take no params, resolved once per language with the Swedish fallback: most calls
 * are these, and rosetta walks the dotted key and runs its template on every call. A text with a
 * placeholder is left to rosetta (it empties placeholders that get no value).
 */
const plainTexts = (locale: Locale): ReadonlyMap<string, string> => {
  const flat = (node: unknown, path: string, out: Map<string, unknown>) => {
    for (const [k, v] of Object.entries(node as Record<string, unknown>))
      if (v && typeof v === 'object') flat(v, `${path}${k}.`, out);
      else out.set(path + k, v);
    return out;
  };
  const own = flat(TEXTS[locale], '', new Map());
  const fallback = flat(TEXTS.sv, '', new Map());
  const plain = new Map<string, string>();
  for (const key of new Set([...fallback.keys(), ...own.keys()])) {
    const text = own.get(key) || fallback.get(key);
    if (typeof text === 'string' && text && !text.includes('{{')) plain.set(key, text);
  }
  return plain;
};
const PLAIN = { sv: plainTexts('sv'), en: plainTexts('en') };

/** `{{name}}` (or a dotted path) filled from `params` as rosetta's templates do; '' for a missing one. */
const fill = (text: string, params?: Params) =>
  text.replace(/{{(.*?)}}/g, (_, path: string) => {
    let value: unknown = params;
    for (const key of path.trim().split('.'))
      value = (value as Record<string, unknown> | undefined)?.[key];
    return value == null ? '' : String(value);
  });

/**
 * The texts with a "[one|other]" choice as functions (rosetta calls a function text with the
 * params): the form is chosen on the text, then the params filled in, so a search for "[a|b]" is
 * shown as typed.
 */
const withForms = (tree: Tree): Compiled =>
  Object.fromEntries(
    Object.entries(tree).map(([key, text]) => [
      key,
      typeof text !== 'string'
        ? withForms(text)
        : new RegExp(PLURAL.source).test(text)
          ? (params?: Params) => fill(plural(text, params), params)
          : text,
    ]),
  );
const COMPILED = { sv: withForms(TEXTS.sv), en: withForms(TEXTS.en) };

/** A translator for one locale; a text missing in that locale falls back to Swedish. Create one per request. */
export function createTranslator(locale: Locale): Translate {
  const i18n = rosetta({ ...COMPILED });
  i18n.locale(locale);
  const plain = PLAIN[locale];
  return (key, raw) => {
    const text = raw === undefined ? plain.get(key) : undefined;
    if (text !== undefined) return text;
    const params = localParams(locale, raw);
    return i18n.t(key, params) || i18n.t(key, params, 'sv') || key;
  };
}
