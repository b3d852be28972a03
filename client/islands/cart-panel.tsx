import { useEffect, useRef } from 'react';
import { priceTexts } from '../../shared/price';
import { href, localise } from '../../shared/routes';
import type { CartItem } from '../../shared/types';
import { useApp } from '../app-context';
import { PriceView } from '../components/price';
import { useCart } from '../stores/cart-store';

/** The cart side panel: a modal dialog with focus kept inside, Escape to close. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const { t, link, vatIncluded } = useApp();
  const cart = useCart((s) => s.cart);
  const error = useCart((s) => s.error);
  const busy = useCart((s) => s.busy || Object.values(s.pendingDelta).some((d) => d !== 0));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = [
        ...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
      ];
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const items = cart?.items ?? [];
  const summary = cart?.summary;
  const shippingFree = summary && summary.shipping.feeIncVat === 0 && items.length > 0;
  return (
    <div className="overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className="cart-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
      >
        <header className="cart-head">
          <h2 id="cart-title">{t('cart.title')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('cart.close')}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <p className="sr-only" role="status">
          {busy ? t('cart.updating') : ''}
        </p>
        {error ? (
          <p className="message error" role="alert">
            {error}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="cart-empty">{t('cart.empty')}</p>
        ) : (
          <ul className="cart-items">
            {items.map((item) => (
              <CartLine key={item.skuId} item={item} />
            ))}
          </ul>
        )}
        {summary && items.length > 0 ? (
          <dl className="cart-summary">
            <dt>{t('cart.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{priceTexts(summary.subTotal, vatIncluded).selling}</dd>
            <dt>
              {summary.shipping.isDefault && summary.shipping.amountLeft !== 0
                ? t('cart.estimatedShipping')
                : t('cart.shipping')}
            </dt>
            <dd data-testid="cart-shipping">
              {shippingFree
                ? t('cart.freeShipping')
                : vatIncluded
                  ? summary.shipping.feeIncVatText
                  : summary.shipping.feeExVatText}
            </dd>
            {!shippingFree && summary.shipping.amountLeft > 0 ? (
              <dd className="free-shipping-left" data-testid="cart-free-left">
                {t('cart.leftToFreeShipping', { amount: summary.shipping.amountLeftText })}
              </dd>
            ) : null}
            {vatIncluded ? null : (
              <>
                <dt>{t('cart.vat')}</dt>
                <dd>{summary.vatText}</dd>
              </>
            )}
            <dt className="total">{t('cart.total')}</dt>
            <dd className="total" data-testid="cart-total">
              {summary.total.sellingIncVatText}
            </dd>
          </dl>
        ) : null}
        {items.length > 0 ? (
          <a className="button primary" href={href(link, 'checkout')}>
            {t('cart.toCheckout')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const { t, link } = useApp();
  const pending = useCart((s) => s.pendingDelta[item.skuId] ?? 0);
  const changed = useCart((s) => s.quantityChanged);
  const removed = useCart((s) => s.itemRemoved);
  const quantity = item.quantity + pending;
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
            aria-label={t('cart.decrease', { name: item.name })}
            onClick={() => void changed(item.skuId, -1)}
            disabled={quantity <= 1}
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
            aria-label={t('cart.increase', { name: item.name })}
            onClick={() => void changed(item.skuId, 1)}
            disabled={quantity >= item.maxQuantity}
          >
            +
          </button>
          <button
            type="button"
            className="link-button"
            aria-label={t('cart.remove', { name: item.name })}
            onClick={() => void removed(item.skuId)}
          >
            {t('cart.removeShort')}
          </button>
        </div>
      </div>
    </li>
  );
}
