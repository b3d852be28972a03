import { z } from 'zod';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import { LOCALES } from '../../shared/locales';

/** The scope every browser call names: its page's language and market (wrong values fall back, never fail). */
export const BrowserScope = z.object({
  locale: z.enum(LOCALES).catch('sv'),
  market: z
    .string()
    .regex(/^[a-z]{2,8}$/)
    .catch('se'),
});

/** A translator for the body's locale, even when the rest of the body is wrong: errors speak the shopper's language. */
export const translatorForBody = (raw: unknown): Translate =>
  createTranslator(
    z
      .object({ locale: z.enum(LOCALES) })
      .catch({ locale: 'sv' })
      .parse(raw).locale,
  );
