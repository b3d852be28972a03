import type { Context } from 'hono';
import { companyPath, isCompanyPath } from '../../shared/account-paths';
import type { FormState } from '../../shared/account-types';
import { accountFor } from '../commerce/account';
import type { WorkerEnv } from '../context';
import { log } from '../log';
import { checkApplication, invalidState, PostedFields, TAKEN } from './account-fields';
import { formAction } from './form-action';

/** The application's page again, with what was typed and the messages (screens/account/company). */
export type RenderCompany = (
  c: Context<WorkerEnv>,
  state: FormState,
  status: number,
) => Promise<Response>;

/**
 * The application for a company account (POST to the application's own path, README 53), from
 * anyone; a logged-in applicant's bearer goes along so the operator sees who asked. Stored as a
 * pending request for the operator's queue (`npm run companies`); 303 to `?sent=1`, or the form
 * again with what was typed and the messages (400), or the generic text (502).
 */
export const companyApplicationForm = (renderCompany: RenderCompany) =>
  formAction({
    endpoint: 'account-company',
    schema: PostedFields,
    run: async (c, fields) => {
      const shop = c.get('shop');
      if (!isCompanyPath(c.get('routeSegments'), shop.locale)) return c.notFound();
      const checked = checkApplication(fields, shop.market.country.code);
      if (!checked.ok) return renderCompany(c, invalidState(shop, fields, checked.problems), 400);
      const { error } = await accountFor(shop).applyForCompanyAccount(checked.value);
      if (!error) return c.redirect(`${companyPath(shop.link)}?sent=1`, 303);
      const taken = TAKEN[error.code ?? ''];
      if (taken) return renderCompany(c, invalidState(shop, fields, { email: taken }), 422);
      log('error', 'company application failed', { requestId: shop.requestId, error });
      const notice = { kind: 'error' as const, text: shop.t('error.generic') };
      return renderCompany(c, { values: fields, errors: {}, notice }, 502);
    },
  });
