import type { Translate } from '../../../shared/i18n/translator';
import type { PriceLogEntry, ProductDetail } from '../../../shared/types';

const priceOf = (e: PriceLogEntry, vatIncluded: boolean) => (vatIncluded ? e.incVat : e.exVat);
const textOf = (e: PriceLogEntry, vatIncluded: boolean) =>
  vatIncluded ? e.incVatText : e.exVatText;

/**
 * The comparison price of a reduced price (Swedish price-indication rules, EU Omnibus): the lowest
 * price of the 30 days before the reduction, i.e. of the log without its last entry (the reduced price
 * itself, which the API's isLowest may mark). Null when the price is not reduced.
 */
export function referencePrice(history: PriceLogEntry[], vatIncluded: boolean) {
  const before = history.slice(0, -1);
  return before.length
    ? before.reduce((a, b) => (priceOf(b, vatIncluded) < priceOf(a, vatIncluded) ? b : a))
    : (history.find((e) => e.isLowest) ?? null);
}

/** Under a reduced price: the comparison price, labelled as the lowest before the reduction. */
export function LowestPrice({
  t,
  product,
  vatIncluded,
}: {
  t: Translate;
  product: ProductDetail;
  vatIncluded: boolean;
}) {
  const lowest = referencePrice(product.priceHistory, vatIncluded);
  if (!product.price.isDiscounted || !lowest) return null;
  return (
    <p className="lowest-price" data-testid="lowest-price">
      {t('priceHistory.lowest30', { price: textOf(lowest, vatIncluded) })}
    </p>
  );
}

/** A step line of the prices over the 30 days; the table below carries the same data for everyone. */
function Chart({ history, vatIncluded }: { history: PriceLogEntry[]; vatIncluded: boolean }) {
  const [w, h, pad] = [280, 72, 6];
  const values = history.map((e) => priceOf(e, vatIncluded));
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const y = (v: number) => (max === min ? h / 2 : pad + ((max - v) / (max - min)) * (h - 2 * pad));
  const step = w / history.length;
  const d =
    history
      .map(
        (e, i) =>
          `${i ? 'H' : 'M'}${(i * step).toFixed(1)} ${i ? `V${y(values[i]!).toFixed(1)}` : y(values[i]!).toFixed(1)}`,
      )
      .join(' ') + ` H${w}`;
  const lowest = history.findIndex((e) => e.isLowest);
  return (
    <svg className="price-chart" viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
      {lowest >= 0 ? (
        <circle
          cx={lowest * step + 3}
          cy={y(values[lowest]!)}
          r="4"
          className="price-chart-lowest"
        />
      ) : null}
    </svg>
  );
}

/** The price history panel: chart and a table of date and new price, the lowest marked. */
export function PriceHistory({
  t,
  history,
  vatIncluded,
  reduced,
}: {
  t: Translate;
  history: PriceLogEntry[];
  vatIncluded: boolean;
  /** The price is reduced now: the row of the comparison price says so, as the sentence above does. */
  reduced: boolean;
}) {
  if (history.length === 0) return null;
  const reference = reduced ? referencePrice(history, vatIncluded) : null;
  return (
    <details className="price-history">
      <summary>{t('priceHistory.title')}</summary>
      <Chart history={history} vatIncluded={vatIncluded} />
      <table>
        <caption>{t('priceHistory.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceHistory.date')}</th>
            <th scope="col">{t('priceHistory.newPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((e) => (
            <tr key={e.date} className={e.isLowest ? 'lowest' : undefined}>
              <td>
                <time dateTime={e.date}>{e.date}</time>
              </td>
              <td>
                <span data-money="">{textOf(e, vatIncluded)}</span>
                {e.isLowest ? <strong>{` (${t('priceHistory.lowest')})`}</strong> : null}
                {e === reference ? <strong>{` (${t('priceHistory.reference')})`}</strong> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
