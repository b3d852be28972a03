import type { CustomerType } from '../../shared/cookies';
import { CHECKOUT_LIMITS as L } from '../../shared/checkout/checkout-form';
import { useApp } from '../app-context';
import { CountryChoice } from './country-choice';
import { Field } from './field';

/**
 * The address and contact fields of the specification's Customer. The country is the checkout
 * market's (spec section 5: the address must be in the chosen country); organisations add the
 * company name and organisation number.
 */
export function AddressFields({
  values,
  errors,
  customerType,
  country,
  market,
  markets,
  focusCountry,
  invoice,
  onZip,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  customerType: CustomerType;
  country: { code: string; name: string };
  market: string;
  markets: { alias: string; name: string }[];
  focusCountry: boolean;
  /** Invoice is the chosen payment: it needs the organisation number (shared/checkout/checkout-form.ts). */
  invoice: boolean;
  onZip: (zip: string) => void;
}) {
  const { t } = useApp();
  const org = customerType === 'ORGANIZATION';
  const field = (name: string) => ({
    name,
    value: values[name],
    error: errors[name],
    optionalText: t('checkout.optional'),
  });
  return (
    <fieldset className="checkout-section">
      <legend>
        <h2>{t('checkout.details')}</h2>
      </legend>
      {/* A private person's form keeps them hidden, so a switch back to business finds them. */}
      <Field
        {...field('company')}
        label={t('checkout.company')}
        hidden={!org}
        required={org}
        autoComplete="organization"
        maxLength={L.name}
      />
      <Field
        {...field('organizationId')}
        label={t('checkout.organizationId')}
        // Said when it is so: invoice is chosen (fi, dk and no offer none).
        hint={invoice ? t('checkout.organizationIdNeeded') : undefined}
        hidden={!org}
        required={org && invoice}
        maxLength={L.identity}
      />
      <div className="field-pair">
        <Field
          {...field('firstName')}
          label={t('checkout.firstName')}
          required
          autoComplete="given-name"
          maxLength={L.name}
        />
        <Field
          {...field('lastName')}
          label={t('checkout.lastName')}
          required
          autoComplete="family-name"
          maxLength={L.name}
        />
      </div>
      <Field {...field('careOf')} label={t('checkout.careOf')} maxLength={L.address} />
      <Field
        {...field('addressLine1')}
        label={t('checkout.addressLine1')}
        required
        autoComplete="address-line1"
        maxLength={L.address}
      />
      <Field
        {...field('addressLine2')}
        label={t('checkout.addressLine2')}
        autoComplete="address-line2"
        maxLength={L.address}
      />
      <Field {...field('entryCode')} label={t('checkout.entryCode')} maxLength={L.entryCode} />
      <div className="field-pair">
        <div className="zip-row">
          <Field
            {...field('zip')}
            label={t('checkout.zip')}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={L.zip}
            onChange={onZip}
          />
          <button
            type="submit"
            name="intent"
            value="update"
            className="button secondary"
            formNoValidate
          >
            {t('checkout.showShipping')}
          </button>
        </div>
        <Field
          {...field('city')}
          label={t('checkout.city')}
          required
          autoComplete="address-level2"
          maxLength={L.city}
        />
      </div>
      <CountryChoice market={market} markets={markets} focus={focusCountry} />
      <p className="field country" id="checkout-country">
        <input type="hidden" name="country" value={country.code} />
        {t('checkout.addressIn', { country: country.name })}
      </p>
      <div className="field-pair">
        <Field
          {...field('phone')}
          label={t('checkout.phone')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={L.phone}
        />
        <Field
          {...field('email')}
          label={t('checkout.email')}
          required
          type="email"
          autoComplete="email"
          maxLength={L.email}
        />
      </div>
    </fieldset>
  );
}
