import { useState } from 'react';
import { CART_ADD_PATH, quickAddFormId } from '../../shared/cart-add';
import { useApp } from '../app-context';
import { useCart } from '../stores/cart-store';

interface Props {
  skuId: number;
  name: string;
  market: string;
  /** The product's own page: without JavaScript the add answers there, with its result at its form. */
  productPath: string;
}

/**
 * Quick add on a related product with a single SKU: adds one at once and opens the cart panel.
 * (A product with several sizes gets a plain link to its page instead, rendered by the server.)
 * Without JavaScript it is the plain add-to-cart form (POST /cart/add, held for the script: data-hold),
 * whose one-time key the page renders outside it (quickAddFormId).
 */
export function QuickAdd({ skuId, name, market, productPath }: Props) {
  const { t, locale } = useApp();
  const added = useCart((s) => s.itemAdded);
  const panelToggled = useCart((s) => s.panelToggled);
  const storeError = useCart((s) => s.error);
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    if (await added(skuId, 1)) {
      setState('idle');
      panelToggled(true);
    } else setState('failed');
  };
  return (
    <form
      id={quickAddFormId(skuId)}
      className="quick-add"
      method="post"
      action={CART_ADD_PATH}
      data-hold=""
      onSubmit={(e) => {
        e.preventDefault();
        if (state !== 'adding') void add();
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="market" value={market} />
      <input type="hidden" name="return" value={productPath} />
      <input type="hidden" name="skuId" value={skuId} />
      <input type="hidden" name="quantity" value={1} />
      {/* aria-disabled, not disabled: a disabled button drops the focus (the submit ignores a second add). */}
      <button
        type="submit"
        className="button"
        aria-disabled={state === 'adding' || undefined}
        data-name={name}
      >
        {state === 'adding' ? t('product.adding') : t('product.addToCart')}
        <span className="sr-only">{`: ${name}`}</span>
      </button>
      <span role="alert" className="message error">
        {state === 'failed' ? (storeError ?? t('cart.failed')) : ''}
      </span>
    </form>
  );
}
