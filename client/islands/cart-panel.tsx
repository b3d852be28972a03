import { useEffect, useRef } from 'react';
import { priceTexts } from '../../shared/price';
import { href, localise } from '../../shared/routes';
import type { CartItem } from '../../shared/types';
import { useApp } from '../app-context';
import { PriceView } from '../components/price';
import { useModal } from '../feedback/use-modal';
import { useCart } from '../stores/cart-store';
import { CartSummaryRows } from './cart-summary';

/**
 * The cart side panel: a modal dialog (client/feedback/use-modal.ts: focus kept inside, Escape to
 * close). A removed line takes its focused button with it: focus moves to the line that took its
 * place (its remove button), else the one before, else the panel's heading.
 */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const { t, link, vatIncluded } = useApp();
  const cart = useCart((s) => s.cart);
  const error = useCart((s) => s.error);
  const busy = useCart((s) => s.busy || Object.values(s.pendingDelta).some((d) => d !== 0));
  const panel = useModal(true, onClose);
  const items = cart?.items ?? [];
  // The line being removed, and where it was; acted on once it is gone (a failed removal keeps it).
  const removing = useRef<{ skuId: number; at: number } | null>(null);
  useEffect(() => {
    const root = panel.current;
    const gone = removing.current;
    if (!root || !gone || items.some((i) => i.skuId === gone.skuId)) return;
    removing.current = null;
    if (root.contains(document.activeElement)) return;
    const removes = root.querySelectorAll<HTMLElement>('.cart-line .link-button');
    (
      removes[Math.min(gone.at, removes.length - 1)] ?? root.querySelector<HTMLElement>('h2')
    )?.focus();
  }, [items, panel]);
  return (
    <div className="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="cart-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
      >
        <div className="cart-head">
          {/* Where the focus goes when the last line is removed: it then says the cart is empty. */}
          <h2
            id="cart-title"
            tabIndex={-1}
            aria-describedby={items.length ? undefined : 'cart-empty'}
          >
            {t('cart.title')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('cart.close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <p className="sr-only" role="status">
          {busy ? t('cart.updating') : ''}
        </p>
        {error ? (
          <p className="message error" role="alert">
            {error}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p id="cart-empty" className="cart-empty">
            {t('cart.empty')}
          </p>
        ) : (
          <ul className="cart-items">
            {items.map((item, i) => (
              <CartLine
                key={item.skuId}
                item={item}
                onRemove={() => (removing.current = { skuId: item.skuId, at: i })}
              />
            ))}
          </ul>
        )}
        {cart && items.length > 0 ? <CartSummaryRows cart={cart} /> : null}
        {items.length > 0 ? (
          <a className="button primary" href={href(link, 'checkout')}>
            {t('cart.toCheckout')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const { t, link } = useApp();
  const pending = useCart((s) => s.pendingDelta[item.skuId] ?? 0);
  const changed = useCart((s) => s.quantityChanged);
  const removed = useCart((s) => s.itemRemoved);
  const quantity = item.quantity + pending;
  // aria-disabled, not disabled: a button that becomes disabled drops the keyboard's focus.
  const less = quantity > 1;
  const more = quantity < item.maxQuantity;
  return (
    <li className="cart-line" data-sku={item.skuId}>
      {item.image ? <img src={item.image} alt="" width={64} height={64} /> : null}
      <div className="cart-line-body">
        <a href={localise(link, item.path)}>
          {item.brand} {item.name}
        </a>
        {item.size && item.size !== 'One size' ? (
          <span className="cart-size">{t('cart.size', { size: item.size })}</span>
        ) : null}
        <PriceView price={item.totalPrice} />
        <div className="stepper">
          <button
            type="button"
            data-replay="each"
            aria-label={t('cart.decrease', { name: item.name })}
            onClick={() => less && void changed(item.skuId, -1)}
            aria-disabled={!less || undefined}
          >
            −
          </button>
          <output
            aria-label={t('cart.quantityOf', { name: item.name })}
            data-testid="line-quantity"
          >
            {quantity}
          </output>
          <button
            type="button"
            data-replay="each"
            aria-label={t('cart.increase', { name: item.name })}
            onClick={() => more && void changed(item.skuId, 1)}
            aria-disabled={!more || undefined}
          >
            +
          </button>
          <button
            type="button"
            className="link-button"
            aria-label={t('cart.remove', { name: item.name })}
            onClick={() => {
              onRemove();
              void removed(item.skuId);
            }}
          >
            {t('cart.removeShort')}
          </button>
        </div>
      </div>
    </li>
  );
}
