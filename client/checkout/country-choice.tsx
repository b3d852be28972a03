import { useApp } from '../app-context';

/**
 * 'Choose your country' when the channel has several markets (spec rule 3): the checkout market.
 * Choosing one submits the form (`intent=market`), so the page answers in that market's prices
 * and currency with everything typed kept; without JavaScript the button does it.
 */
export function CountryChoice({
  market,
  markets,
  focus,
}: {
  market: string;
  markets: { alias: string; name: string }[];
  /** The page answers a change of country: the choice keeps the focus. */
  focus: boolean;
}) {
  const { t } = useApp();
  if (markets.length < 2) return null;
  return (
    <div className="field">
      <label htmlFor="checkout-checkoutMarket">{t('checkout.chooseCountry')}</label>
      <div className="inline-row">
        <select
          id="checkout-checkoutMarket"
          name="checkoutMarket"
          defaultValue={market}
          autoFocus={focus}
          autoComplete="country"
          onChange={(e) =>
            e.currentTarget.form?.requestSubmit(
              e.currentTarget.form.querySelector<HTMLButtonElement>('[value="market"]'),
            )
          }
        >
          {markets.map((m) => (
            <option key={m.alias} value={m.alias}>
              {m.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name="intent"
          value="market"
          className="button secondary"
          formNoValidate
        >
          {t('checkout.changeCountry')}
        </button>
      </div>
    </div>
  );
}
