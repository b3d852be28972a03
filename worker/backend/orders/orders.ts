import type { BackendContext, ScopeArgs } from '../scope';
import { checkoutData, isGuid } from './checkout-data';
import { loadOrder } from './order-rows';
import { orderType } from './order-type';
import { placeOrder } from './place-order-resolver';

export const orderResolvers = {
  placeOrder,
  /** An order by its public id; unknown or malformed ids answer null. */
  async getOrderPublic(args: ScopeArgs & { publicOrderId: string }, ctx: BackendContext) {
    if (!isGuid(String(args.publicOrderId))) return null;
    const loaded = await loadOrder(ctx.db, String(args.publicOrderId));
    return loaded ? orderType(ctx, args, loaded) : null;
  },
  /** The state of a redirect payment (id = the payment session) or of a placed order (its public id). */
  async checkout(args: ScopeArgs & { id: string }, ctx: BackendContext) {
    if (!isGuid(args.id)) return null;
    return checkoutData(ctx.db, args.id, await loadOrder(ctx.db, args.id));
  },
};
