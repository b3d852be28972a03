import { requireCustomer, unauthenticated } from '../identity/customer';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';
import { userChanges } from './user-input';
import { loadCustomer, userType } from './user-type';

/** The request's customer as a full row; one that vanished in between is refused like a bad token. */
async function currentRow(ctx: BackendContext) {
  const customer = await requireCustomer(ctx);
  const row = await loadCustomer(ctx.db, customer.id);
  if (!row) throw unauthenticated();
  return row;
}

export const userResolvers = {
  async getUser(args: ScopeArgs, ctx: BackendContext) {
    return userType(ctx.db, await currentRow(ctx), scopeOf(args));
  },

  /** Omitted or null fields are not updated (Merchant API); personalId is checked by customer type. */
  async updateUser(args: ScopeArgs & { user: unknown }, ctx: BackendContext) {
    const row = await currentRow(ctx);
    const scope = scopeOf(args);
    const next = userChanges(args.user, row, new Date(ctx.now()), scope.market.country.code);
    await ctx.db
      .prepare(
        `UPDATE customers SET customer_type = ?2, newsletter = ?3, personal_id = ?4, gender = ?5,
          address = ?6, metadata = ?7, updated_at = ?8 WHERE id = ?1`,
      )
      .bind(
        row.id,
        next.customer_type,
        next.newsletter,
        next.personal_id,
        next.gender,
        next.address,
        next.metadata,
        new Date().toISOString(),
      )
      .run();
    return userType(ctx.db, { ...row, ...next }, scope);
  },

  /**
   * Deletes the account. The foreign keys do the rest: balances, refresh tokens and reset keys go with
   * it; orders stay, no longer linked (customer_id NULL).
   */
  async deleteUser(_args: ScopeArgs, ctx: BackendContext) {
    const customer = await requireCustomer(ctx);
    await ctx.db.prepare('DELETE FROM customers WHERE id = ?').bind(customer.id).run();
    return true;
  },
};
