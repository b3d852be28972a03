import { z } from 'zod';
import { PASSWORD_DIGEST } from '../identity/credentials';
import { hashPassword } from '../identity/passwords';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';
import { RESET_KEY_LIFETIME_MS, cancelResetKeys, randomKey, sha256Hex } from './keys';
import { outboxInsert, resetLink, resetMail } from './mails';

const EMAIL = z.string().trim().email().max(254);
/** The least time between two reset mails to one address (the earlier link still works). */
export const RESET_MAIL_INTERVAL_MS = 5 * 60_000;
const COMMIT = z.object({
  resetKey: z.string().min(20).max(100),
  // The client's digest, as login takes it: anything else would set a password that never logs in.
  password: PASSWORD_DIGEST,
});

/**
 * A new reset key for the customer: random, stored only as its SHA-256, valid an hour, one use. The
 * statement goes in the caller's batch (with its mail). Spent keys of the customer are cleared first.
 */
export async function resetKeyStatements(db: D1Database, customerId: number, now: number) {
  const key = randomKey();
  const statements = [
    db
      .prepare(
        'DELETE FROM password_resets WHERE customer_id = ? AND (used = 1 OR expires_at <= ?)',
      )
      .bind(customerId, now),
    db
      .prepare('INSERT INTO password_resets (key_hash, customer_id, expires_at) VALUES (?, ?, ?)')
      .bind(await sha256Hex(key), customerId, now + RESET_KEY_LIFETIME_MS),
  ];
  return { key, statements };
}

export const passwordResetResolvers = {
  /** Always true, so the answer never tells whether the address has an account. */
  async requestPasswordReset(args: ScopeArgs & { email: string }, ctx: BackendContext) {
    const email = EMAIL.safeParse(args.email);
    if (!email.success) return true;
    const customer = await ctx.db
      .prepare('SELECT id, email FROM customers WHERE email = ?')
      .bind(email.data)
      .first<{ id: number; email: string }>();
    if (!customer) return true;
    const now = Date.now();
    // One mail per address every few minutes: asking again cannot flood someone's inbox.
    const recent = await ctx.db
      .prepare(
        'SELECT 1 FROM password_resets WHERE customer_id = ? AND used = 0 AND expires_at > ? LIMIT 1',
      )
      .bind(customer.id, now + RESET_KEY_LIFETIME_MS - RESET_MAIL_INTERVAL_MS)
      .first();
    if (recent) return true;
    const { lang, market } = scopeOf(args);
    const { key, statements } = await resetKeyStatements(ctx.db, customer.id, now);
    const mail = resetMail(lang, resetLink(ctx.links, { market: market.alias, lang }, key));
    await ctx.db.batch([...statements, outboxInsert(ctx.db, customer.email, mail)]);
    return true;
  },

  /**
   * Sets the password (the client's digest, stored as part A stores passwords) with a live key, spends
   * the key, cancels the customer's other waiting keys and ends every session of the customer. False
   * for an unknown, used or expired key.
   */
  async commitReset(args: ScopeArgs & { resetKey: string; password: string }, ctx: BackendContext) {
    const input = COMMIT.safeParse(args);
    if (!input.success) return false;
    const keyHash = await sha256Hex(input.data.resetKey);
    const now = Date.now();
    const live = await ctx.db
      .prepare(
        'SELECT customer_id FROM password_resets WHERE key_hash = ? AND used = 0 AND expires_at > ?',
      )
      .bind(keyHash, now)
      .first<{ customer_id: number }>();
    if (!live) return false;
    const stored = await hashPassword(ctx.secrets.pepper, input.data.password);
    // The key is spent in the same batch that writes the password: of two commits, one writes.
    const [spent] = await ctx.db.batch([
      ctx.db
        .prepare(
          'UPDATE password_resets SET used = 1 WHERE key_hash = ? AND used = 0 AND expires_at > ?',
        )
        .bind(keyHash, now),
      ctx.db
        .prepare(
          `UPDATE customers SET password_hash = ?2, updated_at = ?3, credentials_changed_at = ?4
           WHERE id = ?1 AND changes() > 0`,
        )
        .bind(live.customer_id, stored, new Date(now).toISOString(), now),
      ctx.db
        .prepare('UPDATE refresh_tokens SET revoked = 1 WHERE customer_id = ?')
        .bind(live.customer_id),
      // Last: the password's update reads changes() of the key's, just before it.
      cancelResetKeys(ctx.db, live.customer_id),
    ]);
    return (spent?.meta.changes ?? 0) > 0;
  },
};
