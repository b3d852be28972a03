import type { Context } from 'hono';
import { operationBudget } from './args';
import type { BackendContext } from './scope';

export interface BackendBindings {
  DB: D1Database;
  COMMERCE_API_KEY?: string;
  CATALOGUE_TODAY?: string;
  /** 'true' allows introspection (local tools); off by default. */
  BACKEND_INTROSPECTION?: string;
}

/** The resolvers' context for one request to the backend. */
export function backendContext(c: Context<{ Bindings: BackendBindings }>): BackendContext {
  return {
    db: c.env.DB,
    origin: new URL(c.req.url).origin,
    now: clock(c.env.CATALOGUE_TODAY),
    bearer: bearerOf(c.req.header('authorization')),
    budget: operationBudget(),
    idempotencyKey: idempotencyKeyOf(c.req.header('x-idempotency-key')),
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
