import { apiError } from '../errors';
import { scopeOf, type BackendContext, type ScopeArgs } from '../scope';
import { cartStatement, cartType, readCart, type CartRow } from './cart-type';
import { addItem, createCartWithItem, refusal, setItem, setPromo } from './cart-writes';
import { promoDiscount } from './pricing';
import { loadPromo } from './promo-codes';

interface ItemArgs extends ScopeArgs {
  id: string;
  item: { skuId?: number | null; quantity: number };
}

export async function findCart(
  db: D1Database,
  id: string | null | undefined,
): Promise<CartRow | null> {
  if (!id) return null;
  return cartStatement(db, id).first<CartRow>();
}

/** The cart if it exists and is not ordered yet; else CART_NOT_FOUND. */
export function openCart(cart: CartRow | null | undefined): CartRow {
  if (!cart || cart.completed)
    throw apiError('The cart does not exist or is already completed', 'CART_NOT_FOUND');
  return cart;
}

export async function requireCart(db: D1Database, id: string): Promise<CartRow> {
  return openCart(await findCart(db, id));
}

/** The open cart priced (one D1 call when the market is named); else CART_NOT_FOUND. */
export async function pricedOpenCart(ctx: BackendContext, id: string, args: ScopeArgs) {
  const read = await readCart(ctx, id, args);
  return read.price(openCart(read.row));
}

function skuAndQuantity(item: ItemArgs['item'], least: number): [number, number] {
  const { skuId, quantity } = item;
  if (!Number.isInteger(skuId) || !Number.isInteger(quantity) || quantity < least)
    throw apiError(
      `A SKU id and a whole quantity of at least ${least} are required`,
      'BAD_REQUEST',
    );
  return [skuId!, quantity];
}

/** Writes, then reads the cart back for the answer; a refused write says why. */
async function afterWrite(
  ctx: BackendContext,
  args: ScopeArgs,
  written: boolean,
  cartId: string | null,
  skuId: number,
  quantity: number,
) {
  if (!written) {
    const why = await refusal(ctx.db, cartId, skuId, quantity);
    if (why) throw why;
  }
  return pricedOpenCart(ctx, cartId!, args);
}

export const cartResolvers = {
  /**
   * Reads a cart and never writes: an empty, unknown or completed id (unless includeCompleted) answers an
   * empty cart with the id '' and stores nothing; the first addToCart creates it.
   */
  async getCart(
    args: ScopeArgs & { id?: string | null; includeCompleted?: boolean | null },
    ctx: BackendContext,
  ) {
    const read = args.id ? await readCart(ctx, args.id, args) : null;
    const found = read?.row;
    const empty: CartRow = {
      id: '',
      market: scopeOf(args).market.alias,
      promo_code: null,
      completed: 0,
      version: 0,
    };
    if (found && (!found.completed || args.includeCompleted)) return read.price(found);
    return read ? read.price(empty) : cartType(ctx, empty, args);
  },
  /** An empty id creates the cart with this first line, in one batch that stores nothing if the line is refused. */
  async addToCart(args: ItemArgs, ctx: BackendContext) {
    const [skuId, quantity] = skuAndQuantity(args.item, 1);
    if (args.id)
      return afterWrite(
        ctx,
        args,
        await addItem(ctx.db, args.id, skuId, quantity),
        args.id,
        skuId,
        quantity,
      );
    const created = await createCartWithItem(ctx.db, scopeOf(args).market.alias, skuId, quantity);
    if (!created) throw (await refusal(ctx.db, null, skuId, quantity))!;
    return pricedOpenCart(ctx, created, args);
  },
  async updateCartItem(args: ItemArgs, ctx: BackendContext) {
    const [skuId, quantity] = skuAndQuantity(args.item, 0);
    const written = await setItem(ctx.db, args.id, skuId, quantity);
    return afterWrite(ctx, args, written, args.id, skuId, quantity);
  },
  /**
   * An empty code removes the current one. A code is stored only on the cart version its requirements
   * were checked against; a cart that changed in between is checked again (three times at most).
   */
  async setCartPromoCode(args: ScopeArgs & { id: string; promoCode: string }, ctx: BackendContext) {
    const code = args.promoCode.trim().toUpperCase() || null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const cart = await requireCart(ctx.db, args.id);
      if (code) await checkPromo(ctx, cart, code, args);
      if (await setPromo(ctx.db, cart.id, code, code ? cart.version : null))
        return cartType(ctx, { ...cart, promo_code: code }, args);
    }
    throw apiError('The cart changed while the code was checked; try again', 'CART_CHANGED');
  },
};

async function checkPromo(ctx: BackendContext, cart: CartRow, code: string, args: ScopeArgs) {
  const scope = scopeOf({ ...args, marketId: args.marketId ?? cart.market });
  const promo = await loadPromo(ctx.db, code, scope);
  if (!promo) throw apiError('This code is not valid', 'InvalidPromoCode');
  const current = await cartType(ctx, { ...cart, promo_code: null }, args);
  const goods = Math.round(current.summary.subTotal.sellingPriceIncVat * 100);
  if (promoDiscount(promo, goods) === 0)
    throw apiError('The requirements for this code are not met', 'RequirementsNotMet');
}
