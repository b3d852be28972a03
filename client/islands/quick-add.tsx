import { useState } from 'react';
import { useApp } from '../app-context';
import { useCart } from '../stores/cart-store';

/**
 * Quick add on a related product with a single SKU: adds one at once and opens the cart panel.
 * (A product with several sizes gets a plain link to its page instead, rendered by the server.)
 */
export function QuickAdd({ skuId, name }: { skuId: number; name: string }) {
  const { t } = useApp();
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
    <span className="quick-add">
      <button
        type="button"
        className="button"
        onClick={() => void add()}
        disabled={state === 'adding'}
        data-name={name}
      >
        {state === 'adding' ? t('product.adding') : t('product.addToCart')}
        <span className="sr-only">{`: ${name}`}</span>
      </button>
      <span role="alert" className="message error">
        {state === 'failed' ? (storeError ?? t('cart.failed')) : ''}
      </span>
    </span>
  );
}
