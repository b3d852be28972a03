import { priceTexts } from '../../shared/price';
import type { BrowserCheckout } from '../../shared/types';
import { useApp } from '../app-context';

/**
 * The order summary: subtotal, discounts, shipping (the chosen option's fee, or an estimate before a
 * postcode), the amount left to free shipping, VAT and the total, in the shopper's VAT mode.
 */
export function Summary({ checkout, busy }: { checkout: BrowserCheckout; busy: boolean }) {
  const { t, vatIncluded } = useApp();
  const s = checkout.cart.summary;
  const free = s.shipping.feeIncVat === 0;
  const estimated = checkout.shipping !== 'ok';
  return (
    <section className="checkout-summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title">{t('checkout.summary')}</h2>
      <dl>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{priceTexts(s.subTotal, vatIncluded).selling}</dd>
        {s.hasDiscount ? (
          <>
            <dt>{t('cart.discount')}</dt>
            <dd data-testid="summary-discount">
              −{vatIncluded ? s.discountIncVatText : s.discountExVatText}
            </dd>
          </>
        ) : null}
        <dt>{estimated && !free ? t('cart.estimatedShipping') : t('cart.shipping')}</dt>
        <dd data-testid="summary-shipping">
          {free
            ? t('cart.freeShipping')
            : vatIncluded
              ? s.shipping.feeIncVatText
              : s.shipping.feeExVatText}
        </dd>
        {!free && s.shipping.amountLeft > 0 ? (
          <dd className="free-shipping-left" data-testid="summary-free-left">
            {t('cart.leftToFreeShipping', { amount: s.shipping.amountLeftText })}
          </dd>
        ) : null}
        {vatIncluded ? null : (
          <>
            <dt>{t('checkout.totalExVat')}</dt>
            <dd data-testid="summary-total-ex">{s.total.sellingExVatText}</dd>
          </>
        )}
        <dt>{t('cart.vat')}</dt>
        <dd data-testid="summary-vat">{s.vatText}</dd>
        <dt className="total">{t('checkout.totalIncVat')}</dt>
        <dd className="total" data-testid="summary-total">
          {s.total.sellingIncVatText}
        </dd>
      </dl>
      <p className="updating" role="status">
        {busy ? t('checkout.updating') : ''}
      </p>
    </section>
  );
}
