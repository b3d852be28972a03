import type { PaymentKind, PaymentOption } from '../../shared/types';
import { useApp } from '../app-context';
import { fieldId } from './form-state';

const LEAVES: Partial<Record<PaymentKind, 'checkout.toCard' | 'checkout.toPayLater'>> = {
  card: 'checkout.toCard',
  payLater: 'checkout.toPayLater',
};

/**
 * The payment methods on offer as radios (value: the method's kind, which the Worker maps to the
 * market's option). Card and pay-later say that the shopper leaves for the payment page; no card
 * data is ever asked for here. While the customer's balance pays the whole order there is nothing to
 * choose: the radios are hidden, kept in the form with the choice (back as it was when the total
 * grows past the balance), and the section says the balance pays it all.
 */
export function PaymentOptions({
  options,
  selected,
  error,
  paidByBalance,
  onSelect,
}: {
  options: PaymentOption[];
  selected: string;
  error: string | undefined;
  paidByBalance: boolean;
  onSelect: (kind: PaymentKind) => void;
}) {
  const { t } = useApp();
  const id = fieldId('paymentMethod');
  const chosen = options.find((o) => o.kind === selected) ?? options.find((o) => o.isSelected);
  const leaves = chosen ? LEAVES[chosen.kind] : undefined;
  // A choice refused (none made) shows the radios to make one.
  const hidden = paidByBalance && !error;
  return (
    <fieldset
      className="checkout-options"
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t('checkout.paymentMethod')}</legend>
      {options.map((o) => (
        <label key={o.id} className="option" hidden={hidden}>
          <input
            type="radio"
            name="paymentMethod"
            value={o.kind}
            checked={o === chosen}
            onChange={() => onSelect(o.kind)}
          />
          <span className="option-name">{o.name}</span>
        </label>
      ))}
      <p className="hint" role="status">
        {hidden
          ? t('checkout.paidByBalance')
          : chosen?.kind === 'invoice'
            ? t('checkout.invoiceInfo')
            : leaves
              ? t(leaves)
              : ''}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
