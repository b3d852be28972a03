import {
  isCompanyUser,
  settingsNoticeId,
  type AccountUser,
  type FormState,
  type SettingsIntent,
} from '../../../shared/account-types';
import type { MessageKey } from '../../../shared/i18n/messages';
import { href } from '../../../shared/routes';
import type { Shop } from '../../context';
import { AccountField, FormNotice } from './form-parts';

interface SectionProps {
  shop: Shop;
  user: AccountUser;
  state: FormState;
}

const Intent = ({ value }: { value: SettingsIntent }) => (
  <input type="hidden" name="intent" value={value} />
);

/** Customer type: sets the account's type and the shop's prices with it (ralph-user-type). */
export function TypeSection({ shop, user, state }: SectionProps) {
  const { t } = shop;
  const current = state.values.customerType ?? user.customerType;
  return (
    <section aria-labelledby="settings-type-title" className="settings-block">
      <h2 id="settings-type-title">{t('account.accountSettings')}</h2>
      <FormNotice state={state} id={settingsNoticeId('type')} />
      {isCompanyUser(user) ? (
        <p>{`${t('account.customerType')}: ${t('customerType.organization')}. ${t('account.companyTypeFixed')}`}</p>
      ) : (
        <TypeForm shop={shop} current={current} />
      )}
    </section>
  );
}

function TypeForm({ shop, current }: { shop: Shop; current: string }) {
  const { t } = shop;
  return (
    <form method="post" action={href(shop.link, 'settings')}>
      <Intent value="type" />
      <fieldset className="settings-choice">
        <legend>{t('account.customerType')}</legend>
        {(['PERSON', 'ORGANIZATION'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="customerType"
              value={type}
              defaultChecked={current === type}
            />{' '}
            {type === 'PERSON' ? t('customerType.person') : t('customerType.organization')}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t('account.save')}
      </button>
    </form>
  );
}

/** How a personal identity number is written where a rule knows it (shared/checkout/person-id.ts). */
const PERSON_ID_FORMAT: Readonly<Record<string, MessageKey>> = {
  se: 'checkout.personalIdFormat',
  fi: 'account.personalIdFormatFi',
  no: 'account.personalIdFormatNo',
  dk: 'account.personalIdFormatDk',
};

/**
 * Personal (or company) information and the address; the e-mail is shown, not edited. A person's
 * number is hinted as the address's country (the market's when none) writes it, as it is checked.
 */
export function ProfileSection({ shop, user, state }: SectionProps) {
  const { t } = shop;
  const org = user.customerType === 'ORGANIZATION';
  const a = user.address;
  const country = (a.country || shop.market.country.code).toLowerCase();
  const format = Object.hasOwn(PERSON_ID_FORMAT, country) ? PERSON_ID_FORMAT[country] : undefined;
  const f = (name: string, label: string, initial: string, more: object = {}) => (
    <AccountField
      form="profile"
      name={name}
      label={label}
      state={state}
      initial={initial}
      optionalText={t('checkout.optional')}
      maxLength={name === 'personalId' ? 20 : name === 'zip' ? 16 : 100}
      {...more}
    />
  );
  return (
    <section aria-labelledby="settings-profile-title" className="settings-block">
      <h2 id="settings-profile-title">
        {org ? t('account.companyInfo') : t('account.personalInfo')}
      </h2>
      <FormNotice state={state} id={settingsNoticeId('profile')} />
      <form method="post" action={href(shop.link, 'settings')} noValidate>
        <Intent value="profile" />
        <p className="field">
          <span>{t('account.email')}</span>
          <span className="settings-email" data-testid="settings-email">
            {user.email}
          </span>
          <span className="hint">{t('account.emailFixed')}</span>
        </p>
        {org
          ? f('company', t('checkout.company'), a.company, { autoComplete: 'organization' })
          : null}
        {f(
          'personalId',
          org ? t('checkout.organizationId') : t('checkout.personalId'),
          user.personalId,
          {
            hint: org || !format ? undefined : t(format),
          },
        )}
        <div className="field-pair">
          {f('firstName', t('checkout.firstName'), a.firstName, { autoComplete: 'given-name' })}
          {f('lastName', t('checkout.lastName'), a.lastName, { autoComplete: 'family-name' })}
        </div>
        {f('mobile', t('checkout.phone'), a.mobile, { type: 'tel', autoComplete: 'tel' })}
        <h3>{t('account.addresses')}</h3>
        {f('careOf', t('checkout.careOf'), a.careOf)}
        {f('addressLine1', t('checkout.addressLine1'), a.addressLine1, {
          autoComplete: 'address-line1',
        })}
        {f('addressLine2', t('checkout.addressLine2'), a.addressLine2, {
          autoComplete: 'address-line2',
        })}
        <div className="field-pair">
          {f('zip', t('checkout.zip'), a.zip, {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
          })}
          {f('city', t('checkout.city'), a.city, { autoComplete: 'address-level2' })}
        </div>
        <button type="submit" className="button primary">
          {t('account.save')}
        </button>
      </form>
    </section>
  );
}

export function NewsletterSection({ shop, user, state }: SectionProps) {
  const { t } = shop;
  const checked = 'newsletter' in state.values ? state.values.newsletter === 'on' : user.newsletter;
  return (
    <section aria-labelledby="settings-newsletter-title" className="settings-block">
      <h2 id="settings-newsletter-title">{t('account.newsletter')}</h2>
      <FormNotice state={state} id={settingsNoticeId('newsletter')} />
      <form method="post" action={href(shop.link, 'settings')}>
        <Intent value="newsletter" />
        <p className="check">
          <label>
            <input type="checkbox" name="newsletter" defaultChecked={checked} />{' '}
            {t('account.newsletterLabel')}
          </label>
        </p>
        <button type="submit" className="button">
          {t('account.save')}
        </button>
      </form>
    </section>
  );
}
