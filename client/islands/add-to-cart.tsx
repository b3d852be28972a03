import { useLayoutEffect, useState } from 'react';
import {
  CART_ADD_FRAGMENT,
  CART_ADD_PATH,
  CART_RESULT_PARAM,
  type PostedCartAdd,
} from '../../shared/cart-add';
import { href } from '../../shared/routes';
import type { Sku } from '../../shared/types';
import { dropFromAddress } from '../address';
import { useApp } from '../app-context';
import { StockStatus } from '../components/stock-status';
import { useLiveStock } from '../live/use-live-stock';
import { useCart } from '../stores/cart-store';

export interface AddToCartProps {
  skus: Sku[];
  /** The product whose stock the page follows live (client/live/); none, no socket. */
  productId?: number;
  market: string;
  /** The page the form posts back to without JavaScript (POST /cart/add answers 303 there). */
  returnPath: string;
  /**
   * That post's result, from the page's `?cart=`, in the page's words: shown at the form, with the
   * size and quantity that were not added chosen again.
   */
  result?: PostedCartAdd | null;
}

/**
 * Size picker, quantity and add-to-cart on the product page. Stock limits are checked before sending.
 * Without JavaScript the form posts itself to /cart/add; `data-hold` keeps a submit made before the
 * island is live for the script (client/islands/triggers.ts), which adds without leaving the page.
 * The form's one-time key is rendered by the page outside it (an input with `form`), so that its
 * markup is the same for every visitor (worker/streaming/cached-html.tsx): hence no useId either.
 */
export function AddToCart({
  skus: rendered,
  productId,
  market,
  returnPath,
  result,
}: AddToCartProps) {
  const skus = useLiveStock(productId, rendered);
  const { t, locale, link } = useApp();
  const quantityId = `${CART_ADD_FRAGMENT}-quantity`;
  const single = skus.length === 1 ? skus[0]! : null;
  const [skuId, setSkuId] = useState<number | null>(result?.skuId ?? single?.skuId ?? null);
  const [quantity, setQuantity] = useState(result?.quantity ?? 1);
  // What the form showed when the island hydrated: a size and quantity the browser put back (Back, a
  // reload) reach no listener, and hydration unchecks the size; they are chosen again once it is live.
  const [shown] = useState(() => {
    const form = globalThis.document?.getElementById(CART_ADD_FRAGMENT) as HTMLFormElement | null;
    return form && new FormData(form);
  });
  useLayoutEffect(() => {
    const id = Number(shown?.get('skuId'));
    const q = Number(shown?.get('quantity'));
    if (id) setSkuId(id);
    if (q > 1) setQuantity(Math.min(q | 0, 99));
  }, [shown]);
  // `size`: the message says a size is missing, so the size group points at it.
  const [message, setMessage] = useState<{ text: string; kind: 'error' | 'ok'; size?: 1 } | null>(
    null,
  );
  // The plain form's result leads the form (#buy), so it is what is seen and read first; it stays
  // until the next add.
  const [posted, setPosted] = useState(result ?? null);
  const added = useCart((s) => s.itemAdded);
  const busy = useCart((s) => s.busy);
  const storeError = useCart((s) => s.error);
  const panelToggled = useCart((s) => s.panelToggled);
  const sku = skus.find((s) => s.skuId === skuId) ?? null;
  const inCart = useCart((s) => s.cart?.items.find((i) => i.skuId === skuId)?.quantity ?? 0);
  const soldOut = skus.every((s) => s.stock.totalStock <= 0);

  const limitMessage = (wanted: number): string | null => {
    if (!sku || inCart + wanted <= sku.stock.totalStock) return null;
    return inCart > 0
      ? t('product.alreadyInCart', { quantity: inCart })
      : t('product.onlyLeft', { stock: sku.stock.totalStock });
  };

  const changeQuantity = (next: number) => {
    const cap = sku ? Math.max(1, sku.stock.totalStock - inCart) : 99;
    const wanted = Math.max(1, Math.min(next, 99));
    setQuantity(Math.min(wanted, cap));
    const limit = limitMessage(wanted);
    setMessage(limit ? { text: limit, kind: 'error' } : null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPosted(null);
    dropFromAddress(CART_RESULT_PARAM);
    if (busy) return;
    if (!sku) {
      setMessage({ text: t('product.sizeRequired'), kind: 'error', size: 1 });
      // To the group that wants the answer, which names the message (aria-describedby).
      e.currentTarget.querySelector<HTMLInputElement>('.sizes input:enabled')?.focus();
      return;
    }
    const limit = limitMessage(quantity);
    if (limit) {
      setMessage({ text: limit, kind: 'error' });
      return;
    }
    setMessage(null);
    if (await added(sku.skuId, quantity)) {
      setMessage({ text: t('product.added'), kind: 'ok' });
      setQuantity(1);
      panelToggled(true);
    }
  };

  return (
    <form
      className="add-to-cart"
      id={CART_ADD_FRAGMENT}
      method="post"
      action={CART_ADD_PATH}
      data-hold=""
      onSubmit={submit}
      noValidate
    >
      {posted ? (
        <p
          id={`${CART_ADD_FRAGMENT}-result`}
          className={`message ${posted.result === 'added' ? 'ok' : 'error'}`}
          role={posted.result === 'added' ? 'status' : 'alert'}
          data-testid="add-to-cart-result"
        >
          {posted.text}
          {posted.result === 'added' ? (
            <>
              {' '}
              <a href={href(link, 'checkout')}>{t('cart.toCheckout')}</a>
            </>
          ) : null}
        </p>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="market" value={market} />
      <input type="hidden" name="return" value={returnPath} />
      {single ? (
        <input type="hidden" name="skuId" value={single.skuId} />
      ) : (
        <fieldset
          className="sizes"
          aria-describedby={
            posted?.result === 'size'
              ? `${CART_ADD_FRAGMENT}-result`
              : message?.size
                ? `${CART_ADD_FRAGMENT}-message`
                : undefined
          }
        >
          <legend>{t('product.size')}</legend>
          {skus.map((s) => (
            <label key={s.skuId} className={s.stock.totalStock <= 0 ? 'size unavailable' : 'size'}>
              <input
                type="radio"
                name="skuId"
                value={s.skuId}
                checked={skuId === s.skuId}
                disabled={s.stock.totalStock <= 0}
                onChange={() => {
                  setSkuId(s.skuId);
                  // The quantity chosen stays, within what this size has in stock.
                  setQuantity((q) => Math.max(1, Math.min(q, s.stock.totalStock)));
                  setMessage(null);
                }}
              />
              <span>{s.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {sku ? <StockStatus stock={sku.stock} quantity={quantity} /> : null}
      <div className="quantity">
        <label htmlFor={quantityId}>{t('product.quantity')}</label>
        <div className="stepper">
          <button
            type="button"
            data-replay="each"
            aria-label={t('product.decrease')}
            onClick={() => changeQuantity(quantity - 1)}
            disabled={quantity <= 1}
          >
            −
          </button>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={quantity}
            onChange={(e) => changeQuantity(Number(e.target.value) || 1)}
          />
          <button
            type="button"
            data-replay="each"
            aria-label={t('product.increase')}
            onClick={() => changeQuantity(quantity + 1)}
          >
            +
          </button>
        </div>
      </div>
      {/* Not disabled while adding (the submit drops a second add): a disabled button would lose the
          focus, which the cart panel then could not give back on closing. */}
      <button
        type="submit"
        className="button primary add"
        disabled={soldOut}
        aria-disabled={busy || undefined}
      >
        {soldOut ? t('product.soldOut') : busy ? t('product.adding') : t('product.addToCart')}
      </button>
      <p
        id={`${CART_ADD_FRAGMENT}-message`}
        className={`message ${message?.kind ?? ''}`}
        role={message?.kind === 'error' ? 'alert' : 'status'}
        data-testid="add-to-cart-message"
      >
        {message?.text ?? (storeError && !busy ? storeError : '')}
      </p>
    </form>
  );
}
