import { useApp } from '../app-context';
import { Field } from './field';

/**
 * 'Gift card or promo code?': a code to activate (the form's `promo` intent), or the active one to
 * remove. `focus`: the page answers a promo post, so what takes its place takes the focus.
 * `applies`: the cart has an order discount. A code under its minimum order stays on the cart and
 * gives nothing until the cart grows, so it is not called active then. (An API that put a code's
 * discount into the line prices would answer no order discount: this would have to follow it.)
 */
export function PromoCode({
  active,
  applies,
  value,
  error,
  focus,
}: {
  active: string | null;
  applies: boolean;
  value: string | undefined;
  error: string | undefined;
  focus: boolean;
}) {
  const { t } = useApp();
  if (active)
    return (
      <p className="promo-active" data-testid="promo-active">
        {t(applies ? 'checkout.promoActive' : 'checkout.promoWaiting', { code: active })}{' '}
        <button
          type="submit"
          name="intent"
          value="promo-remove"
          className="link-button"
          autoFocus={focus}
          formNoValidate
        >
          {t('cart.promoRemove', { code: active })}
        </button>
      </p>
    );
  return (
    <div
      className="promo"
      // Enter in the code activates it (without a script it is the form's plain update).
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          e.currentTarget.querySelector('button')?.click();
        }
      }}
    >
      <Field
        name="promoCode"
        label={t('checkout.promo')}
        value={value}
        error={error}
        optionalText=""
        required={false}
        maxLength={50}
        autoFocus={focus || !!error}
      />
      <button type="submit" name="intent" value="promo" className="button secondary" formNoValidate>
        {t('checkout.promoActivate')}
      </button>
    </div>
  );
}
