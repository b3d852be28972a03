import { requireCustomer } from '../identity/customer';
import { loadOrder } from '../orders/order-rows';
import { orderType } from '../orders/order-type';
import type { BackendContext, ScopeArgs } from '../scope';

/** Answers each order in the OrderType shape of getOrderPublic (orders/order-type.ts). */
async function ordersOf(ctx: BackendContext, args: ScopeArgs, publicIds: string[]) {
  const loaded = await Promise.all(publicIds.map((id) => loadOrder(ctx.db, id)));
  return Promise.all(loaded.flatMap((o) => (o ? [orderType(ctx, args, o)] : [])));
}

export const accountOrderResolvers = {
  /** The customer's orders (orders.customer_id), newest first. */
  async getOrders(args: ScopeArgs, ctx: BackendContext) {
    const customer = await requireCustomer(ctx);
    const { results } = await ctx.db
      .prepare(
        'SELECT public_id FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC',
      )
      .bind(customer.id)
      .all<{ public_id: string }>();
    return ordersOf(
      ctx,
      args,
      results.map((r) => r.public_id),
    );
  },

  /** One of the customer's orders; another customer's order, or none, answers null. */
  async getOrder(args: ScopeArgs & { orderId: number }, ctx: BackendContext) {
    const customer = await requireCustomer(ctx);
    const row = await ctx.db
      .prepare('SELECT public_id FROM orders WHERE id = ? AND customer_id = ?')
      .bind(args.orderId, customer.id)
      .first<{ public_id: string }>();
    if (!row) return null;
    const [order] = await ordersOf(ctx, args, [row.public_id]);
    return order ?? null;
  },
};
