import { productReads, productsFrom } from '../catalogue/product-loader';
import { priceType } from '../money';
import { scopeOf, type BackendContext, type Scope, type ScopeArgs } from '../scope';
import {
  buy3pay2Discounts,
  summarise,
  type Line,
  type Promo,
  type ShippingChoice,
} from './pricing';
import { cartPromoStatement, loadPromo, promoOf } from './promo-codes';

export interface CartRow {
  id: string;
  market: string;
  promo_code: string | null;
  completed: number;
  version: number;
}

/** The cart's row, for a batch. */
export const cartStatement = (db: D1Database, id: string) =>
  db.prepare('SELECT id, market, promo_code, completed, version FROM carts WHERE id = ?').bind(id);

/** The products of a cart's lines, for productReads (?2: the cart id). */
const CART_PRODUCT_IDS =
  'SELECT s.product_id FROM cart_items ci JOIN skus s ON s.id = ci.sku_id WHERE ci.cart_id = ?2';

type LineResults = [
  D1Result<{ sku_id: number; quantity: number; product_id: number }>,
  D1Result<{ product_id: number; name: string; hide_title: number }>,
  ...D1Result[],
];
const NO_LINES = [{ results: [] }, { results: [] }] as unknown as LineResults;

/** The lines, their buy-3-pay-2 campaigns and their products: statements for one batch. */
function lineReads(db: D1Database, scope: Scope, cartId: string) {
  return [
    db
      .prepare(
        `SELECT ci.sku_id, ci.quantity, s.product_id FROM cart_items ci JOIN skus s ON s.id = ci.sku_id WHERE ci.cart_id = ?1 ORDER BY ci.added_at, ci.sku_id`,
      )
      .bind(cartId),
    db
      .prepare(
        `SELECT DISTINCT pc.product_id, c.name_${scope.lang} AS name, c.hide_title FROM cart_items ci CROSS JOIN skus s ON s.id = ci.sku_id JOIN product_campaigns pc ON pc.product_id = s.product_id JOIN campaigns c ON c.id = pc.campaign_id WHERE ci.cart_id = ?1 AND c.kind = 'buy3pay2' ORDER BY c.id`,
      )
      .bind(cartId),
    ...productReads(db, scope, { sql: CART_PRODUCT_IDS, params: [cartId] }),
  ];
}

/** Reads the cart and prices it in the requested market (or the cart's own): the Merchant API CartType. */
export async function cartType(
  ctx: BackendContext,
  cart: CartRow,
  args: ScopeArgs,
  shipping?: ShippingChoice,
) {
  const scope = scopeOf({ ...args, marketId: args.marketId ?? cart.market });
  const db = ctx.db;
  // Reads that do not wait on each other go out together (beside the promo code, when there is
  // one): each D1 call costs more than its query.
  const [results, promo] = await Promise.all([
    db.batch(lineReads(db, scope, cart.id)) as Promise<LineResults>,
    loadPromo(db, cart.promo_code, scope),
  ]);
  return priceCart(db, scope, cart, results, promo, shipping);
}

export type PricedCart = ReturnType<typeof priceCart>;
export type PriceCart = (cart: CartRow, shipping?: ShippingChoice) => Promise<PricedCart>;

/**
 * A cart read in one D1 call, for a market known beforehand (the storefront always names it): the
 * cart's row, its promo code's campaign, the caller's `extra` statements and the lines, together.
 * `price` prices that row as read, or the empty cart (id '') without a call; another row (a promo
 * code being tried) reads its lines anew. `extra` holds the extra statements' results. Without a
 * market the cart's own decides, so two calls.
 */
export async function readCart(
  ctx: BackendContext,
  cartId: string,
  args: ScopeArgs,
  extra: D1PreparedStatement[] = [],
): Promise<{ row: CartRow | undefined; extra: D1Result[]; price: PriceCart }> {
  const db = ctx.db;
  if (!args.marketId) {
    const [row, ...rest] = await db.batch([cartStatement(db, cartId), ...extra]);
    const found = row!.results[0] as CartRow | undefined;
    return {
      row: found,
      extra: rest,
      price: (cart, shipping) => cartType(ctx, cart, args, shipping),
    };
  }
  const scope = scopeOf(args);
  const [rows, promos, ...rest] = await db.batch<unknown>([
    cartStatement(db, cartId),
    cartPromoStatement(db, scope, cartId),
    ...extra,
    ...lineReads(db, scope, cartId),
  ]);
  const row = rows!.results[0] as CartRow | undefined;
  const lines = rest.slice(extra.length) as LineResults;
  const promo = promoOf(promos!.results[0], scope);
  const price: PriceCart = async (cart, shipping) => {
    if (cart.id === row?.id && cart.promo_code === row.promo_code)
      return priceCart(db, scope, cart, lines, promo, shipping);
    if (cart.id === '' && !cart.promo_code)
      return priceCart(db, scope, cart, NO_LINES, null, shipping);
    return cartType(ctx, cart, args, shipping);
  };
  return { row, extra: rest.slice(0, extra.length), price };
}

function priceCart(
  db: D1Database,
  scope: Scope,
  cart: CartRow,
  [items, threeForTwo, ...productResults]: LineResults,
  promo: Promo | null,
  shipping?: ShippingChoice,
) {
  const productIds = [...new Set(items.results.map((i) => i.product_id))];
  const products = new Map(
    productsFrom(db, scope, productResults, productIds).map((p) => [p.productId, p]),
  );
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
  const summary = summarise(scope, priced, promo, shipping);
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
        // Not in the schema: the order snapshot keeps each row's VAT rate.
        vatRate: l.vatRate,
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
