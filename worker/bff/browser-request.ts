import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../shared/cart-add';
import { isEmailAddress } from '../../shared/email';
import { sitePath } from '../../shared/site-path';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import { localeOfPath, LOCALES } from '../../shared/locales';

/** The scope every browser call names: its page's language and market (wrong values fall back, never fail). */
export const BrowserScope = z.object({
  locale: z.enum(LOCALES).catch('sv'),
  market: z
    .string()
    .regex(/^[a-z]{2,8}$/)
    .catch('se'),
});

/** An id the commerce API takes as a GraphQL Int (32 bits): a larger number is the shopper's 400, not the API's. */
export const IntId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** An e-mail address as typed, without the spaces around it (the forms' rule, shared/email.ts). */
export const EmailAddress = z.string().trim().refine(isEmailAddress);

/** How many of a SKU one add puts in the cart (the page's field stops at MAX_LINE_QUANTITY). */
export const CartQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
/** A line's new quantity (0 removes it). */
export const LineQuantity = z.number().int().min(0).max(MAX_LINE_QUANTITY);

/** A translator for the body's locale, even when the rest of the body is wrong: errors speak the shopper's language. */
export const translatorForBody = (raw: unknown): Translate =>
  createTranslator(
    z
      .object({ locale: z.enum(LOCALES) })
      .catch({ locale: 'sv' })
      .parse(raw).locale,
  );

/** A translator for a site path's locale (`/sv/…`, `/se/en/…`), Swedish when it names none. */
export const translatorForPath = (path: string): Translate =>
  createTranslator(localeOfPath(path) ?? 'sv');

/** A form's `return` field: only a path on this site (shared/site-path.ts), else the start page. */
export const ReturnPath = z.string().max(2000).catch('/').transform(sitePath);
