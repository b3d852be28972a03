import { localise } from '../../shared/routes';
import type { CartItem } from '../../shared/types';
import { useApp } from '../app-context';
import { PriceView } from '../components/price';

/**
 * The cart's lines with quantity steppers and removal. Each button submits the checkout form with
 * its `intent`, so it works before hydration, and the Worker keeps what the shopper typed.
 */
export function CartLines({
  items,
  lineErrors,
}: {
  items: CartItem[];
  lineErrors: Record<number, string>;
}) {
  const { t, link } = useApp();
  return (
    <ul className="checkout-lines">
      {items.map((item) => {
        const error = lineErrors[item.skuId];
        const errorId = `line-${item.skuId}-error`;
        return (
          <li key={item.skuId} className="checkout-line" data-sku={item.skuId}>
            {item.image ? <img src={item.image} alt="" width={72} height={72} /> : null}
            <div className="checkout-line-body">
              <a href={localise(link, item.path)}>
                {item.brand} {item.name}
              </a>
              {item.size && item.size !== 'One size' ? (
                <span className="cart-size">{t('cart.size', { size: item.size })}</span>
              ) : null}
              <div
                className="stepper"
                role="group"
                aria-label={t('cart.quantityOf', { name: item.name })}
              >
                <button
                  type="submit"
                  name="intent"
                  value={`qty:${item.skuId}:${item.quantity - 1}`}
                  aria-label={t('cart.decrease', { name: item.name })}
                  disabled={item.quantity <= 1}
                  formNoValidate
                >
                  −
                </button>
                <output aria-describedby={error ? errorId : undefined} data-testid="line-quantity">
                  {item.quantity}
                </output>
                <button
                  type="submit"
                  name="intent"
                  value={`qty:${item.skuId}:${item.quantity + 1}`}
                  aria-label={t('cart.increase', { name: item.name })}
                  disabled={item.quantity >= item.maxQuantity}
                  formNoValidate
                >
                  +
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`remove:${item.skuId}`}
                  className="link-button"
                  aria-label={t('cart.remove', { name: item.name })}
                  formNoValidate
                >
                  {t('cart.removeShort')}
                </button>
              </div>
              {error ? (
                <p className="field-error" id={errorId} role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            <PriceView price={item.totalPrice} className="line-total" />
          </li>
        );
      })}
    </ul>
  );
}
