import { priceTexts } from '../../shared/price';
import type { BrowserCart } from '../../shared/types';
import { useApp } from '../app-context';
import { ShippingRows } from '../components/shipping-rows';
import { useCart } from '../stores/cart-store';

/**
 * The cart panel's sums: subtotal, the active promo code (removable), the order discount, shipping,
 * VAT (ex-VAT mode) and the total; subtotal − discount + shipping = total. Money elements carry
 * `data-money` (the link-walking test checks their format).
 */
export function CartSummaryRows({ cart }: { cart: BrowserCart }) {
  const { t, vatIncluded } = useApp();
  const promoRemoved = useCart((s) => s.promoCodeRemoved);
  const summary = cart.summary;
  const shippingFree = summary.shipping.feeIncVat === 0 && cart.items.length > 0;
  return (
    <dl className="cart-summary">
      <dt>{t('cart.subtotal')}</dt>
      <dd data-testid="cart-subtotal" data-money="">
        {priceTexts(summary.subTotal, vatIncluded).selling}
      </dd>
      {cart.promoCode ? (
        <>
          <dt>{t('cart.promoCode')}</dt>
          <dd className="cart-promo" data-testid="cart-promo">
            <span>{cart.promoCode}</span>{' '}
            <button
              type="button"
              className="link-button"
              aria-label={t('cart.promoRemove', { code: cart.promoCode })}
              onClick={async (e) => {
                // The code's row goes with it: the panel's heading takes the focus it had.
                const panel = e.currentTarget.closest('[role="dialog"]');
                await promoRemoved();
                if (!panel?.contains(document.activeElement))
                  panel?.querySelector<HTMLElement>('h2')?.focus();
              }}
            >
              {t('cart.removeShort')}
            </button>
          </dd>
        </>
      ) : null}
      {summary.hasDiscount ? (
        <>
          <dt>{t('cart.discount')}</dt>
          <dd data-testid="cart-discount">
            −
            <span data-money="">
              {vatIncluded ? summary.discountIncVatText : summary.discountExVatText}
            </span>
          </dd>
        </>
      ) : null}
      <ShippingRows
        shipping={summary.shipping}
        free={shippingFree}
        estimated={summary.shipping.isDefault && summary.shipping.amountLeft !== 0}
        testId="cart"
      />
      {vatIncluded ? null : (
        <>
          <dt>{t('cart.vatAdded')}</dt>
          <dd data-money="">{summary.vatText}</dd>
        </>
      )}
      {/* Prices without VAT above it: the total is with VAT, and says so. */}
      <dt className="total">{t(vatIncluded ? 'cart.total' : 'cart.totalIncVat')}</dt>
      <dd className="total" data-testid="cart-total" data-money="">
        {summary.total.sellingIncVatText}
      </dd>
    </dl>
  );
}
