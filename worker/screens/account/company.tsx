import type { Context } from 'hono';
import { LOCALES, type Locale } from '../../../shared/locales';
import type { Shop, WorkerEnv } from '../../context';
import { loadMainMenu } from '../../chrome/main-menu';
import type { Page } from '../../streaming/page';
import { emptyFormState, type FormState } from '../../../shared/account-types';
import { companyPath } from '../../../shared/account-paths';
import { AccountField, FormNotice } from './form-parts';
import { respond } from './settings';
import { pageTitle } from '../../../shared/page-title';
import { log } from '../../log';
import { accountOf, sessionOf } from './session';

/**
 * The application for a company account (README 53): open to anyone, logged in or not, and so
 * neither guarded nor behind the account's tabs. A plain form posting to its own path
 * (worker/bff/account-company.ts); `?sent=1` after the application went through.
 */
export function companyPage(shop: Shop, state: FormState, status = 200): Page {
  const { t, link } = shop;
  const self = companyPath(link);
  const sent = shop.url.searchParams.get('sent') === '1' && !state.notice;
  const f = (name: string, label: string, more: object = {}) => (
    <AccountField
      form="company"
      name={name}
      label={label}
      state={state}
      optionalText={t('checkout.optional')}
      {...more}
    />
  );
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES)
    if (shop.market.locales.includes(locale)) alternates[locale] = companyPath({ ...link, locale });
  return {
    status,
    title: pageTitle(t, t('company.title')),
    description: t('company.intro'),
    robots: 'noindex, nofollow',
    canonical: self,
    alternates,
    noStore: true,
    body: (
      <section className="account company-application">
        <h1>{t('company.title')}</h1>
        {sent ? (
          <p className="form-notice ok" role="status" data-testid="form-notice">
            {t('company.received')}
          </p>
        ) : (
          <>
            <p>{t('company.intro')}</p>
            <FormNotice state={state} id="company-notice" />
            <form method="post" action={self} noValidate className="settings-block">
              {f('companyName', t('checkout.company'), {
                required: true,
                autoComplete: 'organization',
              })}
              {f('organizationId', t('checkout.organizationId'), { required: true, maxLength: 20 })}
              <h2>{t('company.contact')}</h2>
              <div className="field-pair">
                {f('firstName', t('checkout.firstName'), {
                  required: true,
                  autoComplete: 'given-name',
                })}
                {f('lastName', t('checkout.lastName'), {
                  required: true,
                  autoComplete: 'family-name',
                })}
              </div>
              {f('email', t('checkout.email'), {
                required: true,
                type: 'email',
                autoComplete: 'email',
              })}
              {f('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel' })}
              <h2>{t('company.address')}</h2>
              {f('addressLine1', t('checkout.addressLine1'), { autoComplete: 'address-line1' })}
              <div className="field-pair">
                {f('zip', t('checkout.zip'), { autoComplete: 'postal-code', maxLength: 16 })}
                {f('city', t('checkout.city'), { autoComplete: 'address-level2' })}
              </div>
              {f('message', t('checkout.message'), { textarea: true, maxLength: 1000 })}
              <button type="submit" className="button primary">
                {t('company.submit')}
              </button>
            </form>
          </>
        )}
      </section>
    ),
  };
}

/**
 * What the account already knows, for a logged-in applicant's form (README decision 209): the
 * contact's name and phone, the address, and an organisation's name and number. Never the e-mail:
 * approval creates a user with the application's address, so the customer's own is refused
 * (decision 164). A failed read is logged and leaves the form empty; the application needs none of it.
 */
async function knownValues(shop: Shop): Promise<Record<string, string>> {
  if (!sessionOf(shop)) return {};
  const { data: user, error } = await accountOf(shop).user();
  if (error) {
    log('warn', 'the company application was not filled in from the account', {
      requestId: shop.requestId,
      error,
    });
    return {};
  }
  const a = user.address;
  const known: Record<string, string> = {
    companyName: a.company,
    organizationId: user.customerType === 'ORGANIZATION' ? user.personalId : '',
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.mobile || a.phone,
    addressLine1: a.addressLine1,
    zip: a.zip,
    city: a.city,
  };
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value));
}

/**
 * GET of the application's path, filled in with what a logged-in customer's account knows, or the
 * page again after a post that needs fixing.
 */
export async function renderCompany(
  c: Context<WorkerEnv>,
  state?: FormState,
  status = 200,
): Promise<Response> {
  const shop = c.get('shop');
  const form = state ?? { ...emptyFormState(), values: await knownValues(shop) };
  return respond(c, companyPage(shop, form, status), await loadMainMenu(shop));
}
