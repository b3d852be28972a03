import { loadProducts } from '../catalogue/product-loader';
import { priceType } from '../money';
import { apiError } from '../errors';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';
import {
  buy3pay2Discounts,
  minOrderFor,
  promoDiscount,
  summarise,
  type Line,
  type Promo,
} from './pricing';

interface CartRow {
  id: string;
  market: string;
  promo_code: string | null;
  completed: number;
}
interface ItemArgs extends ScopeArgs {
  id: string;
  item: { skuId?: number | null; quantity: number };
}

const now = () => new Date().toISOString();

async function findCart(db: D1Database, id: string | null | undefined): Promise<CartRow | null> {
  if (!id) return null;
  return db
    .prepare('SELECT id, market, promo_code, completed FROM carts WHERE id = ?')
    .bind(id)
    .first<CartRow>();
}

async function createCart(db: D1Database, market: string): Promise<CartRow> {
  const row = { id: crypto.randomUUID(), market, promo_code: null, completed: 0 };
  await db
    .prepare('INSERT INTO carts (id, market, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .bind(row.id, market, now(), now())
    .run();
  return row;
}

async function requireCart(db: D1Database, id: string): Promise<CartRow> {
  const cart = await findCart(db, id);
  if (!cart || cart.completed)
    throw apiError('The cart does not exist or is already completed', 'CART_NOT_FOUND');
  return cart;
}

async function skuStock(db: D1Database, skuId: number) {
  return db
    .prepare(
      'SELECT id, product_id, in_stock + oversellable + static_stock AS total FROM skus WHERE id = ?',
    )
    .bind(skuId)
    .first<{ id: number; product_id: number; total: number }>();
}

async function quantityInCart(db: D1Database, cartId: string, skuId: number) {
  return (
    (
      await db
        .prepare('SELECT quantity FROM cart_items WHERE cart_id = ? AND sku_id = ?')
        .bind(cartId, skuId)
        .first<{ quantity: number }>()
    )?.quantity ?? 0
  );
}

/** Sets a line's quantity; 0 removes it. Refuses more than the SKU's total stock. */
async function setQuantity(
  db: D1Database,
  cart: CartRow,
  skuId: number | null | undefined,
  quantity: number,
) {
  if (!Number.isInteger(skuId) || !Number.isInteger(quantity) || quantity < 0)
    throw apiError('A SKU id and a whole, non-negative quantity are required', 'BAD_REQUEST');
  const sku = await skuStock(db, skuId!);
  if (!sku) throw apiError(`SKU ${skuId} does not exist`, 'SKU_NOT_FOUND');
  if (quantity > sku.total)
    throw apiError(`Only ${sku.total} of SKU ${skuId} in stock`, 'OUT_OF_STOCK');
  const write =
    quantity === 0
      ? db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND sku_id = ?').bind(cart.id, sku.id)
      : db
          .prepare(
            'INSERT INTO cart_items (cart_id, sku_id, quantity, added_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (cart_id, sku_id) DO UPDATE SET quantity = ?3',
          )
          .bind(cart.id, sku.id, quantity, now());
  await db.batch([
    write,
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now(), cart.id),
  ]);
}

async function loadPromo(
  db: D1Database,
  code: string | null,
  lang: 'sv' | 'en',
): Promise<Promo | null> {
  if (!code) return null;
  const row = await db
    .prepare(
      `SELECT code, kind, value, min_order, name_${lang} AS name, hide_title FROM campaigns WHERE code = ? AND kind IN ('promo_percent', 'promo_fixed')`,
    )
    .bind(code.toUpperCase())
    .first<{
      code: string;
      kind: Promo['kind'];
      value: number;
      min_order: number;
      name: string;
      hide_title: number;
    }>();
  return row
    ? {
        code: row.code,
        kind: row.kind,
        value: row.value,
        minOrder: row.min_order,
        name: row.name,
        hideTitle: row.hide_title === 1,
      }
    : null;
}

/** Reads the cart and prices it in the requested market (or the cart's own): the Merchant API CartType. */
async function cartType(ctx: BackendContext, cart: CartRow, args: ScopeArgs) {
  const scope = scopeOf({ ...args, marketId: args.marketId ?? cart.market });
  const db = ctx.db;
  const items = await db
    .prepare(
      `SELECT ci.sku_id, ci.quantity, s.product_id FROM cart_items ci JOIN skus s ON s.id = ci.sku_id WHERE ci.cart_id = ? ORDER BY ci.added_at, ci.sku_id`,
    )
    .bind(cart.id)
    .all<{ sku_id: number; quantity: number; product_id: number }>();
  const productIds = [...new Set(items.results.map((i) => i.product_id))];
  const products = new Map(
    (await loadProducts(db, scope, productIds)).map((p) => [p.productId, p]),
  );
  const threeForTwo = await db
    .prepare(
      `SELECT pc.product_id, c.name_${scope.lang} AS name, c.hide_title FROM product_campaigns pc JOIN campaigns c ON c.id = pc.campaign_id WHERE c.kind = 'buy3pay2' AND pc.product_id IN (${productIds.join(',') || '0'})`,
    )
    .all<{ product_id: number; name: string; hide_title: number }>();
  const b3p2 = new Map(threeForTwo.results.map((r) => [r.product_id, r]));
  const lines: Line[] = items.results.flatMap((i) => {
    const p = products.get(i.product_id);
    if (!p) return [];
    return [
      {
        skuId: i.sku_id,
        productId: p.productId,
        quantity: i.quantity,
        vatRate: p.vatRate,
        regular: Math.round(p.unitPrice.regularPriceIncVat * 100),
        selling: Math.round(p.unitPrice.sellingPriceIncVat * 100),
        buy3pay2: b3p2.has(p.productId),
        campaigns: p.discountCampaigns,
      },
    ];
  });
  const freebies = buy3pay2Discounts(lines);
  const priced = lines.map((l) => ({
    ...l,
    total: l.selling * l.quantity - (freebies.get(l.skuId) ?? 0),
  }));
  const promo = await loadPromo(db, cart.promo_code, scope.lang);
  const summary = summarise(scope, priced, promo);
  const applied = new Map<string, { name: string; hideTitle: boolean }>();
  // Buy-3-pay-2 counts as applied only once it gives a unit away; price campaigns always apply.
  for (const l of priced)
    for (const c of l.campaigns)
      if (freebies.size > 0 || c.name !== b3p2.get(l.productId)?.name) applied.set(c.name, c);
  if (promo && summary.promoDiscount > 0)
    applied.set(promo.name, { name: promo.name, hideTitle: promo.hideTitle });
  return {
    id: cart.id,
    promoCode: cart.promo_code,
    isCompleted: cart.completed === 1,
    freeShipping: summary.shipping.feeIncVat === 0 && priced.length > 0,
    fixedDiscount: summary.fixedAmountDiscountIncVat,
    appliedCampaigns: [...applied.values()],
    items: priced.map((l) => {
      const { vatRate: _rate, ...product } = products.get(l.productId)!;
      const free = freebies.get(l.skuId) ?? 0;
      return {
        id: `${cart.id}:${l.skuId}`,
        skuId: l.skuId,
        quantity: l.quantity,
        product,
        unitPrice: priceType(scope, l.regular, l.selling, l.vatRate),
        totalPrice: priceType(scope, l.regular * l.quantity, l.total, l.vatRate),
        campaign: {
          appliedCampaigns: free
            ? [{ name: b3p2.get(l.productId)!.name, hideTitle: false }]
            : l.campaigns,
          prices: free
            ? [
                {
                  quantity: l.quantity,
                  discount: free / 100,
                  discountPercentage: Math.round((free / (l.selling * l.quantity)) * 100),
                  price: priceType(scope, l.selling, l.selling, l.vatRate),
                },
              ]
            : [],
        },
      };
    }),
    summary,
  };
}

export const cartResolvers = {
  /** Creates a cart when the id is empty or unknown, as the Merchant API does. */
  async getCart(
    args: ScopeArgs & { id?: string | null; includeCompleted?: boolean | null },
    ctx: BackendContext,
  ) {
    const found = await findCart(ctx.db, args.id);
    const cart =
      found && (!found.completed || args.includeCompleted)
        ? found
        : await createCart(ctx.db, scopeOf(args).market.alias);
    return cartType(ctx, cart, args);
  },
  async addToCart(args: ItemArgs, ctx: BackendContext) {
    const cart = args.id
      ? await requireCart(ctx.db, args.id)
      : await createCart(ctx.db, scopeOf(args).market.alias);
    if (!Number.isInteger(args.item.quantity) || args.item.quantity < 1)
      throw apiError('The quantity to add must be at least 1', 'BAD_REQUEST');
    const existing = await quantityInCart(ctx.db, cart.id, args.item.skuId ?? -1);
    await setQuantity(ctx.db, cart, args.item.skuId, existing + args.item.quantity);
    return cartType(ctx, cart, args);
  },
  async updateCartItem(args: ItemArgs, ctx: BackendContext) {
    const cart = await requireCart(ctx.db, args.id);
    await setQuantity(ctx.db, cart, args.item.skuId, args.item.quantity);
    return cartType(ctx, cart, args);
  },
  /** An empty code removes the current one. */
  async setCartPromoCode(args: ScopeArgs & { id: string; promoCode: string }, ctx: BackendContext) {
    const cart = await requireCart(ctx.db, args.id);
    const code = args.promoCode.trim().toUpperCase();
    if (code) {
      const scope = scopeOf({ ...args, marketId: args.marketId ?? cart.market });
      const promo = await loadPromo(ctx.db, code, scope.lang);
      if (!promo) throw apiError('This code is not valid', 'InvalidPromoCode');
      const current = await cartType(ctx, { ...cart, promo_code: null }, args);
      const goods = Math.round(current.summary.subTotal.sellingPriceIncVat * 100);
      if (goods < minOrderFor(promo, scope) || promoDiscount(promo, goods, scope) === 0)
        throw apiError('The requirements for this code are not met', 'RequirementsNotMet');
    }
    await ctx.db
      .prepare('UPDATE carts SET promo_code = ?, updated_at = ? WHERE id = ?')
      .bind(code || null, now(), cart.id)
      .run();
    return cartType(ctx, { ...cart, promo_code: code || null }, args);
  },
};
