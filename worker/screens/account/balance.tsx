import { LANGUAGE_ID } from '../../../shared/locales';
import { formatAmount, moneyLocale } from '../../../shared/money';
import type { Balance } from '../../../shared/account-types';
import type { Shop } from '../../context';
import type { Screen } from '../screen';
import { accountPage } from './account-page';
import { loadAccount } from './session';

/** The balance in the market's currency: the account's amount in it, or zero (formatted for the locale). */
export function marketBalance(shop: Shop, balances: Balance[]): string {
  const currency = shop.market.currency;
  const found = balances.find((b) => b.currency.toUpperCase() === currency.toUpperCase());
  if (found?.amountText) return found.amountText;
  return formatAmount(
    found?.amount ?? 0,
    currency,
    moneyLocale(shop.market.country.code, currency, LANGUAGE_ID[shop.locale]),
  );
}

/** Balance (/sv/mina-sidor/saldo, /en/my-account/balance): store credit in the market's currency. */
export const balanceScreen: Screen = (shop) =>
  loadAccount(
    shop,
    (account) => account.user(),
    (user, username) =>
      accountPage(
        shop,
        'balance',
        username || user.email,
        <section aria-labelledby="balance-title" className="account-balance">
          <h2 id="balance-title">{shop.t('account.currentBalance')}</h2>
          <p className="balance-amount" data-testid="balance">
            {marketBalance(shop, user.balances)}
          </p>
        </section>,
      ),
  );
