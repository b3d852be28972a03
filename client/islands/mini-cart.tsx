import { lazy, Suspense, useEffect, useRef } from 'react';
import { href } from '../../shared/routes';
import { itemCount } from '../../shared/types';
import { useApp } from '../app-context';
import { useCart } from '../stores/cart-store';
import { loadChunk } from '../chunk-load';

// The panel's code loads when it first opens (client/feedback: it kept every page's budget).
const CartPanel = lazy(() =>
  loadChunk(() => import('./cart-panel')).then((m) => ({ default: m.CartPanel })),
);

/**
 * Header cart button with the item count badge; opens the cart panel. Without JavaScript it is a form
 * that goes to the checkout page, which lists the cart.
 */
export function MiniCart() {
  const { t, link } = useApp();
  const count = useCart(
    (s) => itemCount(s.cart) + Object.values(s.pendingDelta).reduce((a, b) => a + b, 0),
  );
  const open = useCart((s) => s.panelOpen);
  const toggled = useCart((s) => s.panelToggled);
  // A cart the server did not wait for (worker/screens/pages.ts: a late cart never holds the shell back).
  const pending = useCart((s) => s.cartPending);
  const requested = useCart((s) => s.cartRequested);
  useEffect(() => {
    void requested();
  }, [requested]);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The closing panel gives focus back to what opened it (use-modal.ts: this button, or the add to
  // cart); focus lost with the panel comes here.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !open && lost) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <form
        className="mini-cart-form"
        method="get"
        action={href(link, 'checkout')}
        data-hold=""
        onSubmit={(e) => {
          e.preventDefault();
          toggled(true);
        }}
      >
        <button
          ref={button}
          type="submit"
          className="mini-cart"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={pending ? t('cart.title') : t('cart.open', { count })}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path
              d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <span className="badge" data-testid="cart-count">
            {pending ? '' : count}
          </span>
        </button>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <CartPanel onClose={() => toggled(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
