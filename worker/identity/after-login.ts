import type { Context } from 'hono';
import { z } from 'zod';
import { CUSTOMER_TYPES, parseFavorites, type CustomerType } from '../../shared/cookies';
import { LANGUAGE_ID, type Locale } from '../../shared/locales';
import type { CommerceClient } from '../commerce/client';
import type { WorkerEnv } from '../context';
import { commerceFor } from '../edge/commerce-for';
import {
  cartIdOf,
  customerTypeOf,
  favoritesOf,
  rememberCartId,
  rememberCustomerType,
  rememberFavorites,
} from '../edge/cookies';
import { log } from '../log';

const Account = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  metaData: z.string().nullish(),
});
type Account = z.infer<typeof Account>;
const user = (field: 'getUser' | 'updateUser') => (data: unknown) =>
  z.object({ [field]: Account }).parse(data)[field] as Account;

/** The account's metaData as JSON; favorites are kept in it as {"favorites":[productIds]}. */
function metaOf(metaData: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(metaData || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
const favoritesIn = (meta: Record<string, unknown>) =>
  parseFavorites(Array.isArray(meta.favorites) ? meta.favorites.join(',') : '');

export interface Registration {
  newsletter: boolean;
  customerType: CustomerType;
}

/**
 * What follows a login or registration with the new bearer (research note 1.5), none of which may
 * fail it (failures are logged): the guest cart copied to the customer and priced anew
 * (cloneCart, resetPromotions), the customer type from the account (ralph-user-type), favorites of
 * the browser and the account merged into both. A registration also stores newsletter and type.
 * Answers the account's customer type and the browser's cart now (the copy, else the cookie's).
 */
export async function afterLogin(
  c: Context<WorkerEnv>,
  bearer: string,
  scope: { locale: Locale; market: string },
  registration?: Registration,
): Promise<{ customerType: CustomerType; cartId: string | null }> {
  const { client } = commerceFor(c, {
    marketId: scope.market,
    languageId: LANGUAGE_ID[scope.locale],
    customerType: registration?.customerType ?? customerTypeOf(c),
  });
  const [cartId, type] = await Promise.all([
    carryCart(c, client, bearer, scope.market),
    account(c, client, bearer, registration),
  ]);
  rememberCustomerType(c, type);
  return { customerType: type, cartId };
}

async function carryCart(
  c: Context<WorkerEnv>,
  client: CommerceClient,
  bearer: string,
  market: string,
): Promise<string | null> {
  const guestCart = cartIdOf(c);
  if (!guestCart) return null;
  const { data, error } = await client.mutation('cloneCart', {
    variables: { id: guestCart, resetPromotions: true, cartMarketAlias: market },
    bearer,
    parse: (d) => z.object({ cloneCart: z.object({ id: z.string().min(8).max(64) }) }).parse(d),
  });
  if (error) {
    log('warn', 'cart carry-over failed', { requestId: c.get('requestId'), error });
    return guestCart;
  }
  rememberCartId(c, data.cloneCart.id);
  return data.cloneCart.id;
}

async function account(
  c: Context<WorkerEnv>,
  client: CommerceClient,
  bearer: string,
  registration?: Registration,
): Promise<CustomerType> {
  const requestId = c.get('requestId');
  const browser = favoritesOf(c);
  let current: Account;
  if (registration) current = { customerType: registration.customerType, metaData: null };
  else {
    const { data, error } = await client.query('getUser', { bearer, parse: user('getUser') });
    if (error) {
      log('warn', 'account after login failed', { requestId, error });
      return customerTypeOf(c);
    }
    current = data;
  }
  const meta = metaOf(current.metaData);
  const saved = favoritesIn(meta);
  const merged = parseFavorites([...saved, ...browser].join(','));
  const changed = merged.length !== saved.length;
  if (registration || changed) {
    const { data, error } = await client.mutation('updateUser', {
      variables: {
        user: {
          customerType: current.customerType,
          ...(registration ? { newsletter: registration.newsletter } : {}),
          ...(changed ? { metaData: JSON.stringify({ ...meta, favorites: merged }) } : {}),
        },
      },
      bearer,
      parse: user('updateUser'),
    });
    if (error) log('warn', 'account update after login failed', { requestId, error });
    // The account has the last word (a company's user stays an organisation).
    else current = { ...current, customerType: data.customerType };
  }
  if (merged.join() !== browser.join()) rememberFavorites(c, merged);
  return current.customerType;
}
