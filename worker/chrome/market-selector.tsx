import { wayBack } from './way-back';
import type { Locale } from '../../shared/locales';
import type { Market } from '../../shared/types';
import { MARKET_NOTICE } from '../../shared/market-path';
import type { Shop } from '../context';
import { regionName } from '../../shared/intl';

/**
 * A country's name in the page's language. The channel is read once in the default language (one cache
 * entry for everyone), so its names are Swedish; the platform's region names give the English ones.
 */
function countryNames(locale: Locale): (market: Market) => string {
  return (m) => {
    const name = m.country.code ? regionName(locale, m.country.code) : undefined;
    return name && name !== m.country.code ? name : m.country.name || m.alias.toUpperCase();
  };
}

/**
 * The header's market selector: a disclosure with one submit button per market of the channel
 * (country and currency), posting to /market (worker/bff/market.ts). It works without JavaScript;
 * client/markets/market-change.ts closes it on Escape or a click outside.
 */
export function MarketSelector({ shop }: { shop: Shop }) {
  const { t, channel, market: current } = shop;
  if (channel.markets.length < 2) return null;
  const country = countryNames(shop.locale);
  return (
    <details className="market-selector" data-market-selector="" data-disclosure="">
      <summary>
        <span className="sr-only">{`${t('market.label')}: `}</span>
        {`${country(current)} · ${current.currency}`}
      </summary>
      <form method="post" action="/market" className="market-panel" aria-label={t('market.choose')}>
        <input type="hidden" name="return" value={wayBack(shop.url)} />
        <p className="market-title" aria-hidden="true">
          {t('market.choose')}
        </p>
        <ul>
          {channel.markets.map((m) => (
            <li key={m.alias}>
              <button
                type="submit"
                name="market"
                value={m.alias}
                aria-current={m.alias === current.alias ? 'true' : undefined}
              >
                <span>{country(m)}</span> <span className="market-currency">{m.currency}</span>
              </button>
            </li>
          ))}
        </ul>
      </form>
    </details>
  );
}

/** After a market change (`?notice=market.changed`): one line under the header, read out once. */
export function MarketNotice({ shop }: { shop: Shop }) {
  if (shop.url.searchParams.get('notice') !== MARKET_NOTICE) return null;
  const country = countryNames(shop.locale)(shop.market);
  return (
    <p className="market-notice message ok" role="status" data-market-changed={shop.market.alias}>
      {shop.t('market.changed', { country, currency: shop.market.currency })}
    </p>
  );
}
