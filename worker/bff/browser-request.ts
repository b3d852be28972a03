import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { COOKIE, CUSTOMER_TYPES, TOKEN_PATTERN, type CustomerType } from '../../shared/cookies';
import { createTranslator, type Translate } from '../../shared/i18n/translator';
import { LOCALES } from '../../shared/locales';
import type { AppEnv } from '../context';

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

/** The customer's token from the HttpOnly token cookie, or null when not logged in (or malformed). */
export function authTokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, COOKIE.token) ?? '';
  return token.length <= 4096 && TOKEN_PATTERN.test(token) ? token : null;
}

export const customerTypeOf = (c: Context<AppEnv>): CustomerType =>
  z.enum(CUSTOMER_TYPES).catch('PERSON').parse(getCookie(c, COOKIE.userType));
