import type { Context } from 'hono';
import { logError } from './log';
import { stockOfProducts, type ProductStock } from './orders/stock-changes';
import { operationBudget } from './args';
import { secretsOf } from './secrets';
import { shopLinksOf } from './storefront-origin';
import type { BackendContext } from './scope';

export { secretsOf };

export interface BackendBindings {
  DB: D1Database;
  COMMERCE_API_KEY?: string;
  CATALOGUE_TODAY?: string;
  /** 'true' allows introspection (local tools); off by default. */
  BACKEND_INTROSPECTION?: string;
  /** Signs the identity service's tokens and challenges (wrangler secret put IDENTITY_SECRET). */
  IDENTITY_SECRET?: string;
  /** Mixed into every stored password hash, kept apart from the database (wrangler secret put PASSWORD_PEPPER). */
  PASSWORD_PEPPER?: string;
  /** The shop's origin, which the links in mails start with (storefront-origin.ts): never the request's. */
  STOREFRONT_ORIGIN?: string;
  /** The shop's URL shape ('true': /{market}/{locale}/…), which the links in mails follow. */
  MARKETS_IN_PATH?: string;
  /**
   * Not a binding: what the mounting Worker hears when an order took stock (its live product pages,
   * worker/live/stock.ts). Run after the answer; the backend imports nothing of the storefront.
   */
  onStockChanged?: (products: ProductStock[]) => Promise<void>;
  /** Shared with the payment provider: signs its callbacks (payments/callback-signature.ts). */
  PAYMENT_CALLBACK_SECRET?: string;
  /**
   * Not a binding: what the mounting Worker hears when a pending payment is settled (the order's
   * confirmation page, worker/live/payment.ts). Awaited by the provider's callback.
   */
  onPaymentSettled?: (publicId: string, state: 'paid' | 'failed') => Promise<void>;
}

/** The resolvers' context for one request to the backend. */
export function backendContext(c: Context<{ Bindings: BackendBindings }>): BackendContext {
  return {
    db: c.env.DB,
    links: shopLinksOf(c.env),
    now: clock(c.env.CATALOGUE_TODAY),
    bearer: bearerOf(c.req.header('authorization')),
    budget: operationBudget(),
    idempotencyKey: idempotencyKeyOf(c.req.header('x-idempotency-key')),
    secrets: secretsOf(c.env),
    stockChanged: (skuIds) => {
      const hook = c.env.onStockChanged;
      if (hook) inBackground(c, stockOfProducts(c.env.DB, skuIds).then(hook));
    },
  };
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
const idempotencyKeyOf = (header: string | undefined) =>
  header && /^[\w.:-]{8,128}$/.test(header) ? header : undefined;

/** The real time, or a fixed day (CATALOGUE_TODAY, ISO date) so tests against a fixed seed stay stable. */
function clock(fixed: string | undefined): () => number {
  const pinned = fixed ? Date.parse(fixed) : NaN;
  return Number.isNaN(pinned) ? Date.now : () => pinned;
}

/** Work after the answer (logged on failure); without an execution context (scripts), it just runs. */
function inBackground(c: Context, work: Promise<unknown>) {
  const logged = work.catch((error: unknown) => logError('backend background work failed', error));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    void logged;
  }
}
