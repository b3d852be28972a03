import { useApp } from '../app-context';
import { Field } from './field';

/**
 * 'Gift card or promo code?': a code to activate (the form's `promo` intent), or the active one to
 * remove. `focus`: the page answers a promo post, so what takes its place takes the focus.
 */
export function PromoCode({
  active,
  value,
  error,
  focus,
}: {
  active: string | null;
  value: string | undefined;
  error: string | undefined;
  focus: boolean;
}) {
  const { t } = useApp();
  if (active)
    return (
      <p className="promo-active" data-testid="promo-active">
        {t('checkout.promoActive', { code: active })}{' '}
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
