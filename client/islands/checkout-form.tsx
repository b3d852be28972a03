import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parsePostcode } from '../../shared/checkout/postcode';
import { parseCheckout } from '../../shared/checkout/checkout-form';
import type { PaymentKind } from '../../shared/types';
import { useApp } from '../app-context';
import { CheckoutSections } from '../checkout/sections';
import type { CheckoutFormProps } from '../checkout/form-state';
import { chosenShipping } from '../checkout/shipping-options';
import { useQuote } from '../checkout/use-quote';
import { trackLineChange } from '../checkout/checkout-events';
import { dropDraft, keepField, restoreDraft } from '../checkout/draft';
import { track } from '../events';
import { useOnline } from '../feedback/online';

/**
 * The checkout form. Before hydration it is a plain form that posts to the Worker, which answers the
 * page again with every message at its field (or goes on to payment); hydrated, it prices shipping
 * and totals as the postcode and the choices change, and checks the form before it is sent.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { locale, t } = useApp();
  const { form } = props;
  const initialShipping =
    form.values.shippingId ??
    String(props.checkout.shippingOptions.find((o) => o.isSelected)?.id ?? '');
  const initialPayment =
    form.values.paymentMethod ??
    props.checkout.paymentOptions.find((o) => o.isSelected)?.kind ??
    '';
  const [choices, setChoices] = useState({
    zip: form.values.zip ?? '',
    country: props.country.code,
    shippingId: initialShipping,
    paymentMethod: initialPayment,
  });
  const [errors, setErrors] = useState(form.errors);
  // Offline, the order cannot be sent: the button is disabled and a notice says why.
  const online = useOnline();
  const summary = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const offlineNotice = useRef<HTMLParagraphElement>(null);
  const placing = useRef(false);
  const [placingShown, setPlacingShown] = useState(false);
  // Before hydration every field is there (a plain form cannot show one on choice); after, the
  // personal number shows when invoice is chosen.
  const [live, setLive] = useState(false);
  const { checkout, busy, error, requote, cartKey } = useQuote(props.checkout, {
    locale,
    market: props.market,
    customerType: props.customerType,
  });
  // A live price that shows a cart changed elsewhere says so, and the order is then placed for the
  // cart shown now (the attempt carries the key of the cart the page shows: worker/edge/shown-cart.ts).
  const [attempt, shownKey] = form.attemptId.split('_');
  const cartChanged = !!shownKey && !!cartKey && cartKey !== shownKey;
  const choose = (change: Partial<typeof choices>, quote: boolean) => {
    const next = { ...choices, ...change };
    setChoices(next);
    if (quote) requote(next);
  };

  // The impression and the market link to other tabs started with the page (checkout-start.ts).
  // What this tab had typed before a reload comes back (client/checkout/draft.ts), priced.
  useEffect(() => {
    setLive(true);
    const kept = restoreDraft(formRef.current!, props.viewer);
    const newZip = kept.zip !== undefined && kept.zip !== choices.zip;
    if (Object.keys(kept).length)
      choose(
        kept,
        (newZip && parsePostcode(props.country.code, kept.zip!).ok) ||
          (!!kept.shippingId && kept.shippingId !== choices.shippingId),
      );
  }, []);
  // "Choose shipping" said before the options came (a quick shopper) goes once one shows checked.
  const shippingChosen = !!chosenShipping(checkout, choices.shippingId);
  useEffect(() => {
    if (shippingChosen && errors.shippingId) setErrors(({ shippingId: _said, ...rest }) => rest);
  }, [shippingChosen, errors.shippingId]);

  const onZip = (zip: string) => {
    const known = parsePostcode(props.country.code, zip).ok;
    if (known && errors.zip) setErrors(({ zip: _said, ...others }) => others);
    choose({ zip }, known && zip !== choices.zip);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Offline, nothing is posted (the browser would show its own error page instead of the form):
    // the notice says why, a country chosen goes back to the one the page is in.
    if (!online) {
      e.preventDefault();
      const country = e.currentTarget.elements.namedItem('checkoutMarket');
      if (country instanceof HTMLSelectElement) country.value = props.market;
      offlineNotice.current?.focus();
      return;
    }
    if (submitter?.name === 'intent') trackLineChange(checkout, submitter.value);
    // "Show shipping options", or Enter in a field: the live quote has the postcode's prices already,
    // nothing to post. A postcode not written as the country writes them is said at its field ("no
    // options" would send the shopper looking for a carrier), by the button or Enter in the postcode.
    if (submitter?.value === 'update') {
      e.preventDefault();
      const zip = e.currentTarget.elements.namedItem('zip') as HTMLInputElement;
      if (submitter.dataset.enter != null && document.activeElement !== zip) return;
      // A message said before went as a postcode written right was typed (onZip).
      if (parsePostcode(props.country.code, zip.value).ok) return choose({ zip: zip.value }, true);
      setErrors({ ...errors, zip: t('form.invalidPostcode') });
      zip.focus();
      return;
    }
    if (submitter?.value !== 'place') return;
    if (placing.current) {
      e.preventDefault();
      return;
    }
    const fields = Object.fromEntries(new FormData(e.currentTarget));
    // The rules as message keys, in this page's language (the Worker checks the same again).
    const check = parseCheckout(fields, {
      country: props.country.code,
      paidByBalance: !!checkout.cart.summary.balance?.paysAll,
    });
    if (!check.ok) {
      e.preventDefault();
      setErrors(
        Object.fromEntries(Object.entries(check.problems).map(([field, key]) => [field, t(key)])),
      );
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    dropDraft();
    placing.current = true;
    setPlacingShown(true);
    // Should the page stay (the connection dropped), the shopper may try again; the attempt's key
    // makes a second order impossible either way.
    setTimeout(() => {
      placing.current = false;
      setPlacingShown(false);
    }, 15_000);
  };

  return (
    <>
      <CheckoutSections
        {...props}
        checkout={online ? checkout : { ...checkout, blocked: true }}
        form={{ ...form, errors, attemptId: cartKey ? `${attempt}_${cartKey}` : form.attemptId }}
        cartNotice={cartChanged ? t('checkout.cartChangedElsewhere') : null}
        quoteError={error}
        busy={busy}
        placing={placingShown}
        askIdentity={!live || choices.paymentMethod === 'invoice' || !!errors.identityNumber}
        shippingId={choices.shippingId}
        paymentMethod={choices.paymentMethod}
        summaryRef={summary}
        formRef={formRef}
        onFieldChange={(field) => keepField(field, props.viewer)}
        onZip={onZip}
        onShipping={(shippingId) => choose({ shippingId }, true)}
        onPayment={(paymentMethod: PaymentKind) => choose({ paymentMethod }, false)}
        onSubmit={onSubmit}
        onCustomerType={(to) => track('customer-type:change', { from: props.customerType, to })}
      />
      {online ? null : (
        <p className="offline-notice" role="status" tabIndex={-1} ref={offlineNotice}>
          {t('checkout.offline')}
        </p>
      )}
    </>
  );
}
