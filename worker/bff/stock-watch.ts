import { EmailAddress } from '../../shared/email';
import { ERROR_CODE } from '../../shared/envelope';
import { LANGUAGE_ID } from '../../shared/locales';
import { commerceFor } from '../edge/commerce-for';
import { log } from '../log';
import { jsonAction } from './action';
import { BrowserScope, IntId } from './browser-request';

const Body = BrowserScope.extend({ email: EmailAddress, skuId: IntId });

/** POST /stock-watch {email, skuId, locale, market}: 'notify me' (monitorProductAvailability). */
export const stockWatch = jsonAction({
  endpoint: 'stock-watch',
  schema: Body,
  invalid: (issues, t) =>
    issues.some((i) => i.path[0] === 'email')
      ? [{ message: t('notify.invalidEmail'), code: 'INVALID_EMAIL', field: 'email' }]
      : [{ message: t('notify.failed'), code: ERROR_CODE.badRequest }],
  run: async (c, { email, skuId, locale, market }, t) => {
    const { client } = commerceFor(c, {
      marketId: market,
      languageId: LANGUAGE_ID[locale],
      customerType: 'PERSON',
    });
    const { error } = await client.mutation('monitorProductAvailability', {
      variables: { email, skuId },
    });
    if (!error) return { data: { ok: true } };
    if (error.code === 'INVALID_EMAIL')
      return {
        errors: [{ message: t('notify.invalidEmail'), code: 'INVALID_EMAIL', field: 'email' }],
        status: 400,
      };
    // A SKU the API does not know is the sender's mistake, not an outage: no error log.
    if (error.code === 'SKU_NOT_FOUND')
      return { errors: [{ message: t('notify.failed'), code: 'SKU_NOT_FOUND' }], status: 404 };
    log('error', 'stock watch failed', { requestId: c.get('requestId'), error });
    return {
      errors: [{ message: t('notify.failed'), code: error.code ?? ERROR_CODE.upstream }],
      status: error.status === 504 ? 504 : 502,
    };
  },
});
