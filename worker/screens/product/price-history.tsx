import type { Translate } from '../../../shared/i18n/translator';
import type { PriceLogEntry, ProductDetail } from '../../../shared/types';

const priceOf = (e: PriceLogEntry, vatIncluded: boolean) => (vatIncluded ? e.incVat : e.exVat);
const textOf = (e: PriceLogEntry, vatIncluded: boolean) =>
  vatIncluded ? e.incVatText : e.exVatText;

/**
 * Under a reduced price: the lowest price before the reduction (Swedish price-indication rules ask for
 * the lowest price of the 30 days before it). The API's isLowest includes the reduced price itself, so
 * the current price (the last change) is left out when there are earlier prices in the log.
 */
export function LowestPrice({
  t,
  product,
  vatIncluded,
}: {
  t: Translate;
  product: ProductDetail;
  vatIncluded: boolean;
}) {
  const before = product.priceHistory.slice(0, -1);
  const lowest = before.length
    ? before.reduce((a, b) => (priceOf(b, vatIncluded) < priceOf(a, vatIncluded) ? b : a))
    : product.priceHistory.find((e) => e.isLowest);
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
}: {
  t: Translate;
  history: PriceLogEntry[];
  vatIncluded: boolean;
}) {
  if (history.length === 0) return null;
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
                {textOf(e, vatIncluded)}
                {e.isLowest ? <strong>{` (${t('priceHistory.lowest')})`}</strong> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
