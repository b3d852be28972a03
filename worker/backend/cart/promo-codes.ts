import type { Scope } from '../scope';
import type { Promo } from './pricing';

interface PromoRow {
  code: string;
  kind: Promo['kind'];
  value: number;
  min_order: number;
  own_value: number | null;
  own_min_order: number | null;
  name: string;
  hide_title: number;
}

/**
 * A promo code's campaign with its amounts in the currency ?2 (campaign_amounts), the code being
 * what follows: the code itself (?1) or a subquery naming it.
 */
const PROMO_WHERE_CODE_IS = (lang: 'sv' | 'en') =>
  `SELECT c.code, c.kind, c.value, c.min_order, a.value AS own_value, a.min_order AS own_min_order,
  c.name_${lang} AS name, c.hide_title FROM campaigns c
  LEFT JOIN campaign_amounts a ON a.campaign_id = c.id AND a.currency = ?2
  WHERE c.kind IN ('promo_percent', 'promo_fixed') AND c.code = `;

/** The campaign of the code stored on cart ?1, for a batch (read with {@link promoOf}). */
export const cartPromoStatement = (db: D1Database, scope: Scope, cartId: string) =>
  db
    .prepare(`${PROMO_WHERE_CODE_IS(scope.lang)}(SELECT promo_code FROM carts WHERE id = ?1)`)
    .bind(cartId, scope.currency.code);

/**
 * The code's amounts in the scope's currency: its own where it has them, else the SEK amounts
 * converted at the exchange rate.
 */
export function promoOf(row: unknown, scope: Scope): Promo | null {
  if (!row) return null;
  const r = row as PromoRow;
  const converted = (sek: number) => Math.round(sek * scope.currency.perSek);
  return {
    code: r.code,
    kind: r.kind,
    value: r.kind === 'promo_fixed' ? (r.own_value ?? converted(r.value)) : r.value,
    minOrder: r.own_min_order ?? converted(r.min_order),
    name: r.name,
    hideTitle: r.hide_title === 1,
  };
}

export async function loadPromo(
  db: D1Database,
  code: string | null,
  scope: Scope,
): Promise<Promo | null> {
  if (!code) return null;
  const row = await db
    .prepare(`${PROMO_WHERE_CODE_IS(scope.lang)}?1`)
    .bind(code.toUpperCase(), scope.currency.code)
    .first();
  return promoOf(row, scope);
}
