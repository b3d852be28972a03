import type { CartSummary } from '../../shared/types';
import { useApp } from '../app-context';

/**
 * The shipping rows of a cart's sums (the cart panel and the checkout's summary): the fee or 'free',
 * labelled as an estimate when it is one, and what is left to free shipping. `testId` prefixes the
 * rows' test ids (`cart` → `cart-shipping`, `cart-free-left`).
 */
export function ShippingRows({
  shipping,
  free,
  estimated,
  testId,
}: {
  shipping: CartSummary['shipping'];
  free: boolean;
  estimated: boolean;
  testId: string;
}) {
  const { t, vatIncluded } = useApp();
  return (
    <>
      <dt>{estimated && !free ? t('cart.estimatedShipping') : t('cart.shipping')}</dt>
      <dd data-testid={`${testId}-shipping`}>
        {free ? (
          t('cart.freeShipping')
        ) : (
          <span data-money="">{vatIncluded ? shipping.feeIncVatText : shipping.feeExVatText}</span>
        )}
      </dd>
      {!free && shipping.amountLeft > 0 ? (
        <dd className="free-shipping-left" data-testid={`${testId}-free-left`}>
          {/* Free shipping is measured on the goods with VAT (worker/backend/cart/pricing.ts). */}
          {t(vatIncluded ? 'cart.leftToFreeShipping' : 'cart.leftToFreeShippingIncVat', {
            amount: shipping.amountLeftText,
          })}
        </dd>
      ) : null}
    </>
  );
}
