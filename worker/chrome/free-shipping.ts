import { LANGUAGE_ID } from '../../shared/locales';
import { formatAmount, moneyLocale } from '../../shared/money';
import type { Shop } from '../context';

/**
 * The free-shipping threshold of the shopper's market as its shoppers read money ("499 kr", "49 €",
 * "349 kr."), from FREE_SHIPPING_OVER; null for a market without one (the texts then leave it out).
 */
export function freeShippingOver(shop: Pick<Shop, 'config' | 'market' | 'locale'>): string | null {
  const amount = shop.config.FREE_SHIPPING_OVER[shop.market.alias];
  const currency = shop.market.currency;
  if (amount === undefined || !currency) return null;
  return formatAmount(
    amount,
    currency,
    moneyLocale(shop.market.country.code, currency, LANGUAGE_ID[shop.locale]),
  );
}

/** "Fri frakt över 349 kr." for the market, or nothing. */
export function freeShippingText(shop: Pick<Shop, 'config' | 'market' | 'locale' | 't'>) {
  const amount = freeShippingOver(shop);
  return amount ? shop.t('shop.freeShippingOver', { amount }) : null;
}
