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
  focus,
}: {
  items: CartItem[];
  lineErrors: Record<number, string>;
  focus: string | undefined;
}) {
  const { t, link } = useApp();
  return (
    <ul className="checkout-lines">
      {items.map((item) => {
        const error = lineErrors[item.skuId];
        const errorId = `line-${item.skuId}-error`;
        // − and + are described by the quantity, so the one focused after a change says what it is now.
        const quantityId = `line-${item.skuId}-quantity`;
        const lessOff = item.quantity <= 1;
        const moreOff = item.quantity >= item.maxQuantity;
        // The stepper that was pressed keeps the focus; where it is now disabled, its neighbour.
        const pressed = focus?.endsWith(`:${item.skuId}`) ? focus.split(':')[0] : null;
        const less = !lessOff && (pressed === 'less' || (pressed === 'more' && moreOff));
        const more = !moreOff && (pressed === 'more' || (pressed === 'less' && lessOff));
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
                  value={`less:${item.skuId}:${item.quantity - 1}`}
                  aria-label={t('cart.decrease', { name: item.name })}
                  aria-describedby={quantityId}
                  disabled={lessOff}
                  autoFocus={less}
                  formNoValidate
                >
                  −
                </button>
                <output
                  id={quantityId}
                  aria-describedby={error ? errorId : undefined}
                  data-testid="line-quantity"
                >
                  {item.quantity}
                </output>
                <button
                  type="submit"
                  name="intent"
                  value={`more:${item.skuId}:${item.quantity + 1}`}
                  aria-label={t('cart.increase', { name: item.name })}
                  aria-describedby={quantityId}
                  disabled={moreOff}
                  autoFocus={more}
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
                  autoFocus={!!pressed && !less && !more}
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
