import { apiError } from './errors';

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
