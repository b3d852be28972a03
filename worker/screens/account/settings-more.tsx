import { settingsNoticeId, type AccountUser, type FormState } from '../../../shared/account-types';
import { companyPath } from '../../../shared/account-paths';
import { href } from '../../../shared/routes';
import type { Shop } from '../../context';
import { AccountField, FormNotice } from './form-parts';

/** Change password (the panel, `?action=change`) and deleting the account, with a confirmation step. */
export function PrivacySection({
  shop,
  confirm,
  state,
}: {
  shop: Shop;
  confirm: boolean;
  state: FormState;
}) {
  const { t, link } = shop;
  const self = href(link, 'settings');
  return (
    <section aria-labelledby="settings-privacy-title" className="settings-block">
      <h2 id="settings-privacy-title">{t('account.privacy')}</h2>
      <FormNotice state={state} id={settingsNoticeId('delete')} />
      <p>
        <a href={`${self}?action=change`}>{t('account.changePassword')}</a>
      </p>
      {confirm ? (
        <div
          className="delete-confirm"
          role="alertdialog"
          aria-labelledby="delete-title"
          aria-describedby="delete-text"
        >
          <h3 id="delete-title" tabIndex={-1}>
            {t('account.deleteTitle')}
          </h3>
          <p id="delete-text">{t('account.deleteText')}</p>
          <form method="post" action={self} className="inline-actions">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button danger" autoFocus>
              {t('account.deleteConfirm')}
            </button>
            <a href={self}>{t('account.cancel')}</a>
          </form>
        </div>
      ) : (
        <p>
          <a href={`${self}?confirm=delete#delete-title`} className="danger-link">
            {t('account.deleteAccount')}
          </a>
        </p>
      )}
      <p className="hint">{t('account.deleteInfo')}</p>
    </section>
  );
}

/** A company's users ask for one more user; anyone else finds the application for a company account. */
export function CompanySection({
  shop,
  user,
  state,
}: {
  shop: Shop;
  user: AccountUser;
  state: FormState;
}) {
  const { t } = shop;
  if (user.customerType !== 'ORGANIZATION' || !user.memberId)
    return (
      <section aria-labelledby="settings-company-title" className="settings-block">
        <h2 id="settings-company-title">{t('company.title')}</h2>
        <p>{t('company.intro')}</p>
        <p>
          <a href={companyPath(shop.link)}>{t('company.link')}</a>
        </p>
      </section>
    );
  const f = (name: string, label: string, more: object = {}) => (
    <AccountField form="company-user" name={name} label={label} state={state} {...more} />
  );
  return (
    <section aria-labelledby="settings-company-title" className="settings-block">
      <h2 id="settings-company-title">{t('company.extraUser')}</h2>
      <p>{t('company.extraUserIntro')}</p>
      <FormNotice state={state} id={settingsNoticeId('company-user')} />
      <form method="post" action={href(shop.link, 'settings')} noValidate>
        <input type="hidden" name="intent" value="company-user" />
        {f('email', t('checkout.email'), { type: 'email', required: true, autoComplete: 'off' })}
        <div className="field-pair">
          {f('firstName', t('checkout.firstName'), { required: true })}
          {f('lastName', t('checkout.lastName'), { required: true })}
        </div>
        {f('phone', t('checkout.phone'), { type: 'tel', optionalText: t('checkout.optional') })}
        {f('message', t('checkout.message'), {
          textarea: true,
          optionalText: t('checkout.optional'),
        })}
        <button type="submit" className="button">
          {t('company.extraUserSubmit')}
        </button>
      </form>
    </section>
  );
}
