import { apiError } from './errors';
import { LIMITS } from './limits';

/** `take` as asked, or the default; outside 0…max it is refused rather than quietly clamped. */
export function takeOf(take: number | null | undefined, fallback: number, max: number): number {
  if (take == null) return fallback;
  if (take < 0 || take > max) throw apiError(`take must be from 0 to ${max}`, 'BAD_REQUEST');
  return take;
}

/** A list argument of at most `max` entries (D1 binds at most 100 variables per statement). */
export function capped<T>(list: readonly T[] | null | undefined, max: number, what: string): T[] {
  if (list && list.length > max) throw apiError(`At most ${max} ${what}`, 'BAD_REQUEST');
  return list ? [...list] : [];
}

/** What one operation may still load, whatever its aliases; the resolvers spend it as they load. */
export interface Budget {
  products: number;
}
export const operationBudget = (): Budget => ({ products: LIMITS.productsPerOperation });

export function spendProducts(budget: Budget, count: number) {
  if (count > budget.products)
    throw apiError(
      `At most ${LIMITS.productsPerOperation} products per operation, over all its fields`,
      'BAD_REQUEST',
    );
  budget.products -= count;
}
