import type { Context } from 'hono';
import { loginPath } from '../../shared/account-paths';
import {
  isCompanyUser,
  SETTINGS_INTENTS,
  settingsNoticeId,
  type SettingsIntent,
  type SettingsPosted,
} from '../../shared/account-types';
import { CUSTOMER_TYPES, type CustomerType } from '../../shared/cookies';
import { href, matchRoute } from '../../shared/routes';
import { accountFor } from '../commerce/account';
import type { CommerceResult } from '../commerce/errors';
import type { Shop, WorkerEnv } from '../context';
import { rememberCustomerType } from '../edge/cookies';
import { endSession } from '../identity/session';
import { log } from '../log';
import {
  checkCompanyUser,
  checkProfile,
  invalidState,
  PostedFields,
  TAKEN,
  type Posted,
  type Problems,
} from './account-fields';
import { formAction } from './form-action';

/** The settings page again, for a posted form that needs fixing or failed (screens/account/settings). */
export type RenderSettings = (
  c: Context<WorkerEnv>,
  posted: SettingsPosted,
  status: 400 | 422 | 502,
) => Promise<Response>;

/**
 * The settings forms (POST to the settings page's own path; market and language resolved as for the
 * page). `intent` says which form: type, profile, newsletter, company-user or delete. A save answers
 * 303 back with `?saved=<intent>`; fields to fix give the page again (400) with what was typed; a
 * session that has ended goes to the login. Delete ends the session and goes home (303) with a notice.
 */
export const accountSettingsForm = (renderSettings: RenderSettings) =>
  formAction({
    endpoint: 'account-settings',
    schema: PostedFields,
    run: async (c, fields) => {
      const shop = c.get('shop');
      if (matchRoute(c.get('routeSegments'), shop.locale)?.name !== 'settings') return c.notFound();
      const self = href(shop.link, 'settings');
      if (!shop.customer) return c.redirect(loginPath(shop.link, self), 303);
      const intent = fields.intent as SettingsIntent;
      if (!SETTINGS_INTENTS.includes(intent)) return c.redirect(self, 303);
      const account = accountFor(shop);
      const again = (problems: Problems, status: 400 | 422 | 502 = 400) =>
        renderSettings(c, { intent, state: invalidState(shop, fields, problems) }, status);
      const done = async <T>(result: Promise<CommerceResult<T>>, after?: () => void) => {
        const { error } = await result;
        if (!error) {
          after?.();
          return c.redirect(`${self}?saved=${intent}#${settingsNoticeId(intent)}`, 303);
        }
        const taken = TAKEN[error.code ?? ''];
        if (taken) return again({ email: taken }, 422);
        return failed(c, shop, renderSettings, intent, fields, error);
      };
      if (intent === 'company-user') {
        const checked = checkCompanyUser(fields);
        if (!checked.ok) return again(checked.problems);
        return done(account.requestCompanyUser(checked.value));
      }
      if (intent === 'delete') {
        const { error } = await account.deleteUser();
        if (error) return failed(c, shop, renderSettings, intent, fields, error);
        endSession(c);
        return c.redirect(`${href(shop.link, 'home')}?notice=account.deleted`, 303);
      }
      // Every update sends the account's type (UserInputType would default it to PERSON).
      const user = await account.user();
      if (user.error) return failed(c, shop, renderSettings, intent, fields, user.error);
      const customerType = user.data.customerType;
      if (intent === 'newsletter')
        return done(account.updateUser({ customerType, newsletter: fields.newsletter === 'on' }));
      if (intent === 'type') {
        // Only a form made by hand gets here: the page offers them no choice.
        if (isCompanyUser(user.data)) {
          const notice = { kind: 'error' as const, text: shop.t('account.companyTypeFixed') };
          return renderSettings(c, { intent, state: { values: {}, errors: {}, notice } }, 400);
        }
        const type = fields.customerType as CustomerType;
        if (!CUSTOMER_TYPES.includes(type)) return again({ customerType: 'form.required' });
        return done(account.updateUser({ customerType: type }), () =>
          rememberCustomerType(c, type),
        );
      }
      const country = user.data.address.country || shop.market.country.code;
      const checked = checkProfile(fields, customerType, country);
      if (!checked.ok) return again(checked.problems);
      return done(account.updateUser(checked.value));
    },
  });

/** A refused session goes to the login; anything else is logged and said in the form (502). */
function failed(
  c: Context<WorkerEnv>,
  shop: Shop,
  renderSettings: RenderSettings,
  intent: SettingsIntent,
  fields: Posted,
  error: { code?: string },
) {
  if (error.code === 'UNAUTHENTICATED')
    return c.redirect(loginPath(shop.link, href(shop.link, 'settings')), 303);
  log('error', 'account settings failed', { requestId: shop.requestId, intent, error });
  const { intent: _intent, ...values } = fields;
  return renderSettings(
    c,
    {
      intent,
      state: { values, errors: {}, notice: { kind: 'error', text: shop.t('error.generic') } },
    },
    502,
  );
}
