import { findCart } from '../cart/cart';
import { isBlockedCustomer } from '../checkout/checkout';
import { requireOrderFields, type CheckoutInput } from '../checkout/input';
import { noShippingOptions, quoteCheckout } from '../checkout/quote';
import { apiError } from '../errors';
import { PROVIDERS } from '../payments/providers';
import type { BackendContext, ScopeArgs } from '../scope';
import { createOrder } from './order-batch';
import { orderDraft, toPay, type OrderRowDraft } from './order-draft';

export interface PlaceOrderArgs extends ScopeArgs {
  cartId: string;
  checkout: CheckoutInput;
  /** Not a GraphQL argument: the customer of the request's bearer, set by the resolver (and kept by a redirect payment's stored request). */
  customerId?: number | null;
}
/** What a redirect payment keeps of placeOrder, to finish it on approval. */
export interface StoredRequest extends PlaceOrderArgs {
  cartVersion: number;
  /**
   * The total the shopper confirmed in the checkout (orderTotal): the only amount its hosted page shows
   * and approves. Absent in sessions opened before it was kept (their cart version still binds them).
   */
  total?: number;
  /** What the customer's balance pays of it (fromBalance; absent: 0, as before balances paid). */
  fromBalance?: number;
}

/** Checks what an order needs and prices it; throws the shopper's coded error when it cannot be placed. */
export async function checkedQuote(ctx: BackendContext, args: PlaceOrderArgs) {
  const cart = await findCart(ctx.db, args.cartId);
  if (!cart || cart.completed)
    throw apiError('The cart does not exist or is already completed', 'CART_NOT_FOUND');
  const quote = await quoteCheckout(ctx, cart, args);
  const { input, scope } = quote;
  if (quote.cart.items.length === 0) throw apiError('The cart is empty', 'CART_EMPTY');
  if (input.paymentId != null && input.paymentId !== quote.payment.id)
    throw apiError('The payment method is not offered', 'PAYMENT_NOT_AVAILABLE');
  if (isBlockedCustomer(input.email))
    throw apiError('The customer is blocked', 'CUSTOMER_BLACKLISTED');
  requireOrderFields(input, scope.market, quote.customerType);
  // A balance that pays the whole order leaves the method nothing to authorise (no invoice's number).
  if (toPay(quote) > 0) PROVIDERS[quote.payment.kind].authorise?.(input, quote.customerType);
  if (quote.shipping === 'unknown' || quote.shipping === null) throw noShippingOptions();
  if (input.shippingId != null && input.shippingId !== quote.shipping.id)
    throw apiError('The shipping method is not offered', 'SHIPPING_NOT_AVAILABLE');
  // Early and clear for every method; the order batch checks again as it takes the stock.
  const short = await outOfStock(
    ctx.db,
    quote.cart.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity })),
  );
  if (short) throw short;
  return { cart, quote, customerId: args.customerId ?? null };
}

/**
 * Stores the order of a checked quote; 'conflict' when a constraint says another request got there
 * first (the caller reads what it stored). Sold-out lines are an OUT_OF_STOCK error naming the SKU.
 */
export async function storeOrder(
  ctx: BackendContext,
  checked: Awaited<ReturnType<typeof checkedQuote>>,
  options: {
    publicId: string;
    paymentReference: string | null;
    cartVersion?: number;
    attempt?: { key: string; hash: string };
    after?: D1PreparedStatement[];
  },
) {
  const draft = orderDraft(checked.quote, options.cartVersion ?? checked.cart.version, options);
  const outcome = await createOrder(ctx.db, draft, { ...options, customerId: checked.customerId });
  if (outcome === 'created') ctx.stockChanged?.(draft.rows.map((r) => r.skuId));
  if (outcome === 'insufficient_balance')
    throw apiError(
      'The balance was used meanwhile; the order was not placed',
      'INSUFFICIENT_BALANCE',
    );
  if (outcome === 'out_of_stock')
    throw (
      (await outOfStock(ctx.db, draft.rows)) ??
      apiError('A product in the cart is out of stock', 'OUT_OF_STOCK')
    );
  return outcome;
}

/** OUT_OF_STOCK naming the first line that stock (static stock never runs out) cannot cover, if any. */
async function outOfStock(db: D1Database, rows: Pick<OrderRowDraft, 'skuId' | 'quantity'>[]) {
  const stock = await db
    .prepare(
      `SELECT id, in_stock + oversellable AS available FROM skus
      WHERE static_stock = 0 AND id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(rows.map((r) => r.skuId)))
    .all<{ id: number; available: number }>();
  const short = rows.find(
    (r) => (stock.results.find((s) => s.id === r.skuId)?.available ?? r.quantity) < r.quantity,
  );
  if (!short) return null;
  const available = stock.results.find((s) => s.id === short.skuId)?.available ?? 0;
  return apiError(`Only ${available} of SKU ${short.skuId} in stock`, 'OUT_OF_STOCK', {
    skuId: short.skuId,
    inStock: available,
  });
}
