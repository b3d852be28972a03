import { cartAddAnswerOf, MAX_LINE_QUANTITY, type PostedCartAdd } from '../../../shared/cart-add';
import type { Translate } from '../../../shared/i18n/translator';
import type { Sku } from '../../../shared/types';

const TEXT = {
  added: 'product.added',
  size: 'product.sizeRequired',
  outOfStock: 'cart.outOfStock',
  quantity: 'product.wholeQuantity',
  failed: 'cart.failed',
} as const;

/**
 * A plain add's answer (`?cart=`, worker/bff/cart-add.ts) for the add-to-cart island, in the page's
 * words: more than a size has in stock says how many are left (spec section 5), and the size (while
 * it is in stock) and quantity that were not added are chosen again. Said here, so that its texts
 * stay out of the browser's chunk.
 */
export function postedCartAdd(
  t: Translate,
  param: string | null,
  skus: Sku[],
): PostedCartAdd | null {
  const answer = cartAddAnswerOf(param);
  if (!answer) return null;
  const sku = skus.find((s) => s.skuId === answer.skuId && s.stock.totalStock > 0);
  const quantity =
    answer.quantity && answer.quantity <= MAX_LINE_QUANTITY ? answer.quantity : undefined;
  const left = sku && quantity && quantity > sku.stock.totalStock ? sku.stock.totalStock : 0;
  // A whole number is not what was wrong: the line cannot hold that many (worker/bff/cart-add.ts).
  const tooMany = answer.result === 'quantity' && !!answer.quantity;
  return {
    result: answer.result,
    text:
      answer.result === 'outOfStock' && left
        ? t('product.onlyLeft', { stock: left })
        : tooMany
          ? t('cart.tooMany', { max: MAX_LINE_QUANTITY })
          : t(TEXT[answer.result]),
    ...(sku ? { skuId: sku.skuId } : {}),
    ...(quantity ? { quantity } : {}),
  };
}
