import { findCart, pricedOpenCart } from '../cart/cart';
import { apiError } from '../errors';
import type { BackendContext, ScopeArgs } from '../scope';

export const cloneCartResolvers = {
  /**
   * A new cart with the lines of another (open or completed), in the same market, priced anew when
   * read. resetPromotions drops the promo code (the storefront sets it after login, so a campaign of
   * the guest is not carried into the account's prices).
   */
  async cloneCart(
    args: ScopeArgs & { id: string; resetPromotions?: boolean | null },
    ctx: BackendContext,
  ) {
    const source = await findCart(ctx.db, args.id);
    if (!source) throw apiError('The cart does not exist', 'CART_NOT_FOUND');
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await ctx.db.batch([
      ctx.db
        .prepare(
          'INSERT INTO carts (id, market, promo_code, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)',
        )
        .bind(id, source.market, args.resetPromotions ? null : source.promo_code, now),
      ctx.db
        .prepare(
          `INSERT INTO cart_items (cart_id, sku_id, quantity, added_at)
          SELECT ?1, sku_id, quantity, added_at FROM cart_items WHERE cart_id = ?2`,
        )
        .bind(id, source.id),
    ]);
    return pricedOpenCart(ctx, id, args);
  },
};
