/** Units of a cart or order line: what one costs (major units) and how many (at least one). */
export interface Units {
  price: number;
  quantity: number;
}
/** Units of line number `line` at one unit price: a line is one part, or two when it is split. */
export interface LinePart extends Units {
  line: number;
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

/** Whole shares of `total` in proportion to `weights` that add up to it (largest remainder). */
function apportion(total: number, weights: number[]): number[] {
  const all = sum(weights);
  if (all <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / all);
  const shares = exact.map(Math.floor);
  const left = total - sum(shares);
  exact
    .map((e, i) => ({ i, rest: e - shares[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
    .slice(0, left)
    .forEach(({ i }) => shares[i]!++);
  return shares;
}

/** `cents` over `quantity` units at two unit prices a cent apart, the dearer first. */
function split(cents: number, quantity: number): Units[] {
  const unit = Math.floor(cents / quantity);
  const dearer = cents - unit * quantity;
  return [
    { price: (unit + 1) / 100, quantity: dearer },
    { price: unit / 100, quantity: quantity - dearer },
  ].filter((p) => p.quantity > 0);
}

/**
 * Unit prices (0.01 steps) for lines that together cost `discount` less than their totals, such that
 * Σ price × quantity is exactly what the shopper pays for the goods (GA4's `value`):
 * - the discount (the order's promo code) is shared in cents in proportion to the lines' totals, by
 *   largest remainder, so the shares add up to it (specification section 9);
 * - GA4's price is per unit: a line of several units takes the nearest cent, and the cents that
 *   leaves over go to the one-unit line that costs the most, so each line stays one item;
 * - with no one-unit line to take them, a line whose total does not divide by its quantity is split
 *   into two parts a cent apart (2 × 12.56 and 1 × 12.55), the only way the sum stays exact.
 */
export function linePrices(lines: Units[], discount = 0): LinePart[] {
  const totals = lines.map((l) => Math.round(l.price * l.quantity * 100));
  const goods = sum(totals);
  const off = Math.min(goods, Math.max(0, Math.round(discount * 100)));
  const pays = apportion(goods - off, totals);
  const units = pays.map((p, i) => Math.round(p / lines[i]!.quantity));
  const left = goods - off - sum(units.map((u, i) => u * lines[i]!.quantity));
  let taker = -1;
  lines.forEach((l, i) => {
    if (l.quantity === 1 && units[i]! + left >= 0 && (taker < 0 || pays[i]! > pays[taker]!))
      taker = i;
  });
  if (left && taker < 0)
    return lines.flatMap((l, i) => split(pays[i]!, l.quantity).map((p) => ({ line: i, ...p })));
  if (left) units[taker]! += left;
  return lines.map((l, i) => ({ line: i, price: units[i]! / 100, quantity: l.quantity }));
}
