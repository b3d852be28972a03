import { exVat, formatMoney, major } from '../money';
import type { Scope } from '../scope';

const DAY = 86_400_000;
const WINDOW_DAYS = 30;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The calendar day (YYYY-MM-DD) it is at `t` in the zone. */
function dayIn(t: number, timeZone: string) {
  const options = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  const parts = new Intl.DateTimeFormat('en-US', options).formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * ProductType.priceLog: the prices of the last 30 days (the price in force when the window opened,
 * then every change), newest first. The days are the market's: at 00:30 on 1 December in Stockholm
 * (23:30 UTC) the window opens on 1 November, not on 31 October. `isLowest` marks the lowest selling
 * price of the window, the comparison price the Swedish price-indication rules ask for on a reduced price.
 */
export async function priceLog(
  db: D1Database,
  scope: Scope,
  productId: number,
  vatRate: number,
  regularNow: number,
  now: number,
) {
  const from = isoDay(Date.parse(dayIn(now, scope.market.timeZone)) - WINDOW_DAYS * DAY);
  const rows = (
    await db
      .prepare(
        `SELECT day, selling FROM price_history WHERE product_id = ?1 AND currency = ?2
      AND day >= coalesce((SELECT max(day) FROM price_history WHERE product_id = ?1 AND currency = ?2 AND day <= ?3), ?3)
      ORDER BY day DESC`,
      )
      .bind(productId, scope.currency.code, from)
      .all<{ day: string; selling: number }>()
  ).results;
  const lowest = Math.min(...rows.map((r) => r.selling));
  const lowestIndex = rows.map((r) => r.selling).lastIndexOf(lowest);
  const f = (minor: number) => formatMoney(minor, scope.currency, scope.moneyLocale);
  return rows.map((r, i) => {
    const regular = Math.max(regularNow, r.selling);
    const sellingEx = exVat(r.selling, vatRate);
    const regularEx = exVat(regular, vatRate);
    return {
      // A change dated before the window shows as the window's first day: that is when the 30 days begin.
      date: r.day < from ? from : r.day,
      sellingPriceIncVat: major(r.selling),
      sellingPriceExVat: major(sellingEx),
      regularPriceIncVat: major(regular),
      regularPriceExVat: major(regularEx),
      sellingPriceIncVatFormatted: f(r.selling),
      sellingPriceExVatFormatted: f(sellingEx),
      discountIncVat: major(regular - r.selling),
      discountExVat: major(regularEx - sellingEx),
      discountPercentage: regular > 0 ? Math.round(((regular - r.selling) / regular) * 100) : 0,
      vat: major(r.selling - sellingEx),
      isDiscounted: r.selling < regular,
      isLowest: i === lowestIndex,
    };
  });
}
