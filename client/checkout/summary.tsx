import { priceTexts } from '../../shared/price';
import type { BrowserCheckout } from '../../shared/types';
import { useApp } from '../app-context';
import { ShippingRows } from '../components/shipping-rows';

/**
 * The order summary: subtotal, the order discount (named by its promo code; the code is removed in
 * the promo-code section, by form post with or without script), shipping (the chosen option's fee, or an estimate before a
 * postcode), the amount left to free shipping, VAT and the total, in the shopper's VAT mode. A
 * customer's balance that pays part of it shows as the original's rows: the total before the balance,
 * the balance taken off, and what is left to pay (inc VAT, as the total always is).
 */
export function Summary({ checkout, busy }: { checkout: BrowserCheckout; busy: boolean }) {
  const { t, vatIncluded } = useApp();
  const s = checkout.cart.summary;
  const code = checkout.cart.promoCode;
  const free = s.shipping.feeIncVat === 0;
  const estimated = checkout.shipping !== 'ok';
  return (
    <section className="checkout-summary" aria-labelledby="summary-title" aria-busy={busy}>
      <h2 id="summary-title">{t('checkout.summary')}</h2>
      <dl>
        <dt>{t('cart.subtotal')}</dt>
        <dd data-testid="summary-subtotal" data-money="">
          {priceTexts(s.subTotal, vatIncluded).selling}
        </dd>
        {s.hasDiscount ? (
          <>
            <dt>
              {t('cart.discount')}
              {code ? <span data-testid="summary-code">{` (${code})`}</span> : null}
            </dt>
            <dd data-testid="summary-discount">
              −<span data-money="">{vatIncluded ? s.discountIncVatText : s.discountExVatText}</span>
            </dd>
          </>
        ) : null}
        <ShippingRows shipping={s.shipping} free={free} estimated={estimated} testId="summary" />
        {vatIncluded ? null : (
          <>
            <dt>{t('checkout.totalExVat')}</dt>
            <dd data-testid="summary-total-ex" data-money="">
              {s.total.sellingExVatText}
            </dd>
          </>
        )}
        <dt>{t(vatIncluded ? 'cart.vat' : 'cart.vatAdded')}</dt>
        <dd data-testid="summary-vat" data-money="">
          {s.vatText}
        </dd>
        {s.balance ? (
          <>
            <dt>{t('checkout.totalBeforeBalance')}</dt>
            <dd data-testid="summary-before-balance" data-money="">
              {s.total.sellingIncVatText}
            </dd>
            <dt>{t('checkout.balance')}</dt>
            <dd data-testid="summary-balance">
              −<span data-money="">{s.balance.pendingText}</span>
            </dd>
            <dt className="total">{t('checkout.toPay')}</dt>
            <dd className="total" data-testid="summary-total" data-money="">
              {s.balance.toPayText}
            </dd>
          </>
        ) : (
          <>
            <dt className="total">{t('checkout.totalIncVat')}</dt>
            <dd className="total" data-testid="summary-total" data-money="">
              {s.total.sellingIncVatText}
            </dd>
          </>
        )}
      </dl>
      <p className="updating" role="status">
        {busy ? t('checkout.updating') : ''}
      </p>
    </section>
  );
}
