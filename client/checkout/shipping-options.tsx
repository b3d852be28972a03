import type { BrowserCheckout } from '../../shared/types';
import { useApp } from '../app-context';
import { fieldId } from './form-state';

/** The option shown checked: the shopper's choice among the options, else the one the quote chose. */
export const chosenShipping = (checkout: BrowserCheckout, selected: string) =>
  checkout.shippingOptions.find((o) => String(o.id) === selected) ??
  checkout.shippingOptions.find((o) => o.isSelected);

/**
 * The shipping options for the postcode as radios. Before a postcode: what to do; for a postcode no
 * carrier reaches: the specification's text (section 8); with options, how many are here. The
 * message region is live, so a change the island brings in is announced (a region's text said again
 * is not: a postcode with other options says their number).
 */
export function ShippingOptions({
  checkout,
  selected,
  error,
  quoteError,
  onSelect,
}: {
  checkout: BrowserCheckout;
  selected: string;
  error: string | undefined;
  quoteError: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, vatIncluded } = useApp();
  const id = fieldId('shippingId');
  const chosen = chosenShipping(checkout, selected);
  return (
    <fieldset
      className="checkout-options"
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t('checkout.shipping')}</legend>
      <p className="hint" role="status" data-testid="shipping-status">
        {quoteError ??
          (checkout.shipping === 'needsPostcode'
            ? t('checkout.shippingNeedsPostcode')
            : checkout.shipping === 'unknownPostcode'
              ? t('checkout.noShippingOptions')
              : t('checkout.shippingShown', { count: checkout.shippingOptions.length }))}
      </p>
      {checkout.shippingOptions.map((o) => (
        <label key={o.id} className="option">
          <input
            type="radio"
            name="shippingId"
            value={o.id}
            checked={o === chosen}
            onChange={() => onSelect(String(o.id))}
          />
          <span className="option-name">{o.name}</span>
          <span className="option-fee">
            {o.feeIncVat === 0
              ? t('cart.freeShipping')
              : vatIncluded
                ? o.feeIncVatText
                : o.feeExVatText}
          </span>
        </label>
      ))}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
