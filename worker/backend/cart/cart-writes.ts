import { apiError, type ApiError } from '../errors';

/**
 * Cart writes, each one statement that checks what it depends on (an open cart, the SKU's stock) as it
 * writes, so parallel writes to one cart never lose an update or pass the stock. Each returns whether it
 * wrote; the caller asks `refusal` why not.
 */
const TOTAL = 'in_stock + oversellable + static_stock';
const OPEN_CART = 'EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND completed = 0)';
const now = () => new Date().toISOString();

/**
 * Marks the cart changed, in the same batch right after its write: `changes()` is that write's count,
 * so a refused write (out of stock, a completed cart) leaves the version alone and a promo code checked
 * against it stays valid.
 */
const touch = (db: D1Database, cartId: string) =>
  db
    .prepare(
      'UPDATE carts SET updated_at = ?2, version = version + 1 WHERE id = ?1 AND completed = 0 AND changes() > 0',
    )
    .bind(cartId, now());

const wrote = (results: D1Result[]) => (results[0]?.meta.changes ?? 0) > 0;

/** Adds `quantity` of the SKU to the line (creating it), unless the line would pass the SKU's stock. */
function addStatement(db: D1Database, cartId: string, skuId: number, quantity: number) {
  return db
    .prepare(
      `INSERT INTO cart_items (cart_id, sku_id, quantity, added_at)
      SELECT ?1, id, ?3, ?4 FROM skus WHERE id = ?2 AND ${TOTAL} >= ?3 AND ${OPEN_CART}
      ON CONFLICT (cart_id, sku_id) DO UPDATE SET quantity = quantity + excluded.quantity
      WHERE quantity + excluded.quantity <= (SELECT ${TOTAL} FROM skus WHERE id = excluded.sku_id)`,
    )
    .bind(cartId, skuId, quantity, now());
}

export async function addItem(db: D1Database, cartId: string, skuId: number, quantity: number) {
  return wrote(await db.batch([addStatement(db, cartId, skuId, quantity), touch(db, cartId)]));
}

/** Creates the cart together with its first line, or nothing at all when the line is refused. */
export async function createCartWithItem(
  db: D1Database,
  market: string,
  skuId: number,
  quantity: number,
): Promise<string | null> {
  const id = crypto.randomUUID();
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO carts (id, market, created_at, updated_at) SELECT ?1, ?2, ?3, ?3
        WHERE EXISTS (SELECT 1 FROM skus WHERE id = ?4 AND ${TOTAL} >= ?5)`,
      )
      .bind(id, market, now(), skuId, quantity),
    addStatement(db, id, skuId, quantity),
  ]);
  return wrote(results.slice(1)) ? id : null;
}

/** Sets the line's quantity (0 removes it) unless it is more than the SKU's stock. */
export async function setItem(db: D1Database, cartId: string, skuId: number, quantity: number) {
  const write =
    quantity === 0
      ? db
          .prepare(`DELETE FROM cart_items WHERE cart_id = ?1 AND sku_id = ?2 AND ${OPEN_CART}`)
          .bind(cartId, skuId)
      : db
          .prepare(
            `INSERT INTO cart_items (cart_id, sku_id, quantity, added_at)
            SELECT ?1, id, ?3, ?4 FROM skus WHERE id = ?2 AND ${TOTAL} >= ?3 AND ${OPEN_CART}
            ON CONFLICT (cart_id, sku_id) DO UPDATE SET quantity = excluded.quantity`,
          )
          .bind(cartId, skuId, quantity, now());
  return wrote(await db.batch([write, touch(db, cartId)]));
}

/** Sets the promo code only if the cart is still open and at the version its requirements were checked on. */
export async function setPromo(
  db: D1Database,
  cartId: string,
  code: string | null,
  checkedVersion: number | null,
) {
  const result = await db
    .prepare(
      `UPDATE carts SET promo_code = ?2, updated_at = ?3, version = version + 1
      WHERE id = ?1 AND completed = 0 AND (?4 IS NULL OR version = ?4)`,
    )
    .bind(cartId, code, now(), checkedVersion)
    .run();
  return result.meta.changes > 0;
}

/**
 * Why a write of `quantity` was refused: the cart (unless it was to be created), the SKU, else its
 * stock. Null when nothing is wrong (removing a line that was not there).
 */
export async function refusal(
  db: D1Database,
  cartId: string | null,
  skuId: number,
  quantity: number,
): Promise<ApiError | null> {
  const [cart, sku] = await db.batch<{ completed?: number; total?: number }>([
    db.prepare('SELECT completed FROM carts WHERE id = ?').bind(cartId ?? ''),
    db.prepare(`SELECT ${TOTAL} AS total FROM skus WHERE id = ?`).bind(skuId),
  ]);
  const open = cart?.results[0];
  if (cartId !== null && (!open || open.completed))
    return apiError('The cart does not exist or is already completed', 'CART_NOT_FOUND');
  const stock = sku?.results[0];
  if (!stock) return apiError(`SKU ${skuId} does not exist`, 'SKU_NOT_FOUND');
  if (quantity === 0) return null;
  return apiError(`Only ${stock.total} of SKU ${skuId} in stock`, 'OUT_OF_STOCK');
}
