import { apiError } from '../errors';
import type { Scope } from '../scope';

/** Mutation.monitorProductAvailability: remembers the e-mail for the SKU (once per address); true when stored. */
export async function monitorProductAvailability(
  db: D1Database,
  scope: Scope,
  args: { email: string; skuId: number },
) {
  const email = args.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw apiError('Invalid e-mail address', 'INVALID_EMAIL');
  const sku = await db
    .prepare('SELECT id FROM skus WHERE id = ?')
    .bind(args.skuId)
    .first<{ id: number }>();
  if (!sku) throw apiError('SKU not found', 'SKU_NOT_FOUND');
  await db
    .prepare(
      'INSERT INTO stock_watches (sku_id, email, language, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (sku_id, email) DO UPDATE SET notified_at = NULL, language = excluded.language',
    )
    .bind(args.skuId, email, scope.lang, new Date().toISOString())
    .run();
  return true;
}
