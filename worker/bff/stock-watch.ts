import type { Context } from 'hono';
import { z } from 'zod';
import { isEmailAddress } from '../../shared/email';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import { NOTIFY_RESULT_PARAM, type NotifyResult } from '../../shared/stock-notify';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import { log } from '../log';
import { jsonAction } from './action';
import { BrowserScope, EmailAddress, IntId, ReturnPath } from './browser-request';
import { backWith, formAction, jsonOrForm } from './form-action';

const Body = BrowserScope.extend({ email: EmailAddress, skuId: IntId });

/** monitorProductAvailability in the shopper's scope: null when stored, else the API's error. */
async function watch(
  c: Context<WorkerEnv>,
  {
    email,
    skuId,
    locale,
    market,
  }: { email: string; skuId: number; locale: Locale; market: string },
) {
  const { client } = commerceFor(c, {
    marketId: market,
    languageId: LANGUAGE_ID[locale],
    customerType: 'PERSON',
  });
  const { error } = await client.mutation('monitorProductAvailability', {
    variables: { email, skuId },
  });
  // A SKU the API does not know is the sender's mistake, not an outage: no error log.
  if (error && error.code !== 'INVALID_EMAIL' && error.code !== 'SKU_NOT_FOUND')
    log('error', 'stock watch failed', { requestId: c.get('requestId'), error });
  return error;
}

/** POST /stock-watch {email, skuId, locale, market} as JSON: 'notify me' from the page's script. */
const stockWatchJson = jsonAction({
  endpoint: 'stock-watch',
  schema: Body,
  invalid: (issues, t) =>
    issues.some((i) => i.path[0] === 'email')
      ? [{ message: t('notify.invalidEmail'), code: 'INVALID_EMAIL', field: 'email' }]
      : [{ message: t('notify.failed'), code: ERROR_CODE.badRequest }],
  run: async (c, input, t) => {
    const error = await watch(c, input);
    if (!error) return { data: { ok: true } };
    if (error.code === 'INVALID_EMAIL')
      return {
        errors: [{ message: t('notify.invalidEmail'), code: 'INVALID_EMAIL', field: 'email' }],
        status: 400,
      };
    if (error.code === 'SKU_NOT_FOUND')
      return { errors: [{ message: t('notify.failed'), code: 'SKU_NOT_FOUND' }], status: 404 };
    return {
      errors: [{ message: t('notify.failed'), code: error.code ?? ERROR_CODE.upstream }],
      status: error.status === 504 ? 504 : 502,
    };
  },
});

/**
 * The same as a plain form (no JavaScript): 303 back to the product page with `?notify=<result>#notify`,
 * which the page shows at the form. The address never goes into a URL.
 */
const stockWatchForm = formAction({
  endpoint: 'stock-watch',
  schema: BrowserScope.extend({
    email: z.string().max(1000).catch(''),
    skuId: z.coerce.number().pipe(IntId).catch(0),
    return: ReturnPath,
  }),
  run: async (c, { email, skuId, locale, market, return: back }) => {
    let result: NotifyResult = 'invalid';
    if (isEmailAddress(email) && skuId > 0) {
      const error = await watch(c, { email: email.trim(), skuId, locale, market });
      result = !error ? 'done' : error.code === 'INVALID_EMAIL' ? 'invalid' : 'failed';
    }
    return backWith(c, back, NOTIFY_RESULT_PARAM, result, 'notify');
  },
});

/** POST /stock-watch: JSON from the page's script, or the product page's form without JavaScript. */
export const stockWatch = jsonOrForm(stockWatchJson, stockWatchForm);
