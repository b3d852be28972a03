import type { FormEvent, RefObject } from 'react';
import type { CustomerType } from '../../shared/cookies';
import { CHECKOUT_LIMITS as L } from '../../shared/checkout/checkout-form';
import { href } from '../../shared/routes';
import type { PaymentKind } from '../../shared/types';
import { useApp } from '../app-context';
import { AddressFields } from './address-fields';
import { CartLines } from './cart-lines';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { fieldId, type CheckoutFormProps } from './form-state';
import { PaymentOptions } from './payment-options';
import { PromoCode } from './promo-code';
import { ShopAs } from './shop-as';
import { ShippingOptions } from './shipping-options';
import { Summary } from './summary';

interface SectionsProps extends CheckoutFormProps {
  busy: boolean;
  /** The order is on its way (the form was sent); a second click sends nothing. */
  placing?: boolean;
  /** The live prices show a cart changed in another tab (said above the lines, focus stays). */
  cartNotice?: string | null;
  /** Live prices could not be had (said beside the shipping options, focus stays where it is). */
  quoteError?: string | null;
  /** Show the personal number (needed for invoice only). */
  askIdentity: boolean;
  shippingId: string;
  paymentMethod: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  onZip: (zip: string) => void;
  onShipping: (id: string) => void;
  onPayment: (kind: PaymentKind) => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Any field changed (a key typed, a box ticked, a radio chosen). */
  onFieldChange?: (field: EventTarget) => void;
  formRef?: RefObject<HTMLFormElement | null>;
  onCustomerType: (type: CustomerType) => void;
}

/** The checkout form's markup, the same on the server and in the island. */
export function CheckoutSections(p: SectionsProps) {
  const { t, link } = useApp();
  const { checkout, form } = p;
  const { values, errors } = form;
  const items = checkout.cart.items;
  // The balance pays the whole order: no payment method's fields are asked (decision 214).
  const paidByBalance = !!checkout.cart.summary.balance?.paysAll;
  const invoice = p.paymentMethod === 'invoice' && !paidByBalance;
  const askIdentity =
    p.customerType === 'PERSON' &&
    p.askIdentity &&
    !paidByBalance &&
    checkout.paymentOptions.some((o) => o.kind === 'invoice');
  const [before, after] = t('checkout.acceptTerms', { terms: '\u0000' }).split('\u0000');
  return (
    <form
      method="post"
      action={p.action}
      className="checkout-form"
      noValidate
      onSubmit={p.onSubmit}
      onChange={(e) => p.onFieldChange?.(e.target)}
      ref={p.formRef}
    >
      {/* The form's first submit button is what Enter in a field sends: a plain update (the page again
          with what was typed, prices for the postcode), never "Shop as" below; the island drops it.
          Drawn but out of sight: WebKit passes over a button that is not drawn (`hidden`). */}
      <button
        type="submit"
        name="intent"
        value="update"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-enter=""
        formNoValidate
      />
      <input type="hidden" name="attemptId" value={form.attemptId} />
      <input type="hidden" name="customerType" value={p.customerType} />
      <input type="hidden" name="return" value={p.action} />
      <ShopAs customerType={p.customerType} onChange={p.onCustomerType} focus={form.focus} />
      <ErrorSummary
        ref={p.summaryRef}
        errors={errors}
        notice={form.notice?.kind === 'error' ? form.notice.text : null}
      />
      {form.notice?.kind === 'ok' ? (
        <p className="message ok" role="status" tabIndex={-1} autoFocus={form.focus === 'removed'}>
          {form.notice.text}
        </p>
      ) : null}
      <div className="checkout-columns">
        <div className="checkout-main">
          <section className="checkout-section" aria-labelledby="checkout-cart-title">
            <h2 id="checkout-cart-title">{t('cart.title')}</h2>
            {p.cartNotice ? (
              <p className="message error" role="alert">
                {p.cartNotice}
              </p>
            ) : null}
            {items.length ? (
              <>
                <CartLines items={items} lineErrors={form.lineErrors} focus={form.focus} />
                <PromoCode
                  active={checkout.cart.promoCode}
                  applies={checkout.cart.summary.hasDiscount}
                  value={values.promoCode}
                  error={errors.promoCode}
                  focus={form.focus === 'promo'}
                />
              </>
            ) : (
              <p className="cart-empty">
                {t('cart.empty')} <a href={href(link, 'home')}>{t('checkout.back')}</a>
              </p>
            )}
          </section>
          {items.length ? (
            <>
              <AddressFields
                values={values}
                errors={errors}
                customerType={p.customerType}
                country={p.country}
                market={p.market}
                markets={p.markets}
                focusCountry={form.focus === 'market'}
                invoice={invoice}
                onZip={p.onZip}
              />
              <ShippingOptions
                checkout={checkout}
                selected={p.shippingId}
                error={errors.shippingId}
                onSelect={p.onShipping}
                quoteError={p.quoteError ?? null}
              />
              <PaymentOptions
                options={checkout.paymentOptions}
                selected={p.paymentMethod}
                error={errors.paymentMethod}
                paidByBalance={paidByBalance}
                onSelect={p.onPayment}
              />
              {/* Kept in the form when not asked, so what was typed is there again when it is. */}
              <Field
                name="identityNumber"
                label={t('checkout.personalId')}
                value={values.identityNumber}
                error={errors.identityNumber}
                hint={`${t('checkout.personalIdNeeded')} (${t('checkout.personalIdFormat')})`}
                hidden={!askIdentity}
                required={askIdentity && invoice}
                optionalText={t('checkout.optional')}
                maxLength={L.identity}
              />
              <section className="checkout-section" aria-label={t('checkout.message')}>
                <Field
                  name="message"
                  label={t('checkout.message')}
                  value={values.message}
                  error={errors.message}
                  hint={t('checkout.messageHint')}
                  optionalText={t('checkout.optional')}
                  maxLength={L.message}
                />
                <p className="check">
                  <input
                    id={fieldId('newsletter')}
                    type="checkbox"
                    name="newsletter"
                    defaultChecked={values.newsletter === 'on'}
                  />
                  <label htmlFor={fieldId('newsletter')}>{t('checkout.newsletter')}</label>
                </p>
              </section>
            </>
          ) : null}
        </div>
        {items.length ? (
          <aside className="checkout-side">
            <Summary checkout={checkout} busy={p.busy} />
            <p className={`check${errors.termsAccepted ? ' invalid' : ''}`}>
              <input
                id={fieldId('termsAccepted')}
                type="checkbox"
                name="termsAccepted"
                defaultChecked={values.termsAccepted === 'on'}
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={
                  errors.termsAccepted ? `${fieldId('termsAccepted')}-error` : undefined
                }
              />
              <label htmlFor={fieldId('termsAccepted')}>
                {before}
                <a href={p.termsPath} target="_blank" rel="noopener">
                  {t('checkout.terms')}
                </a>
                {after}
              </label>
            </p>
            {errors.termsAccepted ? (
              <p className="field-error" id={`${fieldId('termsAccepted')}-error`}>
                {errors.termsAccepted}
              </p>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="place"
              className="button primary place-order"
              disabled={checkout.blocked}
            >
              {p.placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          </aside>
        ) : null}
      </div>
    </form>
  );
}
