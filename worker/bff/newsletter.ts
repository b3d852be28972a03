import type { Context } from 'hono';
import { z } from 'zod';
import { isEmailAddress } from '../../shared/email';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import type { NewsletterResult } from '../chrome/newsletter-form';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { log } from '../log';
import { jsonAction } from './action';
import { BrowserScope } from './browser-request';
import { backWith, formAction, jsonOrForm } from './form-action';

/** subscribeToNewsletter in the shopper's scope; true or false, never throws. Subscribing twice is fine. */
async function subscribe(
  c: Context<WorkerEnv>,
  email: string,
  scope: { locale: Locale; market: string },
): Promise<boolean> {
  const { client } = commerceFor(c, {
    marketId: scope.market,
    languageId: LANGUAGE_ID[scope.locale],
    customerType: 'PERSON',
  });
  const { error } = await client.mutation('subscribeToNewsletter', { variables: { email } });
  if (error) log('error', 'newsletter signup failed', { requestId: c.get('requestId'), error });
  return !error;
}

const invalidEmail = (t: (key: 'form.invalidEmail') => string) => ({
  errors: [{ message: t('form.invalidEmail'), code: 'INVALID_EMAIL', field: 'email' }],
  status: 400 as const,
});

/** POST /newsletter {email, locale, market} as JSON: `{data:{ok:true}}`, the same the second time. */
const newsletterJson = jsonAction({
  endpoint: 'newsletter',
  schema: BrowserScope.extend({ email: z.string().max(1000) }),
  invalid: (issues, t) =>
    issues.some((i) => i.path[0] === 'email')
      ? invalidEmail(t).errors
      : [{ message: t('error.generic'), code: ERROR_CODE.badRequest }],
  run: async (c, { email, locale, market }, t) => {
    if (!isEmailAddress(email)) return invalidEmail(t);
    return (await subscribe(c, email.trim(), { locale, market }))
      ? { data: { ok: true } }
      : { errors: [{ message: t('error.generic'), code: ERROR_CODE.upstream }], status: 502 };
  },
});

/** The same as a plain form: 303 back to the page it came from with `?newsletter=<result>#newsletter`. */
const newsletterForm = formAction({
  endpoint: 'newsletter',
  schema: BrowserScope.extend({
    email: z.string().max(1000).catch(''),
    // Only a path on this site: never an open redirect.
    return: z
      .string()
      .regex(/^\/(?!\/)[^\s\\]*$/)
      .max(2000)
      .catch('/'),
  }),
  run: async (c, { email, locale, market, return: back }) => {
    const result: NewsletterResult = !isEmailAddress(email)
      ? 'invalid'
      : (await subscribe(c, email.trim(), { locale, market }))
        ? 'thanks'
        : 'failed';
    return backWith(c, back, 'newsletter', result, 'newsletter');
  },
});

/** POST /newsletter: JSON from the page's script, or the footer's form without JavaScript. */
export const newsletter = jsonOrForm(newsletterJson, newsletterForm);
